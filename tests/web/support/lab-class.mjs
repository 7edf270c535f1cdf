// The Class panel's outputs as a test reads them: the leaderboard, the grade
// sheet (a CSV the page downloads) and files chosen as a teacher chooses them.
import { readFileSync } from 'node:fs';

export const file = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

// The leaderboard: player -> {rank, games, mean, paired, lost, status}.
export const leaderboard = (page) => page.locator('#lab-leaderboard tr[data-player]').evaluateAll((rows) => Object.fromEntries(rows.map((r) => {
  const cell = (c) => r.querySelector(`.${c}`).textContent;
  return [r.dataset.player, { rank: cell('rank'), games: cell('games'), mean: cell('mean'), paired: cell('paired'),
    lost: r.querySelector('.lost summary')?.textContent ?? cell('lost'), status: cell('state') }];
})));

// A small CSV reader: quoted fields with "" and commas.
export function parseCsv(text) {
  const rows = [];
  for (const line of text.trim().split('\n')) {
    const fields = [];
    for (const m of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
      fields.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
      if (m[2] === '') break;
    }
    rows.push(fields);
  }
  const [head, ...body] = rows;
  return body.map((f) => Object.fromEntries(head.map((h, i) => [h, f[i]])));
}

// What the page downloads when `button` is clicked, as text.
export async function download(page, button) {
  const [got] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return readFileSync(await got.path(), 'utf8');
}

// The tournament of a class: `reference` built in, one system, `games` games, the class's clocks.
export async function setClass(page, { reference, system = 'american', games, prep = 10, clock = 3 }) {
  for (const box of await page.locator('#lab-players input').all()) await box.setChecked(false);
  await page.fill('#lab-extra-player', reference);
  await page.fill('#lab-systems', system);
  await page.fill('#lab-games', String(games));
  await page.fill('#lab-class-prep', String(prep));
  await page.fill('#lab-class-clock', String(clock));
}
