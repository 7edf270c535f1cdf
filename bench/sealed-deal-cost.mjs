#!/usr/bin/env node
// What a sealed deal costs against a public one, per game: natively, a
// tournament of the random player (the cheapest game there is) with
// `--key K` against the same with the contest's public deals; in the
// single-threaded WebAssembly build, Game.createSealed against Game.create.
// The difference of the two, per game, is the cost of the keyed generator
// (ChaCha20) over java.util.Random's shuffle.
//
//   node bench/sealed-deal-cost.mjs [--games 200000] [--rounds 5]
//
// Needs build/pps and scripts/build-wasm.sh first. Prints a markdown table
// for bench/RESULTS.md with the load average; the figures mean something only
// on an idle machine (docs/DESIGN.md, section 6).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEngine, ROOT, shutDown } from '../tests/web/support/engines.mjs';

const { values: flags } = parseArgs({ options: { games: { type: 'string', default: '200000' }, rounds: { type: 'string', default: '5' } } });
const GAMES = Number(flags.games);
const ROUNDS = Number(flags.rounds);
const KEY = '5eed'.repeat(16);
const loadBefore = loadavg()[0];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const microsPerGame = (ms, games) => (ms * 1000) / games;

// Natively: the whole command, timed from here (pps's start is the same in both).
function ppsRun(extra) {
  const started = process.hrtime.bigint();
  execFileSync(path.join(ROOT, 'build/pps'), ['tournament', '--players', 'random', '--games', String(GAMES), '--seed', '1', ...extra],
    { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

// In the engine the page loads: a game made (its deal dealt) and freed.
function wasmRun(E, count, make) {
  const started = performance.now();
  for (let i = 0; i < count; ++i) make(i).delete();
  return performance.now() - started;
}

const native = { public: [], sealed: [] };
const wasm = { public: [], sealed: [] };
const E = await loadEngine('st');
const games = Math.min(GAMES, 50000);
for (let round = 0; round < ROUNDS; ++round) {
  native.public.push(ppsRun([]));
  native.sealed.push(ppsRun(['--key', KEY]));
  wasm.public.push(wasmRun(E, games, (i) => E.Game.create('american', String(i + 1))) * (GAMES / games));
  wasm.sealed.push(wasmRun(E, games, (i) => E.Game.createSealed('american', KEY, String(i + 1))) * (GAMES / games));
}
shutDown(E);

const row = (name, times) => {
  const pub = microsPerGame(median(times.public), GAMES);
  const sealed = microsPerGame(median(times.sealed), GAMES);
  return `| ${name} | ${pub.toFixed(2)} | ${sealed.toFixed(2)} | ${(sealed - pub).toFixed(2)} |`;
};
console.log(`load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after; ${GAMES} games (wasm: ${games}, scaled), median of ${ROUNDS} rounds\n`);
console.log('| µs per game | public deals | sealed deals | the sealed deal costs |');
console.log('| --- | ---: | ---: | ---: |');
console.log(row('natively: a random player\'s game in `pps tournament`', native));
console.log(row('WebAssembly: `Game.create` / `Game.createSealed`', wasm));
