// The page's calls on the engine worker (web/src/engine/remote.ts): every
// name is a call of the worker's method of that name, with no forwarder
// written for it, and a trailing `{ signal }` is the call's options, never
// an argument (a Budget is an argument).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { withRemote, splitOptions } = await importTs('web/src/engine/remote.ts');

test('a method the client never heard of is a call of the worker', async () => {
  const calls = [];
  const core = new (class extends EventTarget {
    info = { poolSize: 2 };
    own() {
      return this.info.poolSize;
    }
  })();
  const client = withRemote(core, async (method, args, options) => {
    calls.push({ method, args, options });
    return `${method} done`;
  });
  assert.equal(await client.someNewMethod(1, 'two'), 'someNewMethod done');
  const signal = new AbortController().signal;
  await client.labGame('tiger', { simulations: 5 }, 'american', '1', { signal });
  assert.deepEqual(calls, [
    { method: 'someNewMethod', args: [1, 'two'], options: {} },
    { method: 'labGame', args: ['tiger', { simulations: 5 }, 'american', '1'], options: { signal } },
  ]);
  // The client's own members stay its own, bound to it (EventTarget needs that).
  assert.equal(client.own(), 2);
  assert.equal(client.info.poolSize, 2);
  client.addEventListener('x', () => calls.push('event'));
  client.dispatchEvent(new Event('x'));
  assert.equal(calls.at(-1), 'event');
  // Not a promise: awaiting the client gives the client.
  assert.equal(await client, client);
});

test('only a trailing object with a signal key is the options', () => {
  assert.deepEqual(splitOptions(['a', { simulations: 1 }]), { args: ['a', { simulations: 1 }], options: {} });
  assert.deepEqual(splitOptions(['a', { signal: undefined }]), { args: ['a'], options: { signal: undefined } });
  assert.deepEqual(splitOptions([]), { args: [], options: {} });
});
