// A teacher's deploy (README, "Deploy"): the built site copied under a deep
// path of a plain static host that sends no COOP/COEP headers, visited in a
// browser profile as a visitor would. The first visit runs on one thread;
// the service worker makes the next load isolated and threaded with one
// automatic reload (and no more); the site is installable; after that visit
// the app, the lab and the embed load offline and give hints, and what the
// browser learned stays available; nothing is ever a 404.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST } from './support/app-suite.mjs';
import { serveFolder } from './support/static-server.mjs';
import { launchProfile, watchErrors } from './support/browser.mjs';
import { recordLoads, waitForLoads } from './support/page-loads.mjs';

const BASE = '/some/deep/path/';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let site;
let profileDir;
let context;
let page;
let loads;
let errors;

before(async () => {
  site = await serveFolder(DIST, { isolated: false, base: BASE });
  profileDir = mkdtempSync(path.join(tmpdir(), 'pps-profile-'));
  context = await launchProfile(profileDir, { viewport: { width: 1200, height: 900 } });
  loads = await recordLoads(context);
  page = context.pages()[0] ?? (await context.newPage());
  errors = watchErrors(page);
});

after(async () => {
  await context?.close();
  await site?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});

const failures = () => site.log.filter((entry) => entry.status >= 400);

async function hint() {
  await page.click('#hint');
  await page.waitForSelector('.cell.best', { timeout: 60000 });
}

describe('a deploy under a deep path of a host without COOP/COEP headers', () => {
  test('the first visit runs on one thread; one automatic reload makes the page isolated and threaded, and it stays at one', async () => {
    await page.goto(`${site.url}?system=american&seed=5`);
    await waitForLoads(loads, 2);
    const [first, second] = loads;
    assert.deepEqual([first.isolated, first.flavour], [false, 'st'], 'first visit: one thread');
    assert.match(first.reason, /service worker that adds them is being installed/);
    assert.deepEqual([second.isolated, second.flavour], [true, 'mt'], 'the reload: isolated, threaded');
    assert.equal(second.url, first.url, 'the same address (the game is in it)');
    await sleep(2000);
    assert.equal(loads.length, 2, 'no further reload');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { state: registration?.active?.state, scope: registration?.scope, controlled: navigator.serviceWorker.controller !== null };
    });
    assert.deepEqual(worker, { state: 'activated', scope: site.url, controlled: true });
    // A threaded hint on the isolated page.
    await hint();
    assert.deepEqual(failures(), [], 'no 404 in the host log');
  });

  test('the site has a web app manifest that Chromium accepts for installing, starting at the deploy folder', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.equal(manifest.url, `${site.url}manifest.webmanifest`);
    assert.deepEqual(manifest.errors, []);
    const data = JSON.parse(manifest.data);
    assert.equal(new URL(data.start_url, manifest.url).href, site.url);
    assert.ok(data.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'installable');
    await cdp.detach();
  });

  test('every file is precached, the shipped learned values from learned/manifest.json included', async () => {
    const status = await page.evaluate(
      () =>
        new Promise((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data), { once: true });
          navigator.serviceWorker.controller.postMessage({ type: 'pps:version' });
        }),
    );
    assert.equal(status.cached, status.precache, `${status.cached} of ${status.precache} files cached`);
    const learned = await page.evaluate(() => fetch('learned/manifest.json').then((r) => r.json()));
    assert.ok(status.precache > Object.keys(learned.files).length, 'the learned files and the site');
  });

  test('a system learned in this browser is kept: the lab loads it instead of learning it again (online, then offline)', async () => {
    const lab = `${site.url}lab.html?player=narl&system=random:5&games=1&seed=0&sims=10&learn=1000`;
    const runLab = async () => {
      await page.goto(lab);
      await page.waitForSelector('body[data-ready="true"]');
      await page.evaluate(() => {
        window.learnedFrom = [];
        window.ppsEngine.addEventListener('learning', (e) => e.detail.done && window.learnedFrom.push(e.detail.source));
      });
      await page.click('#lab-run');
      await page.waitForFunction(() => document.body.dataset.labState === 'done', null, { timeout: 60000 });
      return page.evaluate(() => window.learnedFrom);
    };
    assert.deepEqual(await runLab(), ['learned']);
    site.setOnline(false);
    try {
      assert.deepEqual(await runLab(), ['cache'], 'offline, from the browser');
    } finally {
      site.setOnline(true);
    }
  });

  test('offline: a reload of the app opens a British deal and gives a hint; the lab and the embed load and the embed gives a hint; the teacher\'s page makes a package', async () => {
    site.setOnline(false);
    try {
      await page.goto(`${site.url}?system=british&seed=7`);
      await page.waitForSelector('body[data-ready="true"]');
      assert.match(await page.locator('#system-label').textContent(), /British · seed 7/);
      await hint();
      assert.match(await page.locator('#status').textContent(), /estimated final score/);

      await page.goto(`${site.url}lab.html`);
      await page.waitForSelector('body[data-ready="true"]');
      assert.ok((await page.locator('#lab-players input').count()) > 3, 'the players are listed');

      await page.goto(`${site.url}embed.html?system=american&seed=3&hints=on`);
      await page.waitForSelector('body[data-ready="true"]');
      await hint();

      // The teacher's page makes an assignment and its package from the cache.
      await page.goto(`${site.url}teach.html`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.fill('#key-text', '0'.repeat(64));
      await page.click('#key-use');
      await page.click('#make');
      await page.waitForSelector('#made:not([hidden])');
      await page.click('#download-scorm12');
      await page.waitForFunction(() => /is downloaded/.test(document.getElementById('package-state').textContent), null, { timeout: 30000 });
    } finally {
      site.setOnline(true);
    }
    assert.deepEqual(errors.filter((e) => !/ERR_CONNECTION|Failed to load resource/.test(e)), []);
    assert.deepEqual(failures(), []);
  });
});

describe('a host that sends the isolation headers', () => {
  test('threads from the first load, no reload, and the service worker installed all the same', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pps-profile-'));
    const isolatedHost = await serveFolder(DIST, { isolated: true, base: BASE });
    const visitor = await launchProfile(dir);
    try {
      const seen = await recordLoads(visitor);
      const tab = visitor.pages()[0] ?? (await visitor.newPage());
      await tab.goto(`${isolatedHost.url}?system=american&seed=4`);
      await waitForLoads(seen, 1);
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
      await sleep(1000);
      assert.deepEqual(seen.map((load) => [load.isolated, load.flavour]), [[true, 'mt']]);
      assert.deepEqual(isolatedHost.log.filter((entry) => entry.status >= 400), []);
    } finally {
      await visitor.close();
      await isolatedHost.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the reload guard', () => {
  test('a service worker that cannot isolate the page reloads it once, never again, and the badge says why', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pps-profile-'));
    const guarded = await launchProfile(dir);
    try {
      // This page never becomes isolated, as where a browser ignores the worker's headers.
      await guarded.addInitScript(() => Object.defineProperty(window, 'crossOriginIsolated', { get: () => false }));
      const seen = await recordLoads(guarded);
      const tab = guarded.pages()[0] ?? (await guarded.newPage());
      await tab.goto(`${site.url}?system=american&seed=2`);
      await waitForLoads(seen, 2);
      await sleep(2500);
      assert.equal(seen.length, 2, `one reload, then none: ${seen.length} loads`);
      assert.equal(seen[1].flavour, 'st');
      assert.match(await tab.locator('#build').getAttribute('title'), /though its service worker adds the COOP\/COEP headers/);
      // A new load in the same tab is not reloaded either.
      await tab.reload();
      await waitForLoads(seen, 3);
      await sleep(1500);
      assert.equal(seen.length, 3);
    } finally {
      await guarded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
