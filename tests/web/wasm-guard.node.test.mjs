// The WebAssembly bench's workload is the guard of `pps bench`
// (support/guard-workload.mjs): for every guarded player, the
// single-threaded build run through its JavaScript API gives the native
// signature, so bench/wasm-vs-native.mjs compares the same work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, pps, shutDown } from './support/engines.mjs';
import { runGuard } from './support/guard-workload.mjs';

const native = pps('bench', '--sims', '1', '--games', '1')
  .split('\n')
  .filter((line) => line.startsWith('guard ') && !line.startsWith('guard signature'))
  .map((line) => line.split(/\s+/).slice(1, 3));

test('every guarded player: the same signature in WebAssembly (through the JavaScript API) as native', async () => {
  assert.ok(native.length >= 10, 'the guard lists its specs');
  const E = await loadEngine('st');
  try {
    const differ = native.filter(([spec, signature]) => runGuard(E, spec).signature !== signature);
    assert.deepEqual(differ.map(([spec]) => spec), []);
  } finally {
    shutDown(E);
  }
});
