// A new deploy over an old one: the visitor's page, served by the old build's
// service worker, notices the new build and offers it; nothing reloads until
// the visitor says so (a game in progress stays); then the page is the new
// build, with the same game. The new deploy is a copy of the built site with
// one page changed and its service worker rewritten, as `npm run build` does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST } from './support/app-suite.mjs';
import { serveFolder } from './support/static-server.mjs';
import { launchProfile } from './support/browser.mjs';
import { recordLoads, waitForLoads } from './support/page-loads.mjs';
import { writeServiceWorker } from '../../web/build/service-worker-file.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let siteDir;
let profileDir;
let site;
let context;

before(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'pps-site-'));
  cpSync(DIST, siteDir, { recursive: true });
  site = await serveFolder(siteDir, { isolated: false, base: '/games/poker/' });
  profileDir = mkdtempSync(path.join(tmpdir(), 'pps-profile-'));
  context = await launchProfile(profileDir);
});

after(async () => {
  await context?.close();
  await site?.close();
  for (const dir of [siteDir, profileDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const build = (page) => page.evaluate(() => document.querySelector('meta[name="pps-test-build"]')?.content ?? '1');

test('a rebuilt site is offered by a prompt, never forced mid-game, and picked up on Reload with the game kept', async () => {
  const loads = await recordLoads(context);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${site.url}?system=american&seed=8`);
  await waitForLoads(loads, 2); // the first visit and its one reload
  assert.equal(loads[1].flavour, 'mt');
  await page.click('.cell[data-cell="0"]');
  await page.waitForSelector('.cell[data-cell="0"].filled');
  await page.evaluate(() => (window.sameDocument = true));

  // The new deploy.
  const index = path.join(siteDir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', '<head>\n  <meta name="pps-test-build" content="2">'));
  const { version } = writeServiceWorker(siteDir);

  // The page checks for a new build (it does on every load and hourly).
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.waitForSelector('#update-prompt', { timeout: 30000 });
  assert.match(await page.locator('#update-prompt').textContent(), /new version is ready/);
  await page.click('.cell[data-cell="1"]'); // the game goes on
  await page.waitForSelector('.cell[data-cell="1"].filled');
  await sleep(1500);
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'not reloaded by itself');
  assert.equal(await build(page), '1', 'still the old build');

  await page.click('.update-reload');
  await waitForLoads(loads, 3);
  assert.equal(await build(page), '2', 'the new build');
  assert.equal(await page.locator('.cell.filled').count(), 2, 'the game in progress, kept');
  const active = await page.evaluate(
    () =>
      new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.version), { once: true });
        navigator.serviceWorker.controller.postMessage({ type: 'pps:version' });
      }),
  );
  assert.equal(active, version, 'the new service worker serves the page');
  assert.equal(loads[2].flavour, 'mt');
  assert.deepEqual(site.log.filter((entry) => entry.status >= 400), []);
});
