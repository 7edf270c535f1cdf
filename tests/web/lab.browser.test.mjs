// The AI lab in Chromium: a small tournament runs in the worker with progress,
// the table shows means ± standard error and the normalized score, and the
// CSV export holds every game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { appSuite } from './support/app-suite.mjs';
import { screenshot, watchErrors } from './support/browser.mjs';

const suite = appSuite();

test('the lab runs a small tournament and exports CSV', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  const errors = watchErrors(page);
  await page.goto(`${suite.isolated.url}lab.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const names = await page.locator('#lab-players input').evaluateAll((inputs) => inputs.map((i) => i.value));
  // Two players: random and the first other one listed (or random twice, differently specified).
  for (const input of await page.locator('#lab-players input').all()) await input.setChecked(false);
  await page.check('#lab-players input[value="random"]');
  const other = names.find((n) => n !== 'random');
  if (other) await page.check(`#lab-players input[value="${other}"]`);
  await page.fill('#lab-systems', 'american single:flush');
  await page.fill('#lab-games', '3');
  await page.fill('#lab-sims', '50');
  await page.click('#lab-run');
  await page.waitForSelector('body[data-lab-done]', { timeout: 120000 });
  const players = other ? 2 : 1;
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), String(players * 2 * 3));
  assert.equal(await page.locator('#lab-progress').evaluate((p) => p.value), players * 6);
  assert.equal(await page.locator('#lab-table tr').count(), players + 1);
  assert.match(await page.locator('#lab-table').textContent(), /± \d+\.\d\d \(3\)/);
  assert.equal(await page.locator('#lab-charts svg').count(), players);
  await screenshot(page, 'lab-results');

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#lab-csv')]);
  const csv = readFileSync(await download.path(), 'utf8').trim().split('\n');
  assert.equal(csv[0], 'player,system,seed,score');
  assert.equal(csv.length, 1 + players * 6);
  assert.match(csv[1], /^random,american,0,-?\d+$/);

  // Bad input is refused with a message, not run.
  await page.fill('#lab-systems', 'nonsense');
  await page.click('#lab-run');
  await page.waitForFunction(() => document.getElementById('status').textContent.includes('Cannot run'));
  assert.match(await page.locator('#status').textContent(), /unknown point system 'nonsense'/);
  assert.deepEqual(errors, []);
  await page.close();
});
