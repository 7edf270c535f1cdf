// Keeping and sharing the lab's player (web/src/lab/player/player-link.ts):
// the code survives a reload; a shared link opens the code and the
// tournament in another browser without running anything until Run is
// pressed, and replaces no code the student kept without asking; a link too
// long, or cut short, is named, never opened half; a program too long for a
// link goes as a file, and a file too long for the lab is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { STARTER_JS, mineStatus, openLab, openPanel, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const editorText = (page) => page.evaluate(() => window.ppsLabCode());
const shareStatus = async (page) => {
  await page.waitForFunction(() => /link/i.test(document.getElementById('lab-mine-status').textContent));
  return mineStatus(page);
};

const SMALL = STARTER_JS.replace("'Points-now starter (JavaScript)'", "'Shared greedy'");
const kept = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('pps-lab-player-v1'))?.code);

// Opens `url` afresh (not as a move within the page's own address).
async function reopen(page, url) {
  await page.goto('about:blank');
  await openLab(page, url);
}

// The link a teacher makes for `code`.
async function linkFor(page, code) {
  await typeCode(page, code);
  await page.click('#lab-share');
  const link = page.locator('#lab-share-link');
  await link.waitFor({ state: 'visible' });
  return link.getAttribute('href');
}

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
  assert.match(await shareStatus(page), /^The link would be [\d,]+ characters long, more than the 8,000 a link can safely carry: shorten the code, or share it as a file \("Save to a file"; whoever gets it opens it with "Load a file"\)\.$/);
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

test('a link replaces no code the student kept without asking: the student keeps either', async (t) => {
  const teacher = await suite.context(t);
  await openLab(teacher.page, `${suite.isolated.url}lab.html`);
  const url = await linkFor(teacher.page, SMALL);

  const { page, errors } = await suite.context(t);
  await openLab(page, `${suite.isolated.url}lab.html`);
  const OWN = STARTER_JS.replace("'Points-now starter (JavaScript)'", "'My own work'");
  await typeCode(page, OWN);
  assert.equal(await kept(page), OWN);
  await reopen(page, url);
  assert.equal(await editorText(page), SMALL, 'the link\'s player, to read');
  assert.equal(await kept(page), OWN, 'the student\'s own code, still kept');
  assert.match(await mineStatus(page), /Your own code is still kept in this browser, and the link's is not, until you choose below\.$/);
  await typeCode(page, `${SMALL}\n// tried\n`);
  assert.equal(await kept(page), OWN, 'editing the link\'s player keeps nothing over it before the student chooses');
  await page.click('#lab-link-back');
  assert.equal(await editorText(page), OWN);
  assert.equal(await kept(page), OWN);
  assert.equal(await page.locator('#lab-link-choice').isHidden(), true);

  await reopen(page, url);
  await page.click('#lab-link-keep');
  assert.equal(await kept(page), SMALL, 'kept in its place, as asked');
  assert.match(await mineStatus(page), /^The link's player is kept in this browser in place of yours\.$/);
  await reopen(page, url);
  assert.equal(await page.locator('#lab-link-choice').isHidden(), true, 'nothing to ask: the same code');
  assert.deepEqual(errors, []);
});

test('a program goes to a file and comes back from one; a file too long for the lab is refused', async (t) => {
  const { page, errors } = await suite.context(t, { acceptDownloads: true });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await typeCode(page, SMALL);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#lab-save-file')]);
  assert.equal(download.suggestedFilename(), 'my-player.js');
  assert.equal(readFileSync(await download.path(), 'utf8'), SMALL);

  const dir = mkdtempSync(path.join(tmpdir(), 'pps-lab-file-'));
  const python = path.join(dir, 'greedy_player.py');
  writeFileSync(python, 'from pps_player import run\n# a player\n');
  await page.setInputFiles('#lab-file', python);
  await page.waitForFunction(() => /greedy_player\.py is in the editor/.test(document.getElementById('lab-mine-status').textContent));
  assert.equal(await editorText(page), 'from pps_player import run\n# a player\n');
  assert.equal(await page.inputValue('#lab-language'), 'python');
  assert.equal(await kept(page), 'from pps_player import run\n# a player\n');

  const huge = path.join(dir, 'huge.js');
  writeFileSync(huge, `// ${'x'.repeat(100_000)}\n`);
  await page.setInputFiles('#lab-file', huge);
  await page.waitForFunction(() => /huge\.js was not opened/.test(document.getElementById('lab-mine-status').textContent));
  assert.equal(await mineStatus(page), 'huge.js was not opened: the code is 100,004 characters long, more than the 100,000 the lab takes.');
  assert.equal(await editorText(page), 'from pps_player import run\n# a player\n', 'the editor as it was');
  assert.deepEqual(errors, []);
});

test('code too long for the lab is not kept, and cannot run, saying why', async (t) => {
  const { page, errors } = await suite.page(t);
  await openLab(page, `${suite.isolated.url}lab.html`);
  await typeCode(page, SMALL);
  await typeCode(page, `${SMALL}// ${'x'.repeat(100_000)}\n`);
  assert.match(await mineStatus(page), /^Not kept in this browser: the code is [\d,]+ characters long, more than the 100,000 the lab takes\.$/);
  assert.equal(await kept(page), SMALL, 'the last code that fitted');
  await page.click('#lab-run');
  assert.match(await page.locator('#status').textContent(), /^Cannot run: the code is [\d,]+ characters long, more than the 100,000 the lab takes\.$/);
  assert.deepEqual(errors, []);
});
