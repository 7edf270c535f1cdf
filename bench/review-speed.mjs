#!/usr/bin/env node
// What a whole game's review costs the page, in the single-threaded
// WebAssembly build (the review's engine on every page): the 25 moves with
// their estimates, verdicts, explanations and each card's luck, then the
// reviewer's own game of the deal ("the AI scored N on the same cards"), at
// the review's budget (the champion with the American values the app ships,
// 500 simulations a move, one thread). Also the time to the first move shown.
//
//   node bench/review-speed.mjs [--games 10]
//
// Games: deal 1..games with the cards placed at cells chosen from the seed.
// Prints a markdown table for bench/RESULTS.md with the load average; the
// figures mean something only on an idle machine. Needs scripts/build-wasm.sh first.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { loadEngine, ROOT, shutDown } from '../tests/web/support/engines.mjs';
import { importTs } from '../tests/web/support/import-ts.mjs';

const { values: flags } = parseArgs({ options: { games: { type: 'string', default: '10' } } });
const GAMES = Number(flags.games);
const LEARNED = gunzipSync(readFileSync(path.join(ROOT, 'web/public/learned/champion-american-4000000.bin.gz')));
const { reviewGame } = await importTs('web/src/engine/review-game.ts');
const E = await loadEngine('st');
const loadBefore = loadavg()[0];

const p = E.AiPlayer.create('champion');
p.setBudget({ simulations: 500, threads: 1 });
p.loadLearned(new Uint8Array(LEARNED), 'american');
p.setSystem('american');

function game(seed) {
  const g = E.Game.create('american', String(seed));
  for (let i = 0; i < 25; i++) {
    const legal = g.legalCells();
    g.play(legal[(seed * 7 + i * 13) % legal.length]);
  }
  const serialized = g.serialize();
  g.delete();
  return serialized;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stats = (xs) => `${(median(xs) / 1000).toFixed(2)} (${(Math.max(...xs) / 1000).toFixed(2)})`;
const rows = [];
for (const [label, options] of [
  ['moves only', { explain: false, aiGame: false, byAi: true }],
  ['moves with explanations', { explain: true, aiGame: false, byAi: true }],
  ['the page\'s review: explanations and the AI\'s game', { explain: true, aiGame: true, byAi: false }],
]) {
  const whole = [], first = [];
  for (let seed = 1; seed <= GAMES; seed++) {
    const serialized = game(seed);
    const start = performance.now();
    let firstMove = null;
    reviewGame(E, p, serialized, options, (done, total, move) => {
      if (move && firstMove === null) firstMove = performance.now() - start;
    });
    whole.push(performance.now() - start);
    first.push(firstMove);
  }
  rows.push(`| ${label} | ${stats(whole)} | ${stats(first)} |`);
}
p.delete();
console.log(`Single-threaded WebAssembly build, Node ${process.version}; ${GAMES} games of American.`);
console.log(`Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.\n`);
console.log('| a whole review: seconds, median (max) | whole game | first move shown |');
console.log('|---|---|---|');
for (const row of rows) console.log(row);
shutDown(E);
