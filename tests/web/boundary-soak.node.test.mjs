// Soak of the WebAssembly boundary: 1,000 rejected calls of each kind, on
// both builds, then a normal game. Before the fix a rejected call kept 32
// bytes (play) to ~480 (analyze) of the 2 MB wasm stack: the module garbled
// its messages from about call 4,500 and trapped ("memory access out of
// bounds") at call 65,562, for every call after it too. Those were symptoms
// of a leak that this test reads exactly after each kind's calls: the stack
// pointer (1,000 such calls move it by 32 to 480 KB), then the heap in use and
// its size, and every call's message. So 1,000 calls a kind prove what
// 100,000 did (1.6 million calls in all, 72 s of CPU), with room for a leak
// that only one call in many makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FLAVOURS, loadEngine, shutDown } from './support/engines.mjs';

const CALLS_PER_KIND = 1_000;

for (const flavour of FLAVOURS) {
  test(`build ${flavour}: ${CALLS_PER_KIND} rejected calls of each kind, then a normal game`, async () => {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    try {
      const filled = E.Game.create('american', '7');
      filled.play(0);
      const finished = E.Game.parse('american;1;abcdefghijklmnopqrstuvwxy');
      const player = E.AiPlayer.create('random');
      const kilobyte = 'k'.repeat(1024);
      // [kind, call, the message every one of its calls must give]
      const kinds = [
        ['play on a filled cell', () => filled.play(0), 'cell 0 (row 1, column 1) is already filled'],
        ['analyze a finished game', () => player.analyze(finished), 'the game is over: there is no card to place'],
        ['create with 1 KB arguments', () => E.Game.create(kilobyte, kilobyte), `unknown point system '${'k'.repeat(60)}...' (try american, british, ameritish:SEED, random:SEED, hypercorner:SEED, single:CATEGORY or ten comma-separated values)`],
        ['play a non-integer', () => filled.play(NaN), 'cell must be an integer (got NaN)'],
        ['cardName of a non-integer', () => E.cardName(NaN), 'card id must be an integer (got NaN)'],
        ['setBudget with a bad field', () => player.setBudget({ threads: 'many' }), "budget threads must be a number (got the string 'many')"],
        ['loadLearned(null)', () => player.loadLearned(null, 'american'), 'learned data must be a Uint8Array (got null)'],
        ['playGame(undefined, ...)', () => E.playGame(undefined, 'american', '1'), 'player must be an object of class AiPlayer (got undefined)'],
      ];
      // One call of each first: a first call may set up what later ones reuse.
      for (const [, call] of kinds) assert.throws(call);
      const start = E.memoryStats();
      for (const [kind, call, message] of kinds) {
        for (let i = 0; i < CALLS_PER_KIND; i++) {
          let error = null;
          try {
            call();
          } catch (e) {
            error = e;
          }
          if (!(error instanceof Error) || error.message !== message) {
            assert.fail(`${kind}, call ${i + 1}: ${error instanceof Error ? JSON.stringify(error.message) : `no Error (${error})`}`);
          }
        }
        assert.equal(E.memoryStats().stackPointer, start.stackPointer, `${kind}: the stack pointer moved`);
      }
      const end = E.memoryStats();
      assert.equal(end.mallocBytes, start.mallocBytes, 'the heap in use grew');
      assert.equal(end.heapBytes, start.heapBytes, 'the heap grew');

      // A normal game, move by move and whole.
      const game = E.Game.create('american', '5');
      player.newGameForDeal('5');
      while (!game.over()) game.play(player.choose(game));
      const whole = E.Game.parse(E.playGame(player, 'american', '5'));
      assert.equal(game.serialize(), whole.serialize());
      assert.equal(game.score(), whole.score());
      for (const h of [filled, finished, player, game, whole]) h.delete();
    } finally {
      shutDown(E);
    }
  });
}
