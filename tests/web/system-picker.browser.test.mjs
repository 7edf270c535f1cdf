// The point-system picker (web/src/ui/system-picker.ts) holds no grammar of
// its own: it offers the engine's text forms, shows a link's system from
// what the engine says of it (its form and argument), and sends what is
// typed to the engine, which names what it refuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { openApp, shareQuery } from './support/app-page.mjs';

const suite = appSuite();
const newPage = (t) => suite.page(t, { viewport: { width: 1200, height: 900 } });

test('the point-system picker shows a link\'s system in the engine\'s forms, and plays what it shows', async (t) => {
  const { page, errors } = await newPage(t);
  const shown = () => page.evaluate(() => ({
    kind: document.getElementById('system-kind').value,
    seed: document.getElementById('system-seed-field').hidden ? null : document.getElementById('system-seed').value,
    category: document.getElementById('single-field').hidden ? null : document.getElementById('single-category').value,
  }));
  for (const [system, expected] of [
    ['random:42:3', { kind: 'random', seed: '42:3', category: null }],
    ['single:full-house', { kind: 'single', seed: null, category: 'full-house' }],
    ['single:5', { kind: 'single-seed', seed: '5', category: null }],
    ['british', { kind: 'british', seed: null, category: null }],
  ]) {
    await openApp(page, `${suite.plain.url}?system=${system}&seed=3&lesson=off`);
    assert.deepEqual(await shown(), expected, system);
  }
  // What the picker shows is the system it plays: a seed typed into it goes to the engine as it is.
  await page.selectOption('#system-kind', 'hypercorner');
  await page.fill('#system-seed', '12:1');
  await page.click('#apply-system');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('system') === 'hypercorner:12:1');
  await page.fill('#system-seed', 'x');
  await page.click('#apply-system');
  await page.waitForFunction(() => /seed 'x' is not an integer/.test(document.getElementById('status').textContent));
  assert.equal(new URLSearchParams(await shareQuery(page)).get('system'), 'hypercorner:12:1', 'the game is as it was');
  assert.deepEqual(errors, []);
});

test('the deal seed box: the engine reads the seed typed, and names one it refuses', async (t) => {
  const { page, errors } = await newPage(t);
  await openApp(page, `${suite.plain.url}?system=british&seed=3&lesson=off`);
  await page.fill('#deal-seed', '007');
  await page.click('#new-fixed');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('seed') === '7');
  await page.fill('#deal-seed', '9223372036854775808');
  await page.click('#new-fixed');
  await page.waitForFunction(() => /outside the signed 64-bit range/.test(document.getElementById('status').textContent));
  assert.equal(new URLSearchParams(await shareQuery(page)).get('seed'), '7', 'the game is as it was');
  assert.deepEqual(errors, []);
});
