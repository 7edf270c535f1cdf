#!/usr/bin/env node
// What explaining costs the page, in the single-threaded WebAssembly build
// (the engine of every page that is not cross-origin isolated, and of every
// review): per hint, the milliseconds of analyze() (the search a hint waits
// for) against those of explain() for the AI's cell and for a cell pointed
// at; per reviewed move, the review with and without its explanations.
//
//   node bench/explain-cost.mjs [--games 20] [--rounds 3]
//
// The player is the app's: the champion with the American values the app
// ships, at the fast (the review's, 500 simulations) and normal (3,000)
// strengths, one thread. Positions: each game's deal (seeds 1..games) with
// its cards placed at cells chosen from the seed, at moves 3, 9, 15 and 21.
// Prints a markdown table for bench/RESULTS.md with the load average; the
// figures mean something only on an idle machine (docs/DESIGN.md, section 6).
// Needs scripts/build-wasm.sh first.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { loadEngine, ROOT, shutDown } from '../tests/web/support/engines.mjs';
import { importTs } from '../tests/web/support/import-ts.mjs';

const { values: flags } = parseArgs({ options: { games: { type: 'string', default: '20' }, rounds: { type: 'string', default: '3' } } });
const GAMES = Number(flags.games);
const ROUNDS = Number(flags.rounds);
const MOVES_TIMED = [2, 8, 14, 20]; // cards already placed
const strengths = JSON.parse(readFileSync(path.join(ROOT, 'web/src/engine/strengths.json'), 'utf8')).strengths;
const LEARNED = gunzipSync(readFileSync(path.join(ROOT, 'web/public/learned/champion-american-4000000.bin.gz')));

const { reviewGame } = await importTs('web/src/engine/review-game.ts');
const E = await loadEngine('st');
const loadBefore = loadavg()[0];

function champion(simulations) {
  const p = E.AiPlayer.create('champion');
  p.setBudget({ simulations, threads: 1 });
  p.loadLearned(new Uint8Array(LEARNED), 'american');
  p.setSystem('american');
  return p;
}

// The deal of `seed` with `placed` cards on cells chosen from the seed (a position, not a good game).
function position(seed, placed) {
  const g = E.Game.create('american', String(seed));
  for (let i = 0; i < placed; i++) {
    const legal = g.legalCells();
    g.play(legal[(seed * 7 + i * 13) % legal.length]);
  }
  return g;
}

const ms = (f) => {
  const start = performance.now();
  f();
  return performance.now() - start;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stats = (xs) => `${median(xs).toFixed(2)} (${Math.max(...xs).toFixed(2)})`;

const rows = [];
for (const strength of strengths.filter((s) => s.name === 'fast' || s.name === 'normal')) {
  const p = champion(strength.simulations);
  const analyze = [], best = [], other = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (let seed = 1; seed <= GAMES; seed++) {
      for (const placed of MOVES_TIMED) {
        const g = position(seed, placed);
        p.newGameForDeal(String(seed));
        let analysis;
        analyze.push(ms(() => (analysis = p.analyze(g))));
        best.push(ms(() => p.explain(g, analysis, null)));
        const pointed = g.legalCells().find((c) => c !== analysis.best);
        other.push(ms(() => p.explain(g, analysis, pointed)));
        g.delete();
      }
    }
  }
  rows.push(`| hint, ${strength.name} (${strength.simulations} simulations) | ${stats(analyze)} | ${stats(best)} | ${stats(other)} |`);
  p.delete();
}

// A review: 25 moves of a finished game, with and without explanations.
const reviewer = champion(strengths.find((s) => s.name === 'fast').simulations);
const plain = [], explained = [];
for (let round = 0; round < ROUNDS; round++) {
  for (let seed = 1; seed <= GAMES; seed++) {
    const g = position(seed, 25);
    const serialized = g.serialize();
    g.delete();
    plain.push(ms(() => reviewGame(E, reviewer, serialized, { explain: false, aiGame: false, byAi: true }, () => {})) / 25);
    explained.push(ms(() => reviewGame(E, reviewer, serialized, { explain: true, aiGame: false, byAi: true }, () => {})) / 25);
  }
}
reviewer.delete();
const extra = explained.map((x, i) => x - plain[i]);

console.log(`Single-threaded WebAssembly build, Node ${process.version}; ${GAMES} deals x ${MOVES_TIMED.length} positions x ${ROUNDS} rounds.`);
console.log(`Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.\n`);
console.log('| per hint: ms, median (max) | analyze() | explain(): the AI\'s cell | explain(): a cell pointed at |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
console.log('\n| per reviewed move: ms, median (max) | review without explanations | with | explanations |');
console.log('|---|---|---|---|');
console.log(`| fast (${strengths.find((s) => s.name === 'fast').simulations} simulations) | ${stats(plain)} | ${stats(explained)} | ${stats(extra)} |`);
shutDown(E);
