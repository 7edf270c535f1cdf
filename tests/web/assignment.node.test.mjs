// An assignment's parts that are plain data (web/src/state/assignment*.ts):
// its token (what a link carries instead of the teacher's key), its
// settings and their bad values, the progress a reload resumes from and its
// bad copies, and the grade's arithmetic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';
import { deriveDealKey, sealAssignment } from '../../scripts/make-assignment.mjs';

const { sealToken, openToken, assignmentId } = await importTs('web/src/state/assignment-token.ts');
const { readAssignment } = await importTs('web/src/state/assignment.ts');
const { readOptions, PAGE_OPTIONS } = await importTs('web/src/state/page-options.ts');
const { newProgress, progressText, readProgress, furthest, gradeOf, share } = await importTs('web/src/state/assignment-progress.ts');

const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const KEY = deriveDealKey(TEACHER, 'demo');
const opened = (texts) => {
  const { options, problems } = readOptions(texts, 'embed');
  const read = readAssignment(options, new Set(Object.keys(texts)));
  return { ...read, problems: [...problems, ...read.problems] };
};

test("the demo token is the teacher's key's assignment 'demo', and no key is in it", () => {
  const content = openToken(PAGE_OPTIONS.assignment.example);
  assert.equal(content.key, KEY);
  assert.notEqual(KEY, TEACHER);
  assert.match(content.settings, /count=3/);
  const token = PAGE_OPTIONS.assignment.example;
  for (const key of [KEY, TEACHER]) {
    assert.ok(!token.includes(key), 'no key in the text');
    assert.ok(!Buffer.from(token, 'base64url').toString('hex').includes(key), 'nor in its bytes');
  }
});

test('a token round-trips, and two of one assignment share its id', () => {
  const content = { key: KEY, settings: 'count=2&system=british' };
  const a = sealToken(content, new Uint8Array([9, 9, 9, 9]));
  const b = sealToken(content, new Uint8Array([1, 2, 3, 4]));
  assert.notEqual(a, b);
  assert.deepEqual(openToken(a), content);
  assert.deepEqual(openToken(b), content);
  assert.equal(assignmentId(openToken(a)), assignmentId(openToken(b)));
  assert.notEqual(assignmentId(content), assignmentId({ ...content, settings: 'count=3&system=british' }));
});

test('a token cut, edited or mistyped is refused as damaged, and a single game opens', () => {
  const token = PAGE_OPTIONS.assignment.example;
  const flip = (i) => token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
  for (const [bad, why] of [
    [token.slice(0, -3), /damaged|cut/],
    [token.slice(0, 20), /too short/],
    [flip(30), /damaged/],
    [flip(token.length - 2), /damaged/],
    [`${token}!`, /cannot be read \(it was cut or mistyped\)/],
    ['', /too short/],
    [`Ag${token.slice(2)}`, /another version|damaged/],
  ]) {
    const read = opened({ assignment: bad });
    assert.equal(read.assignment, null, bad);
    assert.equal(read.problems.length, 1);
    assert.match(read.problems[0], why);
    assert.match(read.problems[0], /a single game is open instead/);
  }
});

test("a token's settings replace the link's, and the link is told so", () => {
  const read = opened({ assignment: PAGE_OPTIONS.assignment.example, hints: 'on', system: 'british', pass: '10' });
  assert.deepEqual(
    { ...read.assignment, id: undefined },
    { id: undefined, name: 'demo', system: 'american', key: KEY, seeds: [], count: 3, hints: false, ai: false, undo: false, grading: { kind: 'ai', player: 'champion', strength: 'normal' }, pass: 50 },
  );
  assert.deepEqual(read.problems, [
    "System: set by the assignment; the link's value is ignored.",
    "Hints: set by the assignment; the link's value is ignored.",
    "Pass: set by the assignment; the link's value is ignored.",
  ]);
});

test('practice deals: public seeds with the link\'s settings; no deals, 10,000 deals, a bad seed', () => {
  const read = opened({ deals: '5, 6,7', grade: 'best', pass: '75', undo: 'on' });
  assert.deepEqual(read.problems, []);
  assert.deepEqual([read.assignment.seeds, read.assignment.key, read.assignment.grading, read.assignment.pass, read.assignment.undo, read.assignment.hints], [['5', '6', '7'], null, { kind: 'best' }, 75, true, true]);
  assert.equal(opened({ deals: '5,6' }).assignment.undo, false, 'no undo in an assignment unless asked');
  for (const [deals, why] of [
    ['', /has no deals\. Playing a single game instead/],
    [' , ,', /has no deals/],
    // 10,000 seeds are longer than any option's text: refused before they are counted.
    [Array.from({ length: 10000 }, (_, i) => i).join(','), /Deals: longer than 400 characters \(48,889\)/],
    [Array.from({ length: 51 }, (_, i) => i).join(','), /Deals: 51 deals are more than an assignment takes \(50\)/],
    ['5,x,7', /'x' is not a seed/],
  ]) {
    const read = opened({ deals });
    assert.equal(read.assignment, null);
    assert.match(read.problems.join(' '), why);
  }
});

test("a token of no deals, of 10,000, of a bad grade or pass mark (sealed past the maker's checks): the student's page says so", async () => {
  const made = async (settings) => {
    const { token } = await sealAssignment({ key: TEACHER, name: 'bad', ...settings });
    const { options } = readOptions({ assignment: token }, 'embed');
    return readAssignment(options);
  };
  assert.match((await made({ deals: 0 })).problems.join(), /it has no deals/);
  assert.equal((await made({ deals: 0 })).assignment, null);
  assert.match((await made({ deals: 10000 })).problems.join(), /10,000 deals are more than an assignment takes/);
  const pass = await made({ deals: 2, pass: '101' });
  assert.match(pass.problems.join(), /Pass: '101' is not a percentage from 0 to 100/);
  assert.equal(pass.assignment.pass, null);
  assert.match((await made({ deals: 2, pass: '-1' })).problems.join(), /Pass: '-1' is not a percentage/);
  assert.match((await made({ deals: 2, pass: '55.555' })).problems.join(), /Pass: '55.555' is not a percentage .*at most two decimals/);
  const grade = await made({ deals: 2, grade: 'ai:contest' });
  assert.match(grade.problems.join(), /Grade: 'ai:contest' names no strength that replays/);
  assert.deepEqual(grade.assignment.grading, { kind: 'ai', player: 'champion', strength: 'normal' });
  assert.deepEqual((await made({ deals: 2, grade: 'ai:fast:tiger' })).assignment.grading, { kind: 'ai', player: 'tiger', strength: 'fast' });
  assert.deepEqual((await made({ deals: 2, grade: 'points:150' })).assignment.grading, { kind: 'points', target: 150 });
  assert.match((await made({ deals: 2, grade: 'points' })).problems.join(), /needs a target/);
  await assert.rejects(made({ deals: 2, key: 'abc' }), /64 hex digits/);
});

test('progress: its text round-trips; a damaged copy or another assignment\'s is refused with a reason', () => {
  const p = newProgress('8a3dd1a60d30be9a', 3);
  p.deals[0] = { moves: 'abcdefghijklmnopqrstuvwxy', undos: 1, help: true, score: 120, ai: 105, best: 190 };
  p.deals[1] = { moves: 'mgay', undos: 0, help: false, score: null, ai: null, best: null };
  const text = progressText(p);
  assert.equal(text, 'pps1;8a3dd1a60d30be9a;abcdefghijklmnopqrstuvwxy.1.1.120.105.190;mgay.0.0...;.0.0...');
  assert.deepEqual(readProgress(text, p.id, 3), { progress: p });
  const bad = (t, why) => assert.match(readProgress(t, p.id, 3).problem, why, t);
  bad(text.replace(p.id, 'ffffffffffffffff'), /of another assignment/);
  bad('garbage', /damaged \(not progress of this page\)/);
  bad('pps1;x', /damaged \(no assignment named\)/);
  bad(text.replace('mgay', 'mgam'), /damaged \(deal 2's cells\)/);
  bad(text.replace('.120.', '.12x.'), /deal 1's scores/);
  bad(text.replace('.120.105', '..105'), /score and cells disagree/);
  bad(`${text};.0.0...`, /4 deals for an assignment of 3/);
  bad(text.replace(';.0.0...', ';ab.0.0...').replace('abcdefghijklmnopqrstuvwxy.1.1.120.105.190', 'abc.1.1...'), /started before the one before it finished/);
  assert.equal(readProgress(text, p.id, 4).problem.includes('3 deals'), true);
});

test('of two copies of the progress, the further one wins (a reload never gives a card back)', () => {
  const a = newProgress('x', 2);
  const b = { ...a, deals: [{ ...a.deals[0], moves: 'abc' }, a.deals[1]] };
  assert.equal(furthest(a, b), b);
  assert.equal(furthest(b, a), b);
  assert.equal(furthest(null, a), a);
  assert.equal(furthest(null, null), null);
});

test('the grade: a share of the reference, cut to [0, 100], and the pass mark', () => {
  assert.equal(share(95, 100), 95);
  assert.equal(share(1, 3), 33.33);
  assert.equal(share(150, 100), 100);
  assert.equal(share(-5, 100), 0);
  assert.equal(share(0, 0), 100, 'a reference of nothing reached');
  assert.equal(share(-10, -5), 0);
  const p = newProgress('x', 3);
  const done = (score, ai, best) => ({ moves: 'abcdefghijklmnopqrstuvwxy', undos: 0, help: false, score, ai, best });
  p.deals[0] = done(100, 120, 200);
  p.deals[1] = done(80, null, 150); // the AI's game still to play
  const ai = { kind: 'ai', player: 'champion', strength: 'normal' };
  assert.deepEqual(gradeOf(ai, 50, p), { percent: 83.33, yours: 100, reference: 120, counted: 1, complete: false, passed: null });
  assert.deepEqual(gradeOf({ kind: 'best' }, 50, p), { percent: 51.43, yours: 180, reference: 350, counted: 2, complete: false, passed: null });
  p.deals[1] = done(80, 90, 150);
  p.deals[2] = done(60, 100, 120);
  assert.deepEqual(gradeOf(ai, 80, p), { percent: 77.42, yours: 240, reference: 310, counted: 3, complete: true, passed: false });
  assert.equal(gradeOf(ai, 77, p).passed, true);
  assert.equal(gradeOf(ai, null, p).passed, null);
  assert.equal(gradeOf({ kind: 'points', target: 100 }, null, p).percent, 80);
});
