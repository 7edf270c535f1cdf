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

// Runs the tournament to its end; meanwhile checks every 250 ms that the
// page answers (a script and an animation frame) within `slowMs`, and
// returns the slowest answer seen. A probe that fails (the page gone or
// hung past the probe's own timeout) fails the run: it proves nothing fast.
export async function runWatching(page, { timeout = 240000, slowMs = 1000 } = {}) {
  let slowest = 0;
  let running = true;
  const watch = (async () => {
    while (running) {
      const start = Date.now();
      const answered = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(1)))).catch(() => 0);
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
  if (slowest > slowMs) throw new Error(`the page took ${slowest} ms to answer during the run`);
  return slowest;
}

// The results table: player -> the text of each system's cell.
export async function tableCells(page) {
  return page.locator('#lab-table tr').evaluateAll((rows) =>
    Object.fromEntries(rows.slice(1).map((r) => [r.querySelector('th').textContent, [...r.querySelectorAll('td')].slice(0, -1).map((d) => d.textContent)])));
}

export const mineStatus = (page) => page.locator('#lab-mine-status').textContent();
export const mineLog = (page) => page.locator('#lab-mine-log').textContent();
