// The SCORM packages `npm run build` writes (web/src/teach/packages.ts, the demo
// assignment: three sealed deals, graded on the champion at normal, pass
// mark 50) in a learning platform: scorm-again provides the run-time in a
// platform page that frames the package (support/lms.mjs). A student plays
// the three deals; the package's calls come in the order SCORM asks for,
// the gradebook's values are the grade that native `pps` computes for the
// same deals from the assignment's key, and a session started from what the
// platform kept (another browser: nothing of the first one's storage)
// resumes on the card where the student left. Every file of the package is
// loaded on the way: a chunk it does not run (the lab's editor) would fail it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { ROOT, pps } from './support/engines.mjs';
import { servePackage } from './support/lms.mjs';
import { IN_ORDER, nextDeal, parts, placeCards, title } from './support/student.mjs';
import { deriveDealKey } from '../../scripts/make-assignment.mjs';

const suite = appSuite();
const KEY = deriveDealKey('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'demo');
const packageOf = (kind) => path.join(ROOT, `web/packages/poker-squares-demo-${kind}.zip`);

// What native pps says of the demo assignment when every card goes to the next cell in order.
function nativeGrade() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pps-grade-'));
  const learned = path.join(dir, 'champion-american.bin');
  writeFileSync(learned, gunzipSync(readFileSync(path.join(ROOT, 'web/public/learned/champion-american-4000000.bin.gz'))));
  const json = path.join(dir, 'ai.json');
  pps('play', '--player', 'champion', '--learned', learned, '--sims', '3000', '--system', 'american', '--key', KEY, '--seed', '0', '--games', '3', '--json', json);
  const ai = JSON.parse(readFileSync(json, 'utf8')).games.map((g) => g.score);
  const yours = [0, 1, 2].map((n) => {
    const grid = pps('deal', '--key', KEY, '--system', 'american', '--seed', String(n)).trim();
    return Number(/(-?\d+)\s*$/.exec(pps('score', '--system', 'american', '--grid', grid).trim())[1]);
  });
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const percent = Math.min(100, Math.max(0, Math.round((10000 * sum(yours)) / sum(ai)) / 100));
  return { ai, yours, percent };
}

const VERSIONS = [
  { kind: 'scorm12', version: '1.2', entry: 'LMSSetValue', init: 'LMSInitialize', commit: 'LMSCommit', finish: 'LMSFinish',
    resume: (suspend) => ({ suspend_data: suspend, core: { student_id: 'student-1', lesson_status: 'incomplete', entry: 'resume' } }),
    fresh: { core: { student_id: 'student-1' } },
    read: () => ({ raw: lms.cmi.core.score.raw, status: lms.cmi.core.lesson_status, location: lms.cmi.core.lesson_location, suspend: lms.cmi.suspend_data }) },
  { kind: 'scorm2004', version: '2004', entry: 'SetValue', init: 'Initialize', commit: 'Commit', finish: 'Terminate',
    resume: (suspend) => ({ suspend_data: suspend, learner_id: 'student-1', completion_status: 'incomplete', entry: 'resume' }),
    fresh: { learner_id: 'student-1' },
    read: () => ({ raw: lms.cmi.score.raw, scaled: lms.cmi.score.scaled, status: lms.cmi.completion_status, success: lms.cmi.success_status, location: lms.cmi.location, suspend: lms.cmi.suspend_data, progress: lms.cmi.progress_measure }) },
];

let native = null;

for (const v of VERSIONS) {
  test(`SCORM ${v.version}: three deals reported to scorm-again, resumed from suspend_data in another browser`, async (t) => {
    native ??= nativeGrade();
    const lmsUrl = await servePackage(t, packageOf(v.kind), v.version);
    assert.match(lmsUrl.manifest, v.version === '1.2' ? /<schemaversion>1.2<\/schemaversion>/ : /<schemaversion>2004 4th Edition<\/schemaversion>/);
    assert.ok(lmsUrl.files.some((f) => /^engine\/[0-9a-f]+\/pps-engine-st\.wasm$/.test(f)) && !lmsUrl.files.some((f) => /pps-engine-mt/.test(f)), 'the single-threaded engine only');

    // A first session: deal 1 whole, 10 cards of deal 2, then the student leaves.
    const first = await suite.page(t);
    await first.page.goto(`${lmsUrl.url}?cmi=${encodeURIComponent(JSON.stringify(v.fresh))}`);
    let frame = await (await first.page.waitForSelector('#sco')).contentFrame();
    await frame.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    assert.equal(await title(frame), 'demo: deal 1 of 3');
    assert.equal(await frame.evaluate(() => document.getElementById('hint').disabled && document.getElementById('ai-finish').disabled && document.getElementById('undo').disabled), true, 'no hints, AI or undo');
    await placeCards(frame, IN_ORDER);
    await nextDeal(frame);
    const [scored] = await parts(frame);
    assert.deepEqual(scored, { deal: 1, you: native.yours[0], ai: native.ai[0], best: scored.best });
    await placeCards(frame, IN_ORDER.slice(0, 10));
    const kept = await first.page.evaluate(v.read);
    assert.equal(kept.location, '2');
    assert.match(kept.suspend, /^pps1;[0-9a-f]{16};abcdefghijklmnopqrstuvwxy\.0\.0\.\d+\.\d+\.\d+;abcdefghij\.0\.0\.\.\.;\.0\.0\.\.\.$/);
    const firstCalls = await first.page.evaluate(() => window.calls);
    assert.equal(firstCalls[0][0], v.init, 'initialized first');
    assert.deepEqual(firstCalls.find((c) => c[0] === v.entry), [v.entry, v.version === '1.2' ? 'cmi.core.lesson_status' : 'cmi.completion_status', 'incomplete']);
    assert.ok(firstCalls.filter((c) => c[0] === v.commit).length >= 35, 'a commit on every card');
    assert.ok(!firstCalls.some((c) => /score/.test(c[1] ?? '')), 'no score before the end');
    await first.page.close();

    // Another browser, from what the platform kept: deal 2 at card 11.
    const second = await suite.page(t);
    await second.page.goto(`${lmsUrl.url}?cmi=${encodeURIComponent(JSON.stringify(v.resume(kept.suspend)))}`);
    frame = await (await second.page.waitForSelector('#sco')).contentFrame();
    await frame.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    assert.equal(await title(frame), 'demo: deal 2 of 3');
    assert.equal(await frame.evaluate(() => document.getElementById('turn').textContent), 'Card 11 of 25');
    await placeCards(frame, IN_ORDER.slice(10));
    await nextDeal(frame);
    await placeCards(frame, IN_ORDER);
    await frame.waitForFunction(() => /Your grade/.test(document.querySelector('[data-testid="assignment-grade"]')?.textContent ?? ''), null, { timeout: 120000 });
    assert.deepEqual((await parts(frame)).map((p) => [p.you, p.ai]), native.yours.map((y, i) => [y, native.ai[i]]), 'yours and the AI\'s, deal by deal, as pps');
    const done = await second.page.evaluate(v.read);
    assert.equal(Number(done.raw), native.percent, 'the grade pps computes');
    const passed = native.percent >= 50 ? 'passed' : 'failed';
    if (v.version === '1.2') assert.equal(done.status, passed);
    else {
      assert.deepEqual([done.status, done.success, done.scaled, Number(done.progress)], ['completed', passed, String(Math.round(native.percent * 100) / 10000), 1]);
    }
    // The platform closes the content: the session ends, with nothing to resume.
    await frame.evaluate(() => (location.href = 'about:blank'));
    await second.page.waitForFunction((finish) => window.calls.some((c) => c[0] === finish), v.finish, { timeout: 10000 });
    const calls = await second.page.evaluate(() => window.calls);
    const sets = calls.filter((c) => c[0] === v.entry).map((c) => c[1]);
    const tail = v.version === '1.2'
      ? ['cmi.core.score.min', 'cmi.core.score.max', 'cmi.core.score.raw', 'cmi.core.lesson_status']
      : ['cmi.score.min', 'cmi.score.max', 'cmi.score.raw', 'cmi.score.scaled', 'cmi.completion_status', 'cmi.success_status'];
    const at = sets.indexOf(tail[0]);
    assert.deepEqual(sets.slice(at, at + tail.length), tail, 'the grade, then the status');
    assert.equal(calls.slice(-1)[0][0], v.finish, 'the session finished last');
    // The package carries what it runs and nothing else: every file of it was loaded by the two sessions.
    const loaded = new Set(lmsUrl.log.map((r) => decodeURIComponent(new URL(r.path, 'http://x').pathname).replace(/^\/content\//, '')));
    assert.deepEqual(lmsUrl.files.filter((f) => f !== 'imsmanifest.xml' && !loaded.has(f)), [], 'files in the package that nothing loaded');
    const exits = calls.filter((c) => c[0] === v.entry && /exit$/.test(c[1]));
    assert.deepEqual(exits.slice(-1)[0]?.[2], v.version === '1.2' ? '' : 'normal', 'nothing to resume');
  });
}
