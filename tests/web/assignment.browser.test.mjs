// Assignments in the embed (docs/TEACHING.md, "Assignments"), in Chromium: what the
// teacher allows on a sealed deal (hints, the AI, undo), what the host page
// hears, a reload that resumes on the same card, the app handing an
// assignment link to the assignment page; and the bad inputs, each named on
// the page with a game still playable, never a blank page: a damaged token,
// an unknown point system, 10,000 deals, saved progress that is damaged or
// another assignment's (in this browser or on the platform), a pass mark
// out of range, a learning platform whose run-time throws or is missing.
// (The graded path, the AI's grade and SCORM: scorm.browser.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { importTs } from './support/import-ts.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';
import { IN_ORDER, nextDeal, parts, placeCards, title } from './support/student.mjs';
import { makeAssignment, sealAssignment } from '../../scripts/make-assignment.mjs';

const suite = appSuite();
const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const { assignmentId, openToken } = await importTs('web/src/state/assignment-token.ts');

// An assignment with everything allowed, graded on the best grids (no AI game to wait for).
const open = await makeAssignment({ key: TEACHER, name: 'open', deals: 2, hints: 'on', ai: 'on', undo: 'on', grade: 'best' });
// Bad tokens, sealed past the maker's checks (a token made by hand, or by an older maker).
const badSystem = await sealAssignment({ key: TEACHER, name: 'odd', deals: 2, system: 'bogus' });
// A link carries at most a few thousand characters (servers refuse longer ones), so 10,000 deals come as a token's count.
const tooMany = await sealAssignment({ key: TEACHER, name: 'many', deals: 10000 });

const problems = (frame) => frame.evaluate(() => [...document.querySelectorAll('#problems li')].map((li) => li.textContent));
const turn = (frame) => frame.evaluate(() => document.getElementById('turn').textContent);

// The embed with `query` alone in a page (a student's link); `before`: [function, argument] run in the page first.
async function student(t, query, { before } = {}) {
  const { page, errors } = await suite.page(t);
  if (before) await page.addInitScript(...before);
  await page.goto(`${suite.plain.url}embed.html?${query}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  return { page, errors, frame: page.mainFrame() };
}

test('on a sealed deal: hints, the AI and undo as the teacher allows; the host hears the deal and grade; a reload resumes on the card', async (t) => {
  const { page, errors } = await teachingPage(t, suite.browser, `
    <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data));</script>
    <iframe id="sco" src="${suite.plain.url}embed.html?assignment=${open.token}" title="Poker Squares" style="width: 420px; height: 900px"></iframe>`);
  let frame = await readyFrame(page, '#sco', 60000);
  assert.equal(await title(frame), 'open: deal 1 of 2');
  assert.equal(await frame.evaluate(() => document.getElementById('system-label').textContent), 'American · deal 1 of 2');
  assert.equal(await frame.evaluate(() => getComputedStyle(document.getElementById('new-random')).display), 'none', 'no other deal');
  await placeCards(frame, [0, 1, 2]);
  await frame.click('#hint');
  await frame.waitForSelector('.cell.best', { timeout: 30000 });
  await frame.click('#undo');
  await frame.waitForFunction(() => document.getElementById('turn').textContent === 'Card 3 of 25');
  await placeCards(frame, [2, 3]);
  const moves = await page.evaluate(() => window.heard.filter((m) => m.type === 'pps:move'));
  assert.deepEqual(moves.slice(-1).map((m) => [m.seed, m.url, m.assignment]), [[null, null, { name: 'open', deal: 1, deals: 2, grade: null, complete: false, passed: null }]]);

  // A reload of the frame: the same deal, on the same card. Awaited as a navigation: until the
  // new document replaces it, the old one is ready too, and a click there would be lost.
  const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === frame, timeout: 60000 });
  await frame.evaluate(() => setTimeout(() => location.reload()));
  await reloaded;
  frame = await readyFrame(page, '#sco', 60000);
  assert.equal(await title(frame), 'open: deal 1 of 2');
  assert.equal(await turn(frame), 'Card 5 of 25');

  await frame.click('#ai-finish');
  await nextDeal(frame);
  const [first] = await parts(frame);
  assert.equal(first.deal, 1);
  assert.ok(first.best >= first.you, 'the best grid scores at least as much as the grid played');
  const scored = await page.evaluate(() => window.heard.filter((m) => m.type === 'pps:assignment').slice(-1)[0]);
  assert.deepEqual(scored.parts[0], { score: first.you, ai: null, best: first.best, undos: 1, help: true });
  assert.equal(scored.grade, Math.min(100, Math.round((10000 * first.you) / first.best) / 100));
  assert.deepEqual(errors, []);
});

test('<poker-squares> with practice deals: its move and assignment events carry the deal and the grade', async (t) => {
  const { page, errors } = await teachingPage(t, suite.browser, `
    <script type="module" src="${suite.plain.url}poker-squares.js"></script>
    <poker-squares id="game" deals="3,4" grade="points:100"></poker-squares>
    <script>
      window.heard = [];
      for (const type of ['move', 'assignment']) document.getElementById('game').addEventListener(type, (e) => window.heard.push({ type, ...e.detail }));
    </script>`);
  const frame = await readyFrame(page, '#game >>> iframe', 60000);
  assert.equal(await title(frame), 'deal 1 of 2');
  assert.equal(await frame.evaluate(() => document.getElementById('undo').disabled), true, 'no undo in an assignment unless it says so');
  await placeCards(frame, IN_ORDER);
  await frame.waitForSelector('#next-deal', { timeout: 60000 });
  const last = await page.evaluate(() => window.heard.filter((m) => m.type === 'move').at(-1));
  assert.deepEqual([last.seed, last.over, last.assignment.deal, last.assignment.deals], ['3', true, 1, 2], 'a public deal keeps its seed');
  const graded = await page.waitForFunction(() => window.heard.filter((m) => m.type === 'assignment').find((m) => m.parts[0].best !== null));
  const report = await graded.jsonValue();
  assert.equal(report.parts[0].score, last.score);
  assert.equal(report.grade, Math.min(100, Math.max(0, last.score)), 'a share of 100 points a deal');
  assert.deepEqual(errors, []);
});

test('the app hands an assignment link to the assignment page', async (t) => {
  const { page } = await suite.page(t);
  await page.goto(`${suite.plain.url}?assignment=${open.token}`);
  await page.waitForURL(/embed\.html\?assignment=/);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  assert.equal(await title(page.mainFrame()), 'open: deal 1 of 2');
});

test('bad assignments: a damaged token, an unknown system, 10,000 deals: named, and a single game to play', async (t) => {
  for (const [query, named] of [
    [`assignment=${open.token.slice(0, -6)}`, /Assignment: the assignment token (is damaged|cannot be read)/],
    [`assignment=${badSystem.token}`, /The assignment's point system: .*bogus.*A single game is open instead/],
    [`deals=1,2&system=bogus`, /The assignment's point system/],
    [`assignment=${tooMany.token}`, /Assignment: 10,000 deals are more than an assignment takes \(50\)/],
    [`deals=${Array.from({ length: 200 }, (_, i) => i).join(',')}`, /Deals: longer than 400 characters/],
    [`deals=${Array.from({ length: 51 }, (_, i) => i).join(',')}`, /Deals: 51 deals are more than an assignment takes \(50\)/],
    ['deals=', /Deals: the assignment has no deals/],
  ]) {
    const { frame, errors, page } = await student(t, query);
    assert.match((await problems(frame)).join(' | '), named, query.slice(0, 60));
    assert.equal(await title(frame), null, 'no assignment');
    await placeCards(frame, [12]); // a game, playable
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a pass mark outside [0, 100]: named, and the assignment is played with none', async (t) => {
  const { frame, errors } = await student(t, 'deals=1,2&pass=150');
  assert.match((await problems(frame)).join(' | '), /Pass: '150' is not a percentage from 0 to 100 \(at most two decimals\)\. No pass mark/);
  assert.equal(await title(frame), 'deal 1 of 2');
  assert.doesNotMatch(await frame.evaluate(() => document.getElementById('assignment').textContent), /Pass mark/);
  assert.deepEqual(errors, []);
});

test('saved progress that is damaged or of another assignment: named, and the assignment starts at its first deal', async (t) => {
  const id = assignmentId(openToken(open.token));
  for (const [text, named] of [
    [`pps1;${id};zz!.0.0...;.0.0...`, /This browser: The saved progress is damaged \(deal 1's cells\)/],
    [`pps1;${id};garbage`, /This browser: The saved progress is damaged \(1 deals for an assignment of 2\)/],
    ['pps1;ffffffffffffffff;abc.0.0...;.0.0...', /This browser: The saved progress is of another assignment/],
  ]) {
    const { frame, errors, page } = await student(t, `assignment=${open.token}`, { before: [(kept) => localStorage.setItem(kept[0], kept[1]), [`pps-assignment-v1:${id}:`, text]] });
    assert.match((await problems(frame)).join(' | '), named);
    assert.equal(await title(frame), 'open: deal 1 of 2');
    assert.equal(await turn(frame), 'Card 1 of 25');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a learning platform whose run-time throws, keeps damaged or foreign suspend_data, or is missing: named, and the game goes on', async (t) => {
  // The run-time is found in a parent window of the content's own origin (a platform serves both).
  const { page, errors } = await teachingPage(t, suite.browser, `
    <script>
      // A SCORM 1.2 run-time whose database is down: every value it is given throws.
      window.API = {
        LMSInitialize: () => 'true', LMSGetValue: () => '', LMSCommit: () => 'true', LMSFinish: () => 'true',
        LMSSetValue: () => { throw new Error('the database is down'); },
        LMSGetLastError: () => '101', LMSGetErrorString: () => 'General exception',
      };
    </script>
    <iframe id="sco" src="embed.html?assignment=${open.token}&platform=scorm12" title="Poker Squares" style="width: 420px; height: 900px"></iframe>`);
  const frame = await readyFrame(page, '#sco', 60000);
  assert.match((await problems(frame)).join(' | '), /The learning platform did not keep your progress: LMSSetValue failed \(the database is down\)\. Your game goes on\./);
  await placeCards(frame, [0, 1]);
  assert.equal(await turn(frame), 'Card 3 of 25');
  assert.deepEqual(errors, []);

  // suspend_data the platform kept that is damaged, or of another assignment (the teacher changed it).
  for (const [kept, named] of [
    ['pps1;x', /The learning platform: The saved progress is damaged/],
    ['pps1;0123456789abcdef;.0.0...;.0.0...', /The learning platform: The saved progress is of another assignment/],
  ]) {
    const lms = await teachingPage(t, suite.browser, `
      <script>
        const kept = ${JSON.stringify(kept)};
        window.API_1484_11 = {
          Initialize: () => 'true', Terminate: () => 'true', Commit: () => 'true', SetValue: () => 'true',
          GetValue: (element) => (element === 'cmi.suspend_data' ? kept : ''),
          GetLastError: () => '0', GetErrorString: () => '',
        };
      </script>
      <iframe id="sco" src="embed.html?assignment=${open.token}&platform=scorm2004" title="Poker Squares" style="width: 420px; height: 900px"></iframe>`);
    const sco = await readyFrame(lms.page, '#sco', 60000);
    assert.match((await problems(sco)).join(' | '), named);
    assert.equal(await title(sco), 'open: deal 1 of 2');
    assert.equal(await turn(sco), 'Card 1 of 25');
    assert.deepEqual(lms.errors, []);
    await lms.page.close();
  }

  const alone = await student(t, `assignment=${open.token}&platform=scorm2004`);
  assert.match((await problems(alone.frame)).join(' | '), /No SCORM 2004 learning platform answers \(its API is missing\): your progress is kept in this browser only/);
  assert.equal(await title(alone.frame), 'open: deal 1 of 2');
  await placeCards(alone.frame, [0]);
  assert.deepEqual(alone.errors, []);
});
