// The lab's paired comparison (web/src/lab/stats.ts: pairedDifference,
// verdict) against the `pps` judge's: bench/paired.py, run on two
// `pps play --json` files of the same deals, gives the same mean difference,
// standard error, number of deals and verdict at 2 SE. Hand-computed cases
// pin the formula (sample SD of the per-deal differences over sqrt(n)) and
// show that only deals both players played are paired.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, pps } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const { pairedDifference, verdict } = await importTs('web/src/lab/stats.ts');

const game = (player, seed, score, system = 'american') => ({ player, system, seed: String(seed), score });

// bench/paired.py's own functions on two files: [mean, se, n, verdict], full precision.
function pairedPy(baseFile, otherFile) {
  const script = 'import json, sys\nfrom paired import paired, scores, verdict\n' +
    'm, se, n = paired(scores(sys.argv[1])[1], scores(sys.argv[2])[1])\nprint(json.dumps([m, se, n, verdict(m, se)]))';
  return JSON.parse(execFileSync('python3', ['-c', script, baseFile, otherFile], { cwd: path.join(ROOT, 'bench'), encoding: 'utf8' }));
}

test('the paired difference of hand-computed deals: mean, sample SD / sqrt(n), verdict at 2 SE', () => {
  // Differences 2, 0, 5: mean 7/3, SD sqrt(((2-7/3)² + (7/3)² + (5-7/3)²) / 2) = sqrt(57/9), SE = SD / sqrt(3).
  const results = [game('a', 1, 10), game('a', 2, 20), game('a', 3, 30), game('b', 1, 8), game('b', 2, 20), game('b', 3, 25)];
  const d = pairedDifference(results, 'a', 'b', 'american');
  assert.equal(d.games, 3);
  assert.ok(Math.abs(d.mean - 7 / 3) < 1e-12);
  assert.ok(Math.abs(d.se - Math.sqrt(57 / 9) / Math.sqrt(3)) < 1e-12, String(d.se));
  assert.equal(verdict(d), 'not significant'); // 2.33 < 2 × 1.45
  // B − A is the mirror image.
  const back = pairedDifference(results, 'b', 'a', 'american');
  assert.ok(Math.abs(back.mean + 7 / 3) < 1e-12 && Math.abs(back.se - d.se) < 1e-12);
  // Differences 3, 4, 5: mean 4, SD 1, SE 1/sqrt(3): at least 2 SE, better (and worse the other way).
  const clear = [game('a', 1, 13), game('a', 2, 14), game('a', 3, 15), game('b', 1, 10), game('b', 2, 10), game('b', 3, 10)];
  assert.equal(verdict(pairedDifference(clear, 'a', 'b', 'american')), 'better');
  assert.equal(verdict(pairedDifference(clear, 'b', 'a', 'american')), 'worse');
  // Equal differences: SE 0, never significant (as paired.py's verdict).
  assert.equal(verdict({ games: 2, mean: 3, se: 0 }), 'not significant');
});

test('only deals of the same system and seed are paired', () => {
  const results = [
    game('a', 1, 10), game('a', 2, 50), game('a', 9, 1000), // seed 9: A only
    game('b', 1, 4), game('b', 2, 40), game('b', 7, -1000), // seed 7: B only
    game('a', 1, 500, 'british'), game('b', 1, 0, 'british'), // another system
  ];
  const d = pairedDifference(results, 'a', 'b', 'american');
  assert.equal(d.games, 2);
  assert.equal(d.mean, 8); // (6 + 10) / 2
  assert.ok(Math.abs(d.se - 2) < 1e-12); // SD sqrt(8), SE sqrt(8)/sqrt(2)
  assert.equal(pairedDifference(results, 'a', 'b', 'british').games, 1);
});

test('the lab pairs as bench/paired.py does on pps play runs of the same deals', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-paired-'));
  const cases = [
    { a: 'greedy', b: 'random', system: 'american' },
    { a: 'greedy:eval=points', b: 'greedy', system: '-3,5,-20,40,17,-9,60,-128,127,0' },
  ];
  const verdicts = new Set();
  for (const { a, b, system } of cases) {
    const results = [];
    const files = {};
    for (const player of [a, b]) {
      files[player] = path.join(dir, `${player.replace(/\W/g, '_')}.json`);
      pps('play', '--player', player, '--system', system, '--games', '30', '--seed', '11', '--sims', '10', '--json', files[player]);
      for (const g of JSON.parse(readFileSync(files[player], 'utf8')).games) results.push(game(player, g.seed, g.score, system));
    }
    // A − B is paired.py's OTHER − BASE with B as the base.
    const [mean, se, n, judged] = pairedPy(files[b], files[a]);
    const lab = pairedDifference(results, a, b, system);
    const where = `${a} − ${b} on ${system}`;
    assert.equal(lab.games, n, where);
    assert.ok(Math.abs(lab.mean - mean) < 1e-9, `${where}: mean ${lab.mean} vs ${mean}`);
    assert.ok(Math.abs(lab.se - se) < 1e-9, `${where}: se ${lab.se} vs ${se}`);
    assert.equal(verdict(lab), judged, where);
    assert.ok(se > 0, `${where}: a difference that varies`);
    verdicts.add(judged);
    // The script's printed line agrees too (2 decimals).
    const printed = execFileSync('python3', [path.join(ROOT, 'bench/paired.py'), files[b], files[a]], { encoding: 'utf8' });
    const sign = lab.mean >= 0 ? '+' : '';
    assert.ok(printed.includes(`minus base ${sign}${lab.mean.toFixed(2)} ± ${lab.se.toFixed(2)} over ${n} deals (${judged} at 2 SE)`), printed);
  }
  // Greedy beats random clearly: at least one verdict is not "not significant".
  assert.ok(verdicts.has('better'), [...verdicts].join(', '));
});
