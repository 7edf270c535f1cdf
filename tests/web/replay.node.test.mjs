// An AI game replays exactly everywhere: the app learns a fixed number of
// games from a fixed seed (web/src/engine/strengths.json), so the learned bytes and
// the moves of a fixed-simulation game are the same natively (pps), in the
// single-threaded build and in the threaded build on one or two threads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEngine, pps, shutDown } from './support/engines.mjs';

// A system no shipped file covers, with negative values and a non-zero high card.
const SYSTEM = '-3,5,-20,40,17,-9,60,-128,127,0';
const GAMES = 5000; // a small recipe, still hundreds of batches: the identity does not depend on the count
const SIMULATIONS = 500;
const DEALS = ['7', '12345'];
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

// The champion (NARL tables) and the TD network (floating-point learning,
// whose arithmetic-only tanh keeps libm out of it).
for (const name of ['champion', 'tdnet']) {
  test(`${name}: learned bytes and AI moves are identical natively, in both builds, on 1 and 2 threads`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pps-replay-'));
    const learned = path.join(dir, `${name}.bin`);
    pps('learn', '--player', `${name}:seed=1`, '--system', SYSTEM, '--games', String(GAMES), '--threads', '2', '--out', learned);
    const nativeHash = sha256(readFileSync(learned));
    const json = path.join(dir, 'play.json');
    pps('play', '--player', name, '--system', SYSTEM, '--learned', learned, '--sims', String(SIMULATIONS),
      '--games', String(DEALS.length), '--seed', DEALS[0], '--json', json);
    const nativeGames = JSON.parse(readFileSync(json, 'utf8')).games.map((g) => g.game);
    // The second deal of a run is seed 8; the test plays the native run's seeds.
    const seeds = JSON.parse(readFileSync(json, 'utf8')).games.map((g) => String(g.seed));

    for (const [flavour, threads] of [['st', 1], ['mt', 1], ['mt', 2]]) {
      const E = await loadEngine(flavour, { ppsPoolSize: 2 });
      try {
        const player = E.AiPlayer.create(name);
        player.prepare(SYSTEM, { games: GAMES, threads, seed: 1 }, null);
        assert.equal(sha256(player.saveLearned()), nativeHash, `${flavour} on ${threads} thread(s): learned bytes`);
        player.setBudget({ simulations: SIMULATIONS, threads });
        const games = seeds.map((seed) => E.playGame(player, SYSTEM, seed));
        assert.deepEqual(games, nativeGames, `${flavour} on ${threads} thread(s): moves`);
        player.delete();
      } finally {
        shutDown(E);
      }
    }
  });
}
