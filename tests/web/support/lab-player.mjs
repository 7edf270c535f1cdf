// What the tests of the lab's "Your player" share: opening the lab, typing a
// player into its editor as a student would, running a tournament, and
// reading what it showed (the results table, the player's status and log).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './engines.mjs';

export const STARTER_JS = readFileSync(path.join(ROOT, 'web/src/lab/player/starter.js'), 'utf8');

// A point system whose least hand score is -1: a lost game scores -10, which no game can score.
export const PENALTY_SYSTEM = '-1,2,5,10,15,20,25,50,75,100';

export async function openLab(page, url) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
}

// Opens the "Your player" panel as a student would (its editor loads then).
export async function openPanel(page) {
  if (!(await page.locator('#lab-mine > details').evaluate((d) => d.open))) await page.click('#lab-mine > details > summary');
  await page.waitForSelector('#lab-code .cm-content');
}

// Types `code` into the editor (select all, then the text as one input, as a paste).
export async function typeCode(page, code) {
  await openPanel(page);
  await page.click('#lab-code .cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

// Sets the tournament: built-in `players`, `systems`, `games`, and the student's clock in seconds.
export async function setTournament(page, { players, systems, games, seed = '0', clock = 30, prep = 10, sims = null }) {
  await openPanel(page); // the player's clock is in its panel
  for (const input of await page.locator('#lab-players input').all()) await input.setChecked(false);
  for (const p of players.filter((x) => !x.includes(':'))) await page.check(`#lab-players input[value="${p}"]`);
  await page.fill('#lab-extra-player', players.filter((x) => x.includes(':')).join('; '));
  await page.fill('#lab-systems', systems.join(' '));
  await page.fill('#lab-games', String(games));
  await page.fill('#lab-seed', seed);
  await page.fill('#lab-clock', String(clock));
  await page.fill('#lab-prep', String(prep));
  if (sims) await page.fill('#lab-sims', String(sims));
}

// The page's longest task on its own thread since `watchLongTasks` (the
// browser's long-task timing): a player's code run on the page's thread,
// or the page waiting on it, is one task of its whole run. Each task is
// timed by the page itself, so a loaded machine's slow messages to the test
// do not count, as they would in a round trip.
export const LONG_TASKS = `window.ppsLongest = 0;
  window.ppsLongTasks ??= new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.ppsLongest = Math.max(window.ppsLongest, e.duration);
  });
  window.ppsLongTasks.observe({ type: 'longtask' });`;

// A round trip to the page longer than this is a page that does not answer.
export const HUNG_MS = 5000;

// Runs the tournament to its end and checks the page stayed responsive: no
// task on its thread over `slowMs`, and every 250 ms it answered (a script
// and an animation frame) within HUNG_MS; a probe that fails or does not
// answer fails the run (a hung page has no long task to report: it never
// ends one). Returns the longest task, in ms.
export async function runWatching(page, { timeout = 240000, slowMs = 1000 } = {}) {
  await page.evaluate(LONG_TASKS);
  let slowest = 0;
  let running = true;
  const watch = (async () => {
    while (running) {
      const start = Date.now();
      const probe = page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(1)))).catch(() => 0);
      const answered = await Promise.race([probe, new Promise((r) => setTimeout(() => r(0), HUNG_MS))]);
      slowest = Math.max(slowest, answered ? Date.now() - start : Infinity);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await page.click('#lab-run');
  try {
    await page.waitForSelector('body[data-lab-done]', { timeout });
  } finally {
    running = false;
    await watch;
  }
  if (slowest > HUNG_MS) throw new Error(`the page did not answer within ${HUNG_MS} ms during the run`);
  const longest = await page.evaluate(() => window.ppsLongest);
  if (longest > slowMs) throw new Error(`a task of the page took ${Math.round(longest)} ms during the run`);
  return longest;
}

// The control of a network check: from `page`, a sandboxed iframe as the
// player's (allow-scripts, an opaque origin, its document inline) but
// without the sandbox's policy, whose Web Worker asks for `url` with
// importScripts, as a player would. Resolves once `contacts` (the paths the
// server at `url` heard) holds the url's path, so the server was reachable
// from such a sandbox; rejects if it does not within 30 s.
export async function reachWithoutPolicy(page, url, contacts) {
  const file = new URL(url).pathname;
  await page.evaluate((address) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.dataset.control = '';
    frame.hidden = true;
    frame.srcdoc = `<!doctype html><script>
      const source = 'try { importScripts(' + JSON.stringify(${JSON.stringify(address)}) + '); } catch (e) {}';
      new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    <` + '/script>';
    document.body.append(frame);
  }, url);
  for (const end = Date.now() + 30000; !contacts.includes(file); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > end) throw new Error(`the control's request (${file}) never reached the server: it heard ${JSON.stringify(contacts)}`);
  }
  await page.evaluate(() => document.querySelector('iframe[data-control]').remove());
}

// The results table: player -> the text of each system's cell.
// Each player's scores, one a system: the row's cells before the normalized
// score and the accuracy.
export async function tableCells(page) {
  return page.locator('#lab-table tr').evaluateAll((rows) =>
    Object.fromEntries(rows.slice(1).map((r) => [r.querySelector('th').textContent, [...r.querySelectorAll('td')].slice(0, -2).map((d) => d.textContent)])));
}

export const mineStatus = (page) => page.locator('#lab-mine-status').textContent();
export const mineLog = (page) => page.locator('#lab-mine-log').textContent();
