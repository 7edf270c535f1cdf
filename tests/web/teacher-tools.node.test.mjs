// The teacher's tools that are plain data (web/src/state/teacher-key.ts,
// assignment-maker.ts, played-cells.ts) and scripts/make-assignment.mjs: the
// key's format (the CLI's), its derived deal keys, the maker's messages for
// teachers, the same token from the same inputs, a grade that meets the pass
// mark exactly passing at every mark, and the script's output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTs } from './support/import-ts.mjs';
import { ROOT } from './support/engines.mjs';
import { deriveDealKey as nodeDealKey } from '../../scripts/make-assignment.mjs';
import demo from '../../web/src/state/demo-assignment.json' with { type: 'json' };

const key = await importTs('web/src/state/teacher-key.ts');
const maker = await importTs('web/src/state/assignment-maker.ts');
const { gradeOf, newProgress } = await importTs('web/src/state/assignment-progress.ts');
const { readPlayed } = await importTs('web/src/state/played-cells.ts');
const { passes, scaledScore } = await importTs('web/src/platform/cmi5.ts');
const { masteryScore } = await importTs('web/src/teach/packages.ts');

const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

test("a key drawn here is the CLI's format, and a file of either reads back", () => {
  const drawn = key.newTeacherKey();
  assert.match(drawn, /^[0-9a-f]{64}$/);
  assert.notEqual(key.newTeacherKey(), drawn);
  // `pps key > my.key`: 64 lowercase hex digits and a newline.
  assert.equal(key.keyFileText(drawn), `${drawn}\n`);
  assert.deepEqual(key.readTeacherKey(key.keyFileText(drawn)), { key: drawn });
  assert.deepEqual(key.readTeacherKey(`  ${TEACHER.toUpperCase()}\r\n`), { key: TEACHER });
  for (const [text, why] of [['', /empty/], [TEACHER.slice(1), /has 63/], [`${TEACHER}0`, /has 65/], [TEACHER.replace('0', 'g'), /has "g"/], ['AQECAwSTUgwaGGMdqcMZQmPQ', /has "Q"/]]) {
    assert.match(key.readTeacherKey(text).problem, why, text);
  }
});

test("the page's derived deal keys are the script's (HMAC-SHA256 of the name), and the demo token's", async () => {
  for (const name of ['demo', 'week 3', 'a:b.c-d_e', 'é']) assert.equal(await key.deriveDealKey(TEACHER, name), nodeDealKey(TEACHER, name), name);
  await assert.rejects(key.deriveDealKey('abc', 'x'), /64 hex digits/);
});

test('the same inputs and salt make the same token: the demo token made again', async () => {
  const salt = Buffer.from(demo.token, 'base64url').subarray(1, 5);
  const made = await maker.makeAssignment({ key: TEACHER, name: 'demo', deals: 3, hints: 'off', ai: 'off', undo: 'off', grade: 'ai', pass: '50' }, new Uint8Array(salt));
  assert.equal(made.made.token, demo.token);
  assert.equal(made.made.assignment.count, 3);
});

test("the maker's messages are for the teacher: each names the setting, and nothing is made", async () => {
  const problems = async (input) => {
    const made = await maker.makeAssignment({ key: TEACHER, name: 'w', deals: 3, ...input }, new Uint8Array(4));
    assert.ok('problems' in made, JSON.stringify(input));
    return made.problems.map((p) => `${p.setting}: ${p.text}`).join(' | ');
  };
  assert.match(await problems({ deals: 0 }), /^deals: '0' is not a number of deals from 1 to 50$/);
  assert.match(await problems({ deals: 51 }), /^deals: '51' is not/);
  assert.match(await problems({ deals: 'x' }), /^deals: 'x'/);
  assert.match(await problems({ name: '' }), /^name: '' is no name/);
  assert.match(await problems({ name: 'a<b' }), /^name: 'a<b' is no name/);
  assert.match(await problems({ key: 'abc' }), /^key: a key is 64 hex digits/);
  assert.match(await problems({ grade: 'ai:contest' }), /^grade: 'ai:contest' is not one of/);
  assert.match(await problems({ pass: '101' }), /^pass: '101' is not a pass mark/);
  assert.match(await problems({ hints: 'maybe' }), /^hints: 'maybe' is not on or off/);
  const unchecked = await maker.makeAssignment({ key: TEACHER, name: 'w', deals: 3, system: 'bogus' }, new Uint8Array(4));
  assert.ok('made' in unchecked, 'without an engine the system is the page\'s to check');
  const withEngine = await maker.makeAssignment({ key: TEACHER, name: 'w', deals: 3, system: 'bogus' }, new Uint8Array(4), async (s) => `no system ${s}`);
  assert.deepEqual(withEngine.problems, [{ setting: 'system', text: 'no system bogus' }]);
  for (const input of [{ deals: 0 }, { name: '' }]) assert.doesNotMatch(await problems(input), /single game|Playing/);
  assert.equal(maker.dealsText(1), '1 sealed deal');
  assert.equal(maker.dealsText(3), '3 sealed deals');
});

test('a grade equal to the pass mark passes at every mark from 0 to 100 (two decimals), and one hundredth below fails', () => {
  const progress = (score) => {
    const p = newProgress('x', 1);
    p.deals[0] = { moves: 'abcdefghijklmnopqrstuvwxy', undos: 0, help: false, score, ai: null, best: null };
    return p;
  };
  const points = { kind: 'points', target: 10000 };
  for (let hundredths = 0; hundredths <= 10000; hundredths += 1) {
    const pass = hundredths / 100;
    assert.equal(gradeOf(points, pass, progress(hundredths)).passed, true, `${pass}`);
    if (hundredths > 0) assert.equal(gradeOf(points, pass, progress(hundredths - 1)).passed, false, `${pass} - 0.01`);
  }
});

test("cmi5: a grade meets a 4-decimal mastery score exactly, and the scaled score has the grade's four decimals", () => {
  // The trap (the control): the mastery score times 100 is not the pass mark.
  assert.equal(55 >= 0.55 * 100, false);
  assert.equal(String(17.74 / 100), '0.17739999999999997');
  for (let m = 0; m <= 10000; m++) {
    const mastery = m / 10000; // as the launch data's JSON gives it
    const percent = m / 100; // the grade that equals it
    assert.equal(passes(percent, mastery), true, `${percent} against ${mastery}`);
    if (m > 0) assert.equal(passes((m - 1) / 100, mastery), false, `${(m - 1) / 100} against ${mastery}`);
    const scaled = scaledScore(percent);
    assert.match(String(scaled), /^(0|1)(\.\d{1,4})?$/, String(scaled));
    assert.ok(scaled >= mastery, `a passed statement's scaled ${scaled} is at least the mastery score ${mastery}`);
  }
  assert.equal(scaledScore(17.74), 0.1774);
  for (const pass of [7, 14, 28, 55, 56, 57.5, 0.01, 100]) assert.equal(Number(masteryScore(pass)), Math.round(pass * 100) / 10000);
  assert.equal(masteryScore(55), '0.55');
});

test('a grade to check: the progress a platform kept (in its JSON or alone), or the cells played', () => {
  const id = '0123456789abcdef';
  const full = 'abcdefghijklmnopqrstuvwxy';
  const text = `pps1;${id};${full}.0.0.120.100.190;abc.0.0...`;
  const fromProgress = readPlayed(JSON.stringify({ progress: text, reported: {} }), id, 2);
  assert.deepEqual(fromProgress.deals.map((d) => [d.moves, d.claimed?.score]), [[full, 120], ['abc', null]]);
  assert.deepEqual(readPlayed(text, id, 2), fromProgress);
  assert.deepEqual(readPlayed(`${full}\nabc`, id, 3).deals.map((d) => [d.moves, d.claimed]), [[full, null], ['abc', null], ['', null]]);
  for (const [bad, why] of [['', /nothing to check/], [`${full};${full};${full}`, /3 deals for an assignment of 2/], ['abz', /is not cells a to y/], ['aab', /played twice/], ['abc;def', /deal 1 has 3 cells/], [`pps1;${'f'.repeat(16)};.0.0...;.0.0...`, /another assignment/], ['x'.repeat(30000), /30,000 characters/]]) {
    assert.match(readPlayed(bad, id, 2).problem, why, bad.slice(0, 40));
  }
});

function script(...args) {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'pps-make-'));
  return { ...spawnSync(process.execPath, [path.join(ROOT, 'scripts/make-assignment.mjs'), ...args], { encoding: 'utf8', cwd }), cwd };
}

test('make-assignment.mjs: messages for teachers; nothing printed or written before a failure; no build/pps in its check line', () => {
  const bad = script('--key', TEACHER, '--name', 'w', '--deals', '0');
  assert.equal(bad.status, 1);
  assert.equal(bad.stdout, '');
  assert.match(bad.stderr, /The assignment was not made \(nothing was written\):\n {2}--deals: '0' is not a number of deals from 1 to 50/);
  assert.doesNotMatch(bad.stderr, /single game/);

  const noSite = script('--key', TEACHER, '--name', 'w', '--deals', '1', '--scorm12', 'w.zip', '--dist', '/nonexistent');
  assert.equal(noSite.status, 1);
  assert.equal(noSite.stdout, '', 'no token before the failure');
  assert.match(noSite.stderr, /--scorm12: \/nonexistent is no built site .*npm run build/);
  assert.deepEqual(readdirSync(noSite.cwd), [], 'nothing written');

  const good = script('--key', TEACHER, '--name', 'one', '--deals', '1', '--site', 'https://school.example/poker/');
  assert.equal(good.status, 0, good.stderr);
  assert.match(good.stdout, /^Assignment "one": 1 sealed deal, american, hints off, AI off, undo off, pass mark none\./);
  assert.match(good.stdout, /https:\/\/school\.example\/poker\/embed\.html\?assignment=[\w-]+/);
  assert.match(good.stdout, /https:\/\/school\.example\/poker\/teach\.html#assignment=[\w-]+/);
  assert.doesNotMatch(good.stdout, /build\/pps|gunzip|> /, 'a check line that needs no build and writes no file');
  assert.deepEqual(readdirSync(good.cwd), [], 'nothing written into the current folder');
});
