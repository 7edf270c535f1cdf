// An assignment as a cmi5 assignable unit (web/src/platform/cmi5.ts), in
// Chromium, launched by a learning platform (support/cmi5-platform.mjs) whose
// record store is a real LRS on loopback (support/lrs.mjs: LearningLocker's
// statement service, installed by this test on first use). The unit fetches
// its token, reads LMS.LaunchData, and the store keeps its statements in
// cmi5's order with cmi5's context; with the store down the game goes on and
// the statements wait, then are sent when it is back; with the token expired
// the session's last statement waits in the browser and the next launch sends it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appSuite, DIST } from './support/app-suite.mjs';
import { startPlatform } from './support/cmi5-platform.mjs';
import { startLrs } from './support/lrs.mjs';
import { IN_ORDER, nextDeal, placeCards } from './support/student.mjs';
import { makeAssignment } from '../../scripts/make-assignment.mjs';
import { buildPackage } from '../../web/build/packages.mjs';
import { unzip } from '../../web/build/zip.mjs';

const suite = appSuite();
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';

// Two deals graded on the best grids (no AI game to wait for); its own pass
// mark 99, which the platform's mastery score of 0.3 replaces.
const made = await makeAssignment({ key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', name: 'cmi5', deals: 2, grade: 'best', pass: '99' });

function unpack() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pps-cmi5-'));
  const { bytes } = buildPackage({ kind: 'cmi5', dist: DIST, token: made.token, title: 'cmi5 test', system: 'american', pass: 99 });
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
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('cmi5: statements stored by a real LRS in order; kept and sent again when the store is down or the token expired', async (t) => {
  const pkg = unpack();
  assert.match(pkg.course, /masteryScore="0.99"/);
  assert.match(pkg.entry, /^embed\.html\?assignment=.+&platform=cmi5&engine=st$/);
  const platform = await startPlatform(t, pkg.dir);
  const lrs = await startLrs(t, { clientInfo: platform.clientInfo });
  platform.setStore(lrs.url);
  const registration = randomUUID();
  const actor = { objectType: 'Agent', name: 'Student One', account: { homePage: 'https://lms.example.org', name: 'student-1' } };
  const activityId = 'https://lms.example.org/activities/poker-au-1';
  const launch = (masteryScore) => platform.launch({ entry: pkg.entry, registration, actor, activityId, auId: pkg.auId, masteryScore });
  const stored = () => platform.statements(registration);
  const verbs = async () => (await stored()).map((s) => s.verb.id.split('/').pop());

  const { context, page: opened } = await suite.context(t);
  const first = await launch(0.3);
  let page = opened;
  await page.goto(first.url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await until('initialized', async () => (await verbs()).includes('initialized'));
  const frame = page.mainFrame();
  await placeCards(frame, IN_ORDER);
  await nextDeal(frame);
  await placeCards(frame, IN_ORDER.slice(0, 20));

  // The store goes down before the grade: the game finishes all the same.
  platform.state.down = true;
  await placeCards(frame, IN_ORDER.slice(20));
  await frame.waitForFunction(() => /Your grade/.test(document.querySelector('[data-testid="assignment-grade"]')?.textContent ?? ''), null, { timeout: 60000 });
  const grade = await frame.evaluate(() => Number(/Your grade: ([\d.]+)%/.exec(document.querySelector('[data-testid="assignment-grade"]').textContent)[1]));
  await frame.waitForFunction(() => /The learning platform: the record store did not take a statement \(no answer\).*Your game goes on/.test(document.getElementById('status').textContent), null, { timeout: 20000 });
  platform.state.down = false;
  assert.deepEqual(await verbs(), ['launched', 'initialized'], 'nothing got through while the store was down');
  const verdict = grade >= 30 ? 'passed' : 'failed';
  await until('the grade, sent again', async () => (await verbs()).includes(verdict), 20000);

  // The token expires; the page goes: its terminated waits in this browser, and the next launch sends it.
  platform.expireTokens();
  // close() with the unload handlers returns before the page has gone: the
  // next launch waits for it, or a busy machine could start it before the
  // page's last act (keeping its terminated in this browser) has run.
  const gone = page.waitForEvent('close', { timeout: 60000 });
  await page.close({ runBeforeUnload: true });
  await gone;
  await new Promise((r) => setTimeout(r, 1500));
  assert.ok(!(await verbs()).includes('terminated'), 'an expired token stores nothing');
  const second = await launch(0.3);
  page = await context.newPage();
  await page.goto(second.url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await until('the first session\'s terminated and the second\'s initialized', async () => {
    const all = await stored();
    return all.some((s) => s.verb.id.endsWith('terminated')) && all.filter((s) => s.verb.id.endsWith('initialized')).length === 2;
  });

  const all = await stored();
  const sessionOf = (s) => s.context.extensions[SESSION];
  assert.deepEqual(all.map((s) => [s.verb.id.split('/').pop(), sessionOf(s) === first.session ? 1 : 2]), [
    ['launched', 1], ['initialized', 1], ['completed', 1], [verdict, 1], ['terminated', 1], ['launched', 2], ['initialized', 2],
  ], 'each verb once, in cmi5\'s order (no second completed after the reload)');
  for (const s of all.filter((x) => !x.verb.id.endsWith('launched'))) {
    const name = s.verb.id.split('/').pop();
    assert.deepEqual(s.actor.account, actor.account, name);
    assert.equal(s.object.id, activityId, name);
    assert.equal(s.context.registration, registration, name);
    assert.deepEqual(s.context.contextActivities.grouping, [{ id: pkg.auId, objectType: 'Activity' }], name);
    const categories = s.context.contextActivities.category.map((c) => c.id);
    assert.ok(categories.includes(CMI5), `${name}: cmi5 category`);
    assert.equal(categories.includes(MOVE_ON), name === 'completed' || name === verdict, `${name}: moveon only with completion or success`);
    assert.match(s.id, /^[0-9a-f-]{36}$/);
    assert.ok(Date.parse(s.timestamp) > 0);
  }
  const [completed] = all.filter((s) => s.verb.id.endsWith('completed'));
  assert.deepEqual(Object.keys(completed.result).sort(), ['completion', 'duration']);
  const [result] = all.filter((s) => s.verb.id.endsWith(verdict));
  assert.deepEqual(result.result.score, { scaled: grade / 100, raw: grade, min: 0, max: 100 });
  assert.equal(result.result.success, verdict === 'passed');
  assert.equal(result.context.extensions[MASTERY], 0.3, 'the platform\'s mastery score replaces the pass mark');
  assert.match(all.find((s) => s.verb.id.endsWith('terminated')).result.duration, /^PT[\d.]+S$/);
});
