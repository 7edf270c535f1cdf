// An assignment as a cmi5 assignable unit (web/src/platform/cmi5.ts), in
// Chromium, launched by a learning platform whose record store reads the
// specifications strictly (support/cmi5-lms.mjs: xAPI by xapi-validation,
// cmi5's rules by ours; it refuses a statement of another session, one
// after terminated, a raw score that is no whole number, a pass below the
// mastery score). Every test ends with nothing refused. The unit fetches
// its token once, reads LMS.LaunchData and the learner's preferences, sends
// its statements in cmi5's order under its launch's session, keeps the
// progress in the store (another computer resumes from it), and its grade
// meets the launch data's mastery score exactly. A reload ends the launch
// with nothing lost; a store down at the close, or a session the store has
// closed, never holds back the next launch, which reports the grade.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appSuite, DIST } from './support/app-suite.mjs';
import { CMI5, MASTERY, MOVE_ON, SESSION, startLms } from './support/cmi5-lms.mjs';
import { unzip } from './support/lms.mjs';
import { IN_ORDER, placeCards } from './support/student.mjs';
import { buildPackage, makeAssignment } from '../../scripts/make-assignment.mjs';

const suite = appSuite();
const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const PROGRESS_STATE = 'poker-squares-progress';

// One deal graded on the best grid of its cards (no AI game to wait for);
// its own pass mark 99, which the platform's mastery score replaces.
const made = await makeAssignment({ key: TEACHER, name: 'cmi5', deals: 1, grade: 'best', pass: '99' });
const pkg = await unpack();

async function unpack() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pps-cmi5-'));
  const { bytes } = await buildPackage({ kind: 'cmi5', dist: DIST, token: made.token, title: 'cmi5 test', system: 'american', pass: 99 });
  const entries = unzip(bytes);
  for (const { name, bytes: b } of entries) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), b);
  }
  const course = entries.find((e) => e.name === 'cmi5.xml').bytes.toString();
  const unescape = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&apos;/g, "'");
  return { dir, course, entry: unescape(/<url>([^<]+)<\/url>/.exec(course)[1]), auId: /<au id="([^"]+)"/.exec(course)[1] };
}

async function until(what, check, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// A learner and a registration of their own, on a platform of the test's own.
async function learner(t) {
  const lms = await startLms(t, pkg.dir);
  const registration = randomUUID();
  const actor = { objectType: 'Agent', name: 'Student One', account: { homePage: 'https://lms.example.org', name: `student-${registration.slice(0, 8)}` } };
  const activityId = `https://lms.example.org/activities/${registration}`;
  const launch = (options = {}) => lms.launch({ entry: pkg.entry, registration, actor, activityId, auId: pkg.auId, ...options });
  const verbs = () => lms.statements(registration).map((s) => s.verb.id.split('/').pop());
  const sessionsOf = () => lms.statements(registration).map((s) => [s.verb.id.split('/').pop(), s.context.extensions[SESSION]]);
  // The browser's own copy of the progress, as the page keeps it (state/assignment.ts's id, platform/browser-store.ts).
  const browserKey = `pps-assignment-v1:${made.assignment.id}:${JSON.stringify(actor)}|${registration}`;
  return { lms, registration, actor, activityId, launch, verbs, sessionsOf, browserKey };
}

async function openUnit(page, url) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  return page.mainFrame();
}

const problems = (frame) => frame.evaluate(() => [...document.querySelectorAll('#problems li')].map((li) => li.textContent).join(' | '));

test('cmi5: in order under the launch\'s session, preferences read, progress resumed on another computer, statements kept while the store is down', async (t) => {
  const L = await learner(t);
  L.lms.setPreferences(L.actor, { languagePreference: 'fr-FR,en-US', audioPreference: 'off' });
  assert.match(pkg.course, /masteryScore="0.99"/);
  assert.match(pkg.entry, /^embed\.html\?assignment=.+&platform=cmi5&engine=st$/);

  // The first computer: 5 cards, then the student leaves.
  const first = await L.launch({ masteryScore: 0.3 });
  const a = await suite.context(t);
  let frame = await openUnit(a.page, first.url);
  await until('initialized', () => L.verbs().includes('initialized'));
  assert.equal(await frame.evaluate(() => document.documentElement.dataset.learnerLanguage), 'fr-FR,en-US', 'the language kept');
  assert.ok(L.lms.requests.some((r) => r.path === '/xapi/agents/profile' && r.query.profileId === 'cmi5LearnerPreferences' && r.status === 200), 'preferences read');
  assert.equal(L.lms.requests.filter((r) => r.path === '/fetch').length, 1, 'the token fetched once');
  await placeCards(frame, IN_ORDER.slice(0, 5));
  const stateParams = { activityId: L.activityId, agent: JSON.stringify(L.actor), registration: L.registration, stateId: PROGRESS_STATE };
  await until('the progress in the store', () => /;abcde\./.test(JSON.parse(L.lms.document('state', stateParams) ?? '{}').progress ?? ''));
  await a.page.close({ runBeforeUnload: true });
  await until('terminated', () => L.verbs().includes('terminated'));

  // Another computer (nothing in its browser): the store's progress, card 6.
  const second = await L.launch({ masteryScore: 0.3 });
  const b = await suite.context(t);
  frame = await openUnit(b.page, second.url);
  assert.equal(await frame.evaluate(() => document.getElementById('turn').textContent), 'Card 6 of 25');
  await placeCards(frame, IN_ORDER.slice(5, 20));
  // The store goes down before the grade: the game finishes, the statements wait, and say so on the page.
  L.lms.control.down = true;
  await placeCards(frame, IN_ORDER.slice(20));
  await frame.waitForFunction(() => /Your grade/.test(document.querySelector('[data-testid="assignment-grade"]')?.textContent ?? ''), null, { timeout: 60000 });
  const grade = await frame.evaluate(() => Number(/Your grade: ([\d.]+)%/.exec(document.querySelector('[data-testid="assignment-grade"]').textContent)[1]));
  await frame.waitForFunction(() => /The learning platform: the record store did not take a statement \(no answer\)/.test(document.getElementById('problems').textContent), null, { timeout: 20000 });
  await placeCards(frame, []);
  L.lms.control.down = false;
  const verdict = grade >= 30 ? 'passed' : 'failed';
  await until('the grade, sent again', () => L.verbs().includes(verdict), 20000);
  assert.match(await problems(frame), /did not take a statement/, 'still on the page');

  const s1 = first.session;
  const s2 = second.session;
  assert.deepEqual(L.sessionsOf(), [['launched', s1], ['initialized', s1], ['terminated', s1], ['launched', s2], ['initialized', s2], ['completed', s2], [verdict, s2]]);
  for (const s of L.lms.statements(L.registration).filter((x) => !x.verb.id.endsWith('launched'))) {
    const name = s.verb.id.split('/').pop();
    assert.deepEqual(s.context.contextActivities.grouping, [{ id: pkg.auId }], name);
    assert.equal(s.context.contextActivities.category.some((c) => c.id === MOVE_ON), name === 'completed' || name === verdict, `${name}: moveon`);
    assert.ok(s.context.contextActivities.category.some((c) => c.id === CMI5), `${name}: cmi5`);
  }
  const result = L.lms.statements(L.registration).find((s) => s.verb.id.endsWith(verdict));
  assert.deepEqual(result.result.score, { scaled: Math.round(grade * 100) / 10000 }, 'scaled only: raw would have to be a whole number');
  assert.equal(result.context.extensions[MASTERY], 0.3);
  assert.deepEqual(L.lms.refusals, [], 'the strict store refused nothing');
});

test('cmi5: a grade equal to the launch data\'s mastery score passes (55% against 0.55); a statement the store refuses is named, and the next still goes', async (t) => {
  const L = await learner(t);
  const launched = await L.launch({ masteryScore: 0.55 });
  L.lms.control.refuseNext.set('completed', 400);
  const { page } = await suite.context(t);
  // The deal played and scored 55 against a best grid of 100, kept in this browser before.
  await page.addInitScript(([key, text]) => localStorage.setItem(key, text), [L.browserKey, `pps1;${made.assignment.id};abcdefghijklmnopqrstuvwxy.0.0.55..100`]);
  const frame = await openUnit(page, launched.url);
  await until('the verdict', () => L.verbs().some((v) => v === 'passed' || v === 'failed'));
  assert.deepEqual(L.verbs(), ['launched', 'initialized', 'passed'], 'completed refused; passed sent all the same');
  assert.match(await frame.evaluate(() => document.querySelector('[data-testid="assignment-grade"]').textContent), /Your grade: 55% · passed/);
  assert.match(await frame.evaluate(() => document.getElementById('assignment').textContent), /Pass mark: 55%/, 'the platform\'s mark, not the token\'s 99');
  await frame.waitForFunction(() => /the record store refused the completed statement \(400\)/.test(document.getElementById('problems').textContent));
  const passed = L.lms.statements(L.registration).find((s) => s.verb.id.endsWith('passed'));
  assert.deepEqual([passed.result.score, passed.result.success, passed.context.extensions[MASTERY]], [{ scaled: 0.55 }, true, 0.55]);
  assert.deepEqual(L.lms.refusals.map((r) => [r.verbs, r.status]), [[['completed'], 400]], 'only the test\'s refusal');
});

test('cmi5: a reload ends the launch with nothing lost or sent under another session; a session lost with the store down never holds back the next launch', async (t) => {
  const L = await learner(t);
  const first = await L.launch({ masteryScore: 0.3 });
  const { context, page } = await suite.context(t);
  let frame = await openUnit(page, first.url);
  await until('initialized', () => L.verbs().includes('initialized'));
  await placeCards(frame, [0]);
  // A reload while the store is down: the launch's terminated waits in the tab and goes when the store is back.
  L.lms.control.down = true;
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  frame = page.mainFrame();
  assert.match(await problems(frame), /this launch has ended .*your grade reaches the platform when you open the assignment from it again/);
  assert.equal(await frame.evaluate(() => document.getElementById('turn').textContent), 'Card 2 of 25', 'the progress kept');
  L.lms.control.down = false;
  await until('the first launch\'s terminated', () => L.verbs().includes('terminated'), 20000);
  await placeCards(frame, [1]);
  assert.equal(L.lms.requests.filter((r) => r.path === '/fetch').length, 1, 'the one-time fetch URL not asked again');
  await page.close({ runBeforeUnload: true });

  // A second launch whose page goes while the store is down: its terminated never arrives, and the platform abandons it.
  const second = await L.launch({ masteryScore: 0.3 });
  const lost = await context.newPage();
  await openUnit(lost, second.url);
  await until('the second launch\'s initialized', () => L.sessionsOf().some(([v, s]) => v === 'initialized' && s === second.session));
  L.lms.control.down = true;
  await lost.close({ runBeforeUnload: true });
  await new Promise((r) => setTimeout(r, 500));
  L.lms.control.down = false;

  // The third launch: the deal was finished meanwhile (this browser's copy); it reports the grade at once, under its own session.
  const third = await L.launch({ masteryScore: 0.3 });
  const next = await context.newPage();
  await next.addInitScript(([key, text]) => localStorage.setItem(key, text), [L.browserKey, `pps1;${made.assignment.id};abcdefghijklmnopqrstuvwxy.0.0.40..100`]);
  await openUnit(next, third.url);
  await until('the third launch\'s grade', () => L.verbs().includes('passed'), 20000);
  const [s1, s2, s3] = [first.session, second.session, third.session];
  assert.deepEqual(L.sessionsOf(), [
    ['launched', s1], ['initialized', s1], ['terminated', s1],
    ['launched', s2], ['initialized', s2], ['abandoned', s2],
    ['launched', s3], ['initialized', s3], ['completed', s3], ['passed', s3],
  ]);
  assert.deepEqual(L.lms.refusals, [], 'nothing sent after terminated, nor under another session');
  await next.close();
});
