// The SCORM packages against a strict run-time of our own (support/scorm-runtime.js,
// written from the SCORM 1.2 and 2004 specifications): values in the types the
// specifications give (2004's score.scaled a real(10,7), not 0.17739999999999997);
// a refused call shown on the page until the student has seen it, with the
// calls after it still made (a refused suspend_data still leaves the location
// and the commit; a refused score still leaves the status and the commit);
// and a package whose token is damaged shows why and opens no game at all.
// Cheap: a finished assignment comes from the progress the platform kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite, DIST } from './support/app-suite.mjs';
import { servePackage } from './support/lms.mjs';
import { placeCards, title } from './support/student.mjs';
import { buildPackage, makeAssignment } from '../../scripts/make-assignment.mjs';

const suite = appSuite();
const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
// One deal graded on the best grid of its cards (no AI game), pass mark 50.
const made = await makeAssignment({ key: TEACHER, name: 'strict', deals: 1, grade: 'best', pass: '50' });
// Its deal played (a..y) and scored 1,774 against a best grid of 10,000: a grade of 17.74%.
const FINISHED = `pps1;${made.assignment.id};abcdefghijklmnopqrstuvwxy.0.0.1774..10000`;

const VERSIONS = {
  scorm12: { version: '1.2', kept: (suspend) => ({ 'cmi.suspend_data': suspend, 'cmi.core.entry': 'resume' }) },
  scorm2004: { version: '2004', kept: (suspend) => ({ 'cmi.suspend_data': suspend, 'cmi.entry': 'resume' }) },
};

async function open(t, kind, { token = made.token, cmi = {}, refuse = {} } = {}) {
  const { bytes } = await buildPackage({ kind, dist: DIST, token, title: 'strict', system: 'american', pass: 50 });
  const lms = await servePackage(t, bytes, VERSIONS[kind].version, { runtime: 'strict', refuse });
  const { page, errors } = await suite.page(t);
  await page.goto(`${lms.url}?cmi=${encodeURIComponent(JSON.stringify(cmi))}`);
  const frame = await (await page.waitForSelector('#sco')).contentFrame();
  await frame.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  return { page, frame, errors, lms };
}

const problems = (frame) => frame.evaluate(() => [...document.querySelectorAll('#problems li')].map((li) => li.textContent));
// The run-time's refusals, but a first read of a value never set (2004's 403: legitimate).
const refusals = (page) => page.evaluate(() => window.lms.failures.filter((f) => !(f[0] === 'GetValue' && f.at(-1) === 403)));

for (const kind of ['scorm12', 'scorm2004']) {
  test(`${kind}: the grade in the types the specification gives, taken by a strict run-time`, async (t) => {
    const { page, frame, errors } = await open(t, kind, { cmi: VERSIONS[kind].kept(FINISHED) });
    await frame.waitForFunction(() => /Your grade: 17\.74%/.test(document.querySelector('[data-testid="assignment-grade"]')?.textContent ?? ''));
    await page.waitForFunction(() => window.lms.calls.filter((c) => /Commit$/.test(c[0])).length >= 2);
    assert.deepEqual(await refusals(page), [], 'nothing refused');
    const value = (e) => page.evaluate((el) => window.lms.value(el), e);
    if (kind === 'scorm12') {
      assert.deepEqual([await value('cmi.core.score.raw'), await value('cmi.core.lesson_status')], ['17.74', 'failed']);
    } else {
      assert.deepEqual([await value('cmi.score.scaled'), await value('cmi.score.raw'), await value('cmi.completion_status'), await value('cmi.success_status')], ['0.1774', '17.74', 'completed', 'failed']);
    }
    assert.deepEqual(errors, []);
  });
}

test('a refused suspend_data stays on the page, and the location and the commits still go', async (t) => {
  const { page, frame, errors } = await open(t, 'scorm12', { refuse: { 'cmi.suspend_data': 101 } });
  const said = /The learning platform did not keep your progress: LMSSetValue cmi\.suspend_data refused \(error 101: General exception\)\. Your game goes on\./;
  await placeCards(frame, [0]);
  assert.match((await problems(frame)).join(' | '), said);
  await placeCards(frame, [1, 2, 3]);
  assert.match((await problems(frame)).join(' | '), said, 'still shown after the cards that came after it');
  assert.equal((await problems(frame)).filter((p) => said.test(p)).length, 1, 'once');
  const calls = await page.evaluate(() => window.lms.calls);
  assert.equal(await page.evaluate(() => window.lms.value('cmi.core.lesson_location')), '1');
  assert.ok(calls.filter((c) => c[0] === 'LMSCommit').length >= 5, 'a commit on every card all the same');
  assert.deepEqual(errors, []);
});

test('a refused score leaves the status and the commit, and says so on the page', async (t) => {
  const { page, frame, errors } = await open(t, 'scorm2004', { cmi: VERSIONS.scorm2004.kept(FINISHED), refuse: { 'cmi.score.raw': 351 } });
  await frame.waitForFunction(() => /Assignment complete/.test(document.getElementById('status').textContent));
  assert.match((await problems(frame)).join(' | '), /The learning platform did not keep your progress: SetValue cmi\.score\.raw refused \(error 351: General Set Failure\)/);
  const value = (e) => page.evaluate((el) => window.lms.value(el), e);
  assert.deepEqual([await value('cmi.completion_status'), await value('cmi.success_status'), await value('cmi.score.scaled')], ['completed', 'failed', '0.1774']);
  const calls = await page.evaluate(() => window.lms.calls.map((c) => c.slice(0, 2).join(' ')));
  assert.ok(calls.lastIndexOf('Commit ') > calls.indexOf('SetValue cmi.success_status'), 'committed after the status');
  assert.deepEqual(errors, []);
});

test('a package with a damaged token says why and opens no game', async (t) => {
  const { frame, errors } = await open(t, 'scorm12', { token: made.token.slice(0, -6) });
  const said = (await problems(frame)).join(' | ');
  assert.match(said, /Assignment: the assignment token (is damaged|cannot be read)/);
  assert.match(said, /This package cannot open its assignment, so no game is open: ask your teacher for a corrected package/);
  assert.equal(await title(frame), null);
  assert.equal(await frame.evaluate(() => [...document.querySelectorAll('.board, #hint, #undo')].some((e) => e.offsetParent !== null)), false, 'no board, no buttons');
  assert.deepEqual(errors, []);
});
