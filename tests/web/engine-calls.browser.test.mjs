// The engine client's calls in the browser (web/src/engine/client.ts): a
// worker method with no code of its own in the client is callable, and a
// call aborted by its signal fails with CancelledError at once, stops its
// search, and leaves the engine and the game in progress usable, in the
// threaded build (stop flag) and the single-threaded one (a new worker).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { openApp } from './support/app-page.mjs';

const suite = appSuite();

for (const server of ['isolated', 'plain']) {
  test(`${server} page: any worker method is a call, and an aborted call stops`, async (t) => {
    const { page, errors } = await suite.page(t);
    await openApp(page, `${suite[server].url}?system=american&seed=3&moves=abc`);
    // snapshot() has no forwarder in client.ts: the proxy derived from EngineApi calls it.
    assert.equal((await page.evaluate(() => window.ppsEngine.snapshot())).turn, 3);
    const outcome = await page.evaluate(async () => {
      const controller = new AbortController();
      const started = performance.now();
      const long = window.ppsEngine.labGame('tiger', { simulations: 1_000_000 }, 'american', '1', { signal: controller.signal });
      setTimeout(() => controller.abort(), 300);
      const error = await long.then(() => null, (e) => e.name);
      const failedAfter = performance.now() - started;
      // Already aborted: refused without reaching the worker.
      const early = await window.ppsEngine.snapshot({ signal: AbortSignal.abort() }).then(() => null, (e) => e.name);
      const after = await window.ppsEngine.snapshot();
      return { error, failedAfter, early, turn: after.turn, serialized: after.serialized };
    });
    assert.equal(outcome.error, 'CancelledError');
    assert.ok(outcome.failedAfter < 1500, `failed after ${outcome.failedAfter} ms`);
    assert.equal(outcome.early, 'CancelledError');
    assert.equal(outcome.turn, 3, 'the game in progress is kept');
    // A queued call aborted before it starts is skipped; the one before it answers.
    const queued = await page.evaluate(async () => {
      const controller = new AbortController();
      const first = window.ppsEngine.play(10);
      const second = window.ppsEngine.play(11, { signal: controller.signal });
      controller.abort();
      const [a, b] = await Promise.allSettled([first, second]);
      return { first: a.value?.turn, second: b.reason?.name, now: (await window.ppsEngine.snapshot()).turn };
    });
    assert.deepEqual(queued, { first: 4, second: 'CancelledError', now: 4 });
    assert.deepEqual(errors, []);
  });
}
