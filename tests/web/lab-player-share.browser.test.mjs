// Keeping and sharing the lab's player (web/src/lab/player/player-link.ts):
// the code survives a reload; a shared link opens the code and the
// tournament in another browser without running anything until Run is
// pressed; a link too long, or cut short, is named, never opened half.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { STARTER_JS, mineStatus, openLab, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const editorText = (page) => page.evaluate(() => window.ppsLabCode());
const shareStatus = async (page) => {
  await page.waitForFunction(() => /link/i.test(document.getElementById('lab-mine-status').textContent));
  return mineStatus(page);
};

const SMALL = STARTER_JS.replace("'Greedy starter (JavaScript)'", "'Shared greedy'");

test('the code is kept in the browser: a reload shows it again', async (t) => {
  const { page } = await suite.context(t);
  await openLab(page, `${suite.isolated.url}lab.html`);
  await typeCode(page, SMALL);
  await page.fill('#lab-clock', '12');
  await page.dispatchEvent('#lab-clock', 'change');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await editorText(page), SMALL);
  assert.equal(await page.inputValue('#lab-clock'), '12');
  assert.ok(await page.isChecked('#lab-mine-on'));
});

test('a shared link opens the code and the tournament, and runs nothing until Run', async (t) => {
  const teacher = await suite.context(t);
  await openLab(teacher.page, `${suite.isolated.url}lab.html`);
  await setTournament(teacher.page, { players: ['greedy'], systems: ['british'], games: 2, seed: '7', clock: 20 });
  await typeCode(teacher.page, SMALL);
  await teacher.page.click('#lab-share');
  const link = teacher.page.locator('#lab-share-link');
  await link.waitFor({ state: 'visible' });
  const url = await link.getAttribute('href');
  assert.match(url, /lab\.html\?.*player=greedy.*system=british.*games=2.*seed=7.*#player=/);

  const student = await suite.context(t); // another browser profile: nothing kept
  await openLab(student.page, url);
  assert.equal(await editorText(student.page), SMALL);
  assert.equal(await student.page.inputValue('#lab-clock'), '20');
  assert.equal(await student.page.inputValue('#lab-systems'), 'british');
  assert.match(await mineStatus(student.page), /press Run to play it/);
  await student.page.waitForTimeout(1500);
  assert.equal(await student.page.locator('iframe[data-player-sandbox]').count(), 0, 'no sandbox: nothing ran');
  assert.equal(await student.page.evaluate(() => document.body.dataset.labDone), undefined);
  await student.page.click('#lab-run');
  await student.page.waitForSelector('body[data-lab-done]', { timeout: 120000 });
  assert.deepEqual(Object.keys(await tableCells(student.page)), ['greedy', 'yours: Shared greedy']);
  assert.deepEqual(student.errors, []);
});

test('a link too long for a browser is refused with a message; a damaged link opens nothing of it', async (t) => {
  const { page } = await suite.context(t);
  await openLab(page, `${suite.isolated.url}lab.html`);
  // Random text does not compress: far more than a link can carry.
  let x = 2463534242;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) % 89);
  const noise = Array.from({ length: 12000 }, () => String.fromCharCode(35 + next())).join('');
  await typeCode(page, `${SMALL}\n// ${noise}\n`);
  await page.click('#lab-share');
  assert.match(await shareStatus(page), /^The link would be [\d,]+ characters long, more than the 8,000 a link can safely carry/);
  assert.equal(await page.locator('#lab-share-link').isHidden(), true);

  await typeCode(page, SMALL);
  await page.click('#lab-share');
  await page.locator('#lab-share-link').waitFor({ state: 'visible' });
  const url = await page.locator('#lab-share-link').getAttribute('href');
  const other = await suite.context(t);
  await openLab(other.page, url.slice(0, url.length - 20));
  assert.match(await mineStatus(other.page), /damaged .* was not opened/);
  assert.equal(await editorText(other.page), STARTER_JS, 'the starter, not half a program');
});
