// The lab's player sandbox on a deploy as a visitor gets it: a plain static
// host (no COOP/COEP headers), the service worker making the page cross-origin
// isolated after one reload, then offline. The sandbox works on that page: a
// hostile player (an endless loop, the network) loses its games and reaches
// nothing, where the same request from a sandbox without the policy reaches
// a server on another address, online and offline; Python, loaded once online, is kept by the service worker and
// runs offline; nothing of Python is fetched before a student picks it.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { waitForLoads } from './support/page-loads.mjs';
import { visitorSuite } from './support/visitor.mjs';
import { PENALTY_SYSTEM, STARTER_JS, mineLog, mineStatus, reachWithoutPolicy, runWatching, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const visitor = visitorSuite('/class/');
const pyodideRequests = () => visitor.site.log.filter((e) => e.path.includes('/pyodide/'));

// A server on another address that answers any request, and records its
// path: only the sandbox's policy keeps the player from it. The site going
// offline leaves it up, so whether the player reached it is never decided by
// the page being offline; and a control (below) shows that the same request
// from the same kind of sandbox without the policy does reach it
// (reachWithoutPolicy).
const contacts = [];
let elsewhere;
before(async () => {
  elsewhere = createServer((req, res) => {
    contacts.push(req.url);
    res.end('self.reached = true;');
  });
  await new Promise((r) => elsewhere.listen(0, '127.0.0.1', r));
});
after(() => new Promise((r) => elsewhere.close(r)));
const elsewhereUrl = (file) => `http://127.0.0.1:${elsewhere.address().port}/${file}`;
const PLAYER_FILE = 'player.js';

const looping = () => STARTER_JS.replace('getPlay(card, millisRemaining) {', `getPlay(card, millisRemaining) {
    if (this.grid[0][0]) { try { importScripts("${elsewhereUrl(PLAYER_FILE)}"); console.log("importScripts reached"); } catch (e) { console.log("importScripts refused: " + e.name); } for (;;) {} }`);

const STARTER = 'yours: Points-now starter (JavaScript)';

async function openLab() {
  await visitor.page.goto(`${visitor.site.url}lab.html`);
  await visitor.page.waitForSelector('body[data-ready="true"]');
}

describe('the sandbox on a service worker\'s isolated page, online then offline', () => {
  test('the first visit reloads once into an isolated page; nothing of Python is fetched', async () => {
    const { page, site, loads } = visitor;
    await page.goto(`${site.url}lab.html`);
    await waitForLoads(loads, 2);
    assert.deepEqual(loads.map((l) => l.isolated), [false, true]);
    await page.waitForSelector('body[data-ready="true"]');
    assert.deepEqual(pyodideRequests(), []);
  });

  test('online on the isolated page: an endless loop loses each game; Python loads when picked', async () => {
    const { page } = visitor;
    await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: 2, clock: 2, prep: 2 });
    await typeCode(page, looping());
    await runWatching(page);
    assert.deepEqual((await tableCells(page))[STARTER], ['-10.00 ± 0.00 (2)']);
    assert.match(await mineLog(page), /importScripts refused: NetworkError/);
    assert.ok(!contacts.includes(`/${PLAYER_FILE}`), `the player reached the other address: ${JSON.stringify(contacts)}`);
    await reachWithoutPolicy(page, elsewhereUrl('control-online.js'), contacts);
    assert.ok(!contacts.includes(`/${PLAYER_FILE}`), 'nor did it later');
    await page.selectOption('#lab-language', 'python');
    await page.waitForFunction(() => document.getElementById('lab-mine-status').textContent === 'Python is loaded.', null, { timeout: 120000 });
    assert.equal(pyodideRequests().length, 5);
  });

  test('offline: the lab opens with the kept code; the loop still loses; Python comes from the cache and plays', async () => {
    const { page, site, errors } = visitor;
    const heard = contacts.length; // what the server heard before
    const playerReached = () => contacts.slice(heard).includes(`/${PLAYER_FILE}`);
    site.setOnline(false);
    try {
      await openLab();
      assert.equal(await page.evaluate(() => crossOriginIsolated), true);
      assert.equal(await page.evaluate(() => window.ppsLabCode()), looping(), 'the code, kept');
      assert.equal(await page.inputValue('#lab-language'), 'python', 'and its language');
      await page.selectOption('#lab-language', 'javascript');
      await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: 2, clock: 2, prep: 2 });
      await runWatching(page);
      assert.deepEqual((await tableCells(page))[STARTER], ['-10.00 ± 0.00 (2)']);
      assert.match(await mineLog(page), /importScripts refused: NetworkError/);
      assert.ok(!playerReached(), `offline or not, the policy holds: ${JSON.stringify(contacts)}`);
      await reachWithoutPolicy(page, elsewhereUrl('control-offline.js'), contacts); // the page offline, the other address is reachable
      assert.ok(!playerReached(), 'nor did the player reach it later');

      await page.selectOption('#lab-language', 'python');
      await page.click('#lab-starter');
      await page.waitForFunction(() => /Python is loaded|could not/.test(document.getElementById('lab-mine-status').textContent), null, { timeout: 120000 });
      assert.equal(await mineStatus(page), 'Python is loaded.');
      await page.check('#lab-mine-on');
      await setTournament(page, { players: ['greedy'], systems: ['american'], games: 2 });
      await runWatching(page);
      assert.match((await tableCells(page))['yours: Points-now starter (Python)']?.[0] ?? 'missing', /\(2\)$/);
    } finally {
      site.setOnline(true);
    }
    assert.deepEqual(errors.filter((e) => !/ERR_CONNECTION|Failed to load resource/.test(e)), []);
  });
});
