// A short run of the WebAssembly API fuzzer (tests/web/support/wasm-fuzzer.mjs;
// bench/wasm-fuzz.mjs runs 10^6 calls per build): random calls with random
// arguments must return or throw a clean Error, never trap or move the stack,
// and leave nothing allocated once their objects are deleted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FLAVOURS, loadEngine, shutDown } from './support/engines.mjs';
import { WasmFuzzer } from './support/wasm-fuzzer.mjs';

const CALLS = 20_000;

for (const flavour of FLAVOURS) {
  test(`build ${flavour}: ${CALLS} random calls, no crash, nothing left allocated`, async () => {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    try {
      const fuzzer = new WasmFuzzer(E, 20261123);
      fuzzer.run(CALLS / 2);
      fuzzer.cleanUp();
      // What the first half leaves (caches, the threaded build's pool thread
      // stacks) is the baseline: the second half must not add to it.
      const baseline = E.memoryStats();
      const stats = fuzzer.run(CALLS / 2, { checkEvery: 100 });
      fuzzer.cleanUp();
      assert.equal(stats.crashes, 0, stats.crashSamples.join('\n'));
      assert.equal(stats.calls, CALLS);
      // Both paths were exercised.
      assert.ok(stats.returned > CALLS / 10 && stats.refused > CALLS / 10, JSON.stringify(stats));
      const end = E.memoryStats();
      assert.equal(end.stackPointer, baseline.stackPointer);
      assert.ok(end.mallocBytes <= baseline.mallocBytes, `malloc in use grew from ${baseline.mallocBytes} to ${end.mallocBytes}`);

      // Still a working engine.
      const player = E.AiPlayer.create('random');
      const game = E.Game.parse(E.playGame(player, 'american', '9'));
      assert.equal(game.over(), true);
      game.delete();
      player.delete();
    } finally {
      shutDown(E);
    }
  });
}
