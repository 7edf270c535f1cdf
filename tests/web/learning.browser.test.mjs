// Learning players in the app, in a real Chromium: the first hint on a fixed
// system comes from the shipped learned values (no learning, for the champion
// and the TD network), and a stop
// during learning keeps nothing half-learned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { openApp, waitIdle } from './support/app-page.mjs';

const suite = appSuite();

// Every 'learning' event the engine client dispatches, kept on the page.
async function recordLearning(page) {
  await page.evaluate(() => {
    window.learningEvents = [];
    window.ppsEngine.addEventListener('learning', (e) => window.learningEvents.push(e.detail));
  });
}

const cacheKeys = (page) =>
  page.evaluate(() => new Promise((resolve) => {
    indexedDB.open('pps-learned').onsuccess = (e) => {
      const db = e.target.result;
      if (!db.objectStoreNames.contains('learned')) return resolve([]);
      const req = db.transaction('learned').objectStore('learned').getAllKeys();
      req.onsuccess = () => resolve(req.result.map(String));
    };
  }));

for (const [name, server] of [['threaded', () => suite.isolated], ['single-threaded', () => suite.plain]]) {
  test(`${name}: a fresh browser's first hint on American uses the shipped values, not learning`, async (t) => {
    // A new page is a new browser context: no cache, nothing learned.
    const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
    await openApp(page, `${server().url}?system=american&seed=42`);
    await recordLearning(page);
    assert.equal(await page.locator('#player').inputValue(), 'champion');
    const started = await page.evaluate(() => performance.now());
    await page.click('#hint');
    await page.waitForSelector('.cell.best', { timeout: 30000 });
    const ms = Math.round((await page.evaluate(() => performance.now())) - started);
    const events = await page.evaluate(() => window.learningEvents);
    assert.ok(events.some((e) => e.done && e.source === 'shipped'), JSON.stringify(events));
    assert.ok(!events.some((e) => !e.done), 'nothing was learned in the browser');
    assert.match(await page.locator('#status').textContent(), /The AI would place it/);
    console.log(`first hint on American, ${name} build, fresh profile: ${ms} ms`);
    assert.deepEqual(errors, []);
  });
}

// The TD network's networks ship too (American and British at every
// replayable strength): choosing it plays at once, with no learning.
test('tdnet on British, strong: the hint uses the shipped network, not learning', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openApp(page, `${suite.plain.url}?system=british&seed=42&ai=tdnet&strength=strong`);
  await recordLearning(page);
  assert.equal(await page.locator('#player').inputValue(), 'tdnet');
  await page.click('#hint');
  await page.waitForSelector('.cell.best', { timeout: 30000 });
  const events = await page.evaluate(() => window.learningEvents);
  assert.ok(events.some((e) => e.done && e.source === 'shipped'), JSON.stringify(events));
  assert.ok(!events.some((e) => !e.done), 'nothing was learned in the browser');
  assert.deepEqual(errors, []);
});

test('a stop during learning caches nothing and cancels the hint; the next hint learns in full', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  // A custom system: nothing shipped, so the champion must learn it.
  await openApp(page, `${suite.isolated.url}?system=${encodeURIComponent('1,2,4,8,16,0,30,60,90,120')}&seed=3`);
  await recordLearning(page);
  await page.selectOption('#strength', 'fast');
  await page.click('#hint');
  await page.waitForFunction(() => window.learningEvents.some((e) => !e.done && e.games > 0), null, { timeout: 30000 });
  await page.click('#stop');
  await waitIdle(page);
  assert.match(await page.locator('#status').textContent(), /Stopped/);
  assert.equal(await page.locator('.cell.best').count(), 0, 'no hint from half-learned values');
  assert.ok(!(await page.evaluate(() => window.learningEvents.some((e) => e.done))), 'learning never reported done');
  assert.deepEqual((await cacheKeys(page)).filter((k) => k.includes('1,2,4,8')), [], 'nothing cached');

  // Asked again, it learns the whole budget and then answers and caches.
  await page.evaluate(() => (window.learningEvents = []));
  await page.click('#hint');
  await page.waitForSelector('.cell.best', { timeout: 120000 });
  const events = await page.evaluate(() => window.learningEvents);
  assert.ok(events.some((e) => !e.done && e.fraction === 1), 'learned to the end');
  assert.ok(events.some((e) => e.done && e.source === 'learned'));
  assert.equal((await cacheKeys(page)).filter((k) => k.includes('1,2,4,8')).length, 1);
  assert.deepEqual(errors, []);
});
