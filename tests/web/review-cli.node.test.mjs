// The page's review and `pps review` agree: the same game reviewed in the
// single-threaded WebAssembly engine (as the worker does it: engine/
// review-game.ts) and by native `pps review --json`, with the app's reviewer
// (the champion with its shipped values, the review's 500 simulations a move,
// one thread), give the same moves (estimates, costs, verdicts, luck), the same
// summary (accuracy, luck and skill, key moments, the AI's score on the same
// cards) and the same sentence, on American and British.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadEngine, pps, ROOT, shutDown } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const R = await importTs('web/src/engine/review-game.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'pps-review-'));
let E;
before(async () => {
  E = await loadEngine('st');
});
after(() => shutDown(E));

function shipped(system) {
  const file = path.join(dir, `champion-${system}.bin`);
  writeFileSync(file, gunzipSync(readFileSync(path.join(ROOT, `web/public/learned/champion-${system}-4000000.bin.gz`))));
  return file;
}

// A finished game: the cells row by row, except every third card in the last empty cell.
function someGame(system, seed) {
  const g = E.Game.create(system, seed);
  while (!g.over()) {
    const cells = g.legalCells();
    g.play(g.turn() % 3 === 2 ? cells[cells.length - 1] : cells[0]);
  }
  const serialized = g.serialize();
  g.delete();
  return serialized;
}

const close = (a, b) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);

for (const [system, seed] of [['american', '31'], ['british', '32']]) {
  test(`${system}: the page's review is pps review's`, () => {
    const learned = shipped(system);
    const serialized = someGame(system, seed);
    const p = E.AiPlayer.create('champion');
    try {
      p.setBudget({ simulations: 500, threads: 1 });
      p.loadLearned(new Uint8Array(readFileSync(learned)), system);
      p.setSystem(system);
      const page = R.reviewGame(E, p, serialized, { explain: true, aiGame: true, byAi: false }, () => {});
      const file = path.join(dir, `${system}.json`);
      const moves = serialized.split(';')[2];
      const text = pps('review', '--player', 'champion', '--learned', learned, '--system', system, '--seed', seed,
        '--moves', moves, '--json', file);
      const native = JSON.parse(readFileSync(file, 'utf8'));
      for (const key of ['score', 'scale', 'start', 'luck', 'cost', 'error', 'accuracy', 'mistakesCost'])
        assert.ok(close(page.summary[key], native[key]), `${key}: ${page.summary[key]} vs ${native[key]}`);
      assert.deepEqual(page.summary.counts, native.counts);
      assert.deepEqual(page.summary.keyMoments, native.keyMoments);
      assert.equal(page.summary.aiScore, native.aiScore);
      assert.equal(page.summary.sentence, native.sentence);
      assert.ok(text.includes(native.sentence), 'the command prints the sentence');
      assert.equal(page.moves.length, 25);
      for (const [t, m] of page.moves.entries()) {
        const n = native.moves[t];
        assert.equal(m.verdict, n.verdict, `move ${t + 1}`);
        assert.equal(m.played, n.played);
        assert.equal(m.best, n.best);
        for (const key of ['cost', 'accuracy', 'luck', 'expectedBefore', 'expectedAfter'])
          assert.ok(close(m[key], n[key]), `move ${t + 1} ${key}: ${m[key]} vs ${n[key]}`);
        assert.equal(m.explanation.text, n.explanation.text, `move ${t + 1}'s reasons`);
      }
    } finally {
      p.delete();
    }
  });
}

test('pps review refuses a game that is not finished, a bad link and a bad switch, saying why', () => {
  const refused = (args, words) => {
    let out = '';
    try {
      pps('review', '--player', 'greedy', ...args);
    } catch (e) {
      out = String(e.stderr);
    }
    assert.match(out, words, args.join(' '));
  };
  refused(['--moves', 'abc'], /3 of its 25 moves: only a finished game can be reviewed/);
  refused(['--link', 'https://x.example/?system=american&moves=abc'], /no seed=/);
  refused(['--link', '?seed=1&moves=ab%zz'], /not an escape/);
  refused(['--moves', 'abcdefghijklmnopqrstuvwxy', '--ai-game', 'maybe'], /--ai-game 'maybe' must be on or off/);
});
