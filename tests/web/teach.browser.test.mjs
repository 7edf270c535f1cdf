// The teacher's page (teach.html, docs/TEACHING.md), driven in Chromium as a
// teacher with only a browser: a key drawn and exported (the CLI's format),
// a key imported from a file; an assignment made, its link and snippet, its
// three packages downloaded, each byte for byte what
// scripts/make-assignment.mjs makes of the same inputs; the AI's scores on
// its deals; and a student's grade checked from what a platform kept, deal
// by deal, as the engine scores those cells from the key (the Node build of
// the engine, independently); a token not made with the key is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appSuite, DIST } from './support/app-suite.mjs';
import { loadEngine } from './support/engines.mjs';
import { buildPackage, deriveDealKey, makeAssignment } from '../../scripts/make-assignment.mjs';

const suite = appSuite();
const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const LETTERS = 'abcdefghijklmnopqrstuvwxy';

const downloaded = async (page, click) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
};

// The text of the element `id` once the page has written it: each handler
// writes its message after an await of its own.
async function message(page, id) {
  await page.waitForFunction((i) => document.getElementById(i).textContent !== '', id);
  return page.textContent(`#${id}`);
}

test('a teacher with only a browser: a key, an assignment, its three packages (the script\'s bytes), its references, and a grade checked', async (t) => {
  const { page, errors } = await suite.context(t, { acceptDownloads: true, viewport: { width: 1200, height: 1000 } });
  await page.goto(`${suite.plain.url}teach.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  assert.equal(await page.isDisabled('#make'), true, 'no key, no assignment');
  assert.match(await page.textContent('#key-warning'), /Your key checks every grade/);

  // A key drawn here, exported in the CLI's format.
  await page.click('#key-draw');
  const exported = await downloaded(page, () => page.click('#key-export'));
  assert.match(exported.bytes.toString(), /^[0-9a-f]{64}\n$/);
  assert.match(await page.textContent('[data-testid="key-state"]'), /^Key [0-9a-f]{4}-[0-9a-f]{4} is in use/);
  // The teacher's own key, imported from a file as `pps key` writes one.
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pps-key-')), 'teacher.key');
  writeFileSync(file, `${TEACHER}\n`);
  await page.setInputFiles('#key-file', file);
  await page.waitForFunction(() => /Imported teacher\.key/.test(document.querySelector('[data-testid="key-state"]').textContent));
  const bad = path.join(path.dirname(file), 'bad.key');
  writeFileSync(bad, 'not a key');
  await page.setInputFiles('#key-file', bad);
  // The file is read after the change event.
  assert.match(await message(page, 'key-problem'), /Not a key: a key is 64 hex digits/);

  // A bad setting is named for the teacher, and nothing is made.
  await page.fill('#a-name', 'week <3>');
  await page.click('#make');
  // The settings are read after a round trip to the engine (the point system's check).
  assert.match(await message(page, 'make-problems'), /Name: 'week <3>' is no name/);
  assert.equal(await page.isHidden('#made'), true);

  // The assignment: 2 deals, British, graded on the AI (fast), pass mark 40, hints allowed.
  await page.fill('#a-name', 'week 3');
  await page.fill('#a-deals', '2');
  await page.selectOption('#system-kind', 'british');
  await page.selectOption('#a-strength', 'fast');
  await page.fill('#a-pass', '40');
  await page.check('#a-hints');
  await page.click('#make');
  await page.waitForSelector('#made:not([hidden])');
  assert.equal(await page.textContent('[data-testid="made-title"]'), 'Assignment "week 3": 2 sealed deals, british, hints on, AI off, undo off, pass mark 40%');
  const link = await page.inputValue('#made-link');
  const token = /embed\.html\?assignment=([\w-]+)$/.exec(link)[1];
  assert.equal(link, `${suite.plain.url}embed.html?assignment=${token}`);
  assert.equal(await page.textContent('[data-testid="made-snippet"]'), `<script type="module" src="${suite.plain.url}poker-squares.js"></script>\n<poker-squares assignment="${token}"></poker-squares>`);

  // The script, given the same inputs and the token's salt, makes the same token and the same packages.
  const salt = Buffer.from(token, 'base64url').subarray(1, 5);
  const scripted = await makeAssignment({ key: TEACHER, name: 'week 3', deals: '2', system: 'british', hints: 'on', ai: 'off', undo: 'off', grade: 'ai:fast', pass: '40', salt });
  assert.equal(scripted.token, token, 'the same token');
  for (const kind of ['scorm12', 'scorm2004', 'cmi5']) {
    const got = await downloaded(page, () => page.click(`#download-${kind}`));
    assert.equal(got.name, `week-3-${kind}.zip`);
    const expected = await buildPackage({ kind, dist: DIST, token, title: 'week 3', system: 'british', pass: 40 });
    assert.ok(Buffer.from(expected.bytes).equals(got.bytes), `${kind}: the page's package is the script's, byte for byte`);
  }
  assert.match(await page.textContent('#package-state'), /week-3-cmi5\.zip \([\d.]+ MB\) is downloaded/);

  // The AI's scores on its deals, with progress.
  await page.click('#references');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="references"] tr').length === 3, null, { timeout: 120000 });
  const references = await page.$$eval('[data-testid="references"] tr', (rows) => rows.slice(1).map((r) => [...r.children].map((c) => Number(c.textContent))));
  assert.deepEqual(references.map((r) => r[0]), [1, 2]);

  // The cells a student played (deal 1 whole, deal 2 whole), checked against the engine's own scoring of them.
  const dealKey = deriveDealKey(TEACHER, 'week 3');
  const engine = await loadEngine('st');
  const scores = [0, 1].map((n) => engine.scoreSealedGame('british', dealKey, String(n), Array.from({ length: 25 }, (_, i) => i)));
  const id = scripted.assignment.id;
  await page.fill('#check-played', JSON.stringify({ progress: `pps1;${id};${LETTERS}.0.1.${scores[0] + 7}.${references[0][1]}.0;${LETTERS}.0.0.${scores[1]}..`, reported: {} }));
  await page.click('#check');
  await page.waitForFunction(() => /recomputed from your key/.test(document.querySelector('[data-testid="check-grade"]').textContent), null, { timeout: 120000 });
  const rows = await page.$$eval('[data-testid="check"] tr', (trs) => trs.slice(1).map((r) => [...r.children].map((c) => c.textContent)));
  assert.deepEqual(rows.map((r) => [r[0], r[1], Number(r[2]), Number(r[3])]), [['1', LETTERS, scores[0], references[0][1]], ['2', LETTERS, scores[1], references[1][1]]], 'deal by deal: the cells, their score, the AI\'s');
  assert.match(rows[0][5], new RegExp(`the platform's copy says ${scores[0] + 7}; these cells score ${scores[0]}`), 'a score the cells do not give is named');
  const total = scores[0] + scores[1];
  const reference = references[0][1] + references[1][1];
  const percent = Math.min(100, Math.max(0, Math.round((10000 * total) / reference) / 100));
  assert.match(await page.textContent('[data-testid="check-grade"]'), new RegExp(`^The grade: ${percent}%, ${percent >= 40 ? 'passed' : 'not passed'} \\(${total} points against ${reference}\\)`));

  // A token whose deals are not this key's proves nothing: refused.
  const other = await makeAssignment({ key: 'f'.repeat(64), name: 'week 3', deals: '2' });
  await page.fill('#check-token', `https://school.example/embed.html?assignment=${other.token}`);
  await page.fill('#check-played', LETTERS);
  await page.click('#check');
  // The deal key is derived (Web Crypto) before the token is judged.
  assert.match(await message(page, 'check-problem'), /"week 3" was not made with your key/);
  assert.deepEqual(errors, []);
});
