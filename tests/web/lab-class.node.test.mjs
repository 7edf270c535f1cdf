// The class's pure parts (web/src/lab/class/, player/verdict.ts): which
// files give players and why the others give none (a student's export its
// code and name only, read strictly), a class run's export read strictly and
// what loading it changes, the verdict's rules (a lost game, lost in a row,
// the statuses), the roster's unique names, the leaderboard's ranks and
// paired differences over every system's deals, and the grade sheet's rows,
// checked against numbers worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { readPlayers, uniqueName } = await importTs('web/src/lab/class/class-files.ts');
const { readClassExport, describeChanges } = await importTs('web/src/lab/class/class-export.ts');
const { Verdict, MOST_LOST_IN_A_ROW, errorReason, errorWords } = await importTs('web/src/lab/player/verdict.ts');
const { Roster } = await importTs('web/src/lab/class/roster.ts');
const { leaderboard } = await importTs('web/src/lab/class/leaderboard.ts');
const { gradeSheet } = await importTs('web/src/lab/class/grade-sheet.ts');

test('a file gives players, or says why it gives none', () => {
  assert.deepEqual(readPlayers('ada.js', 'run(x)'), { players: [{ name: null, file: 'ada.js', language: 'javascript', code: 'run(x)' }] });
  assert.equal(readPlayers('bo.py', 'run(x)').players[0].language, 'python');
  assert.deepEqual(readPlayers('notes.txt', 'x'), { problem: 'not a player: the lab takes .js, .py and its own JSON exports' });
  assert.deepEqual(readPlayers('empty.js', ' \n'), { problem: 'the file is empty' });
  assert.match(readPlayers('long.js', 'x'.repeat(100_001)).problem, /^the code is 100,001 characters long, more than the 100,000 the lab takes$/);
  assert.deepEqual(readPlayers('run.json', '{"yours": '), { problem: 'not JSON (a lab export, damaged?)' });
  assert.deepEqual(readPlayers('run.json', '{"settings": {}}'), { problem: 'a lab export without a student\'s player (its run had none)' });
  assert.deepEqual(readPlayers('run.json', '{"yours": {"name": "yours: Mine", "language": "cobol", "code": "x"}}'),
    { problem: 'its player: its language is neither javascript nor python' });
  // A student's run is named as its player named itself, and is its export's file.
  assert.deepEqual(readPlayers('pps-lab (3).json', JSON.stringify({ yours: { name: 'yours: Mine\n', language: 'python', code: 'run(x)' } })).players,
    [{ name: 'yours: Mine', file: 'pps-lab (3).json', language: 'python', code: 'run(x)' }]);
});

// A student's crafted export: another student's file name, the class's clock at 300/300.
const crafted = {
  yours: { name: 'Mallory', file: 'alice.js', language: 'javascript', code: 'run(x)', prepSeconds: 300, gameSeconds: 300 },
  settings: { games: 1, systems: ['single:flush'] },
};
const klass = {
  class: { prepSeconds: 7, gameSeconds: 4, players: [{ name: 'ada', file: 'ada.js', language: 'javascript', code: 'a' }, { name: 'bo', file: 'bo.py', language: 'python', code: 'b' }] },
  rerun: 'https://school.example/lab.html?player=greedy&system=american&games=3&seed=0&sims=300&learn=20000&key=' + 'ab'.repeat(32),
};

test('a student\'s export brings its code and name only, under its own file name; a class run\'s is refused there', () => {
  assert.deepEqual(readPlayers('mallory.json', JSON.stringify(crafted)), { players: [{ name: 'Mallory', file: 'mallory.json', language: 'javascript', code: 'run(x)' }] });
  assert.deepEqual(readPlayers('mallory.json', JSON.stringify({ ...crafted, ...klass })),
    { problem: 'a class run\'s export: it sets the class\'s clock and rules, so only "Load a class\'s export…" takes it' });
  // Strict: each wrong type, range or length is named, and gives no player.
  const bad = (yours) => readPlayers('x.json', JSON.stringify({ yours })).problem;
  assert.equal(bad({ ...crafted.yours, name: 7 }), 'its player: its name is not text');
  assert.equal(bad({ ...crafted.yours, name: 'M'.repeat(61) }), 'its player: its name is longer than 60 characters');
  assert.equal(bad({ ...crafted.yours, code: ['run(x)'] }), 'its player: it has no code');
  assert.equal(bad({ ...crafted.yours, code: 'x'.repeat(100_001) }), 'its player: the code is 100,001 characters long, more than the 100,000 the lab takes');
  assert.equal(bad('Mallory'), 'its player: it is not a player');
  assert.equal(readPlayers('x.json', '[1, 2]').problem, 'not a lab export (not a JSON object)');
});

test('a class run\'s export, read strictly: its students and their files, its clock, its rerun link', () => {
  const read = readClassExport(JSON.stringify(klass));
  assert.deepEqual(read.students.map((p) => [p.name, p.file, p.language]), [['ada', 'ada.js', 'javascript'], ['bo', 'bo.py', 'python']]);
  assert.deepEqual(read.clock, { prepSeconds: 7, gameSeconds: 4 });
  assert.equal(read.search, `?player=greedy&system=american&games=3&seed=0&sims=300&learn=20000&key=${'ab'.repeat(32)}`);
  const problem = (change) => readClassExport(JSON.stringify(change(structuredClone(klass)))).problem;
  const CLOCK = 'its preparation and game clock must be whole numbers of seconds from 1 to 300';
  for (const prep of [0, 301, 2.5, '10', null]) assert.equal(problem((k) => ((k.class.prepSeconds = prep), k)), CLOCK, String(prep));
  assert.equal(problem((k) => ((k.class.gameSeconds = 1e9), k)), CLOCK);
  assert.equal(problem((k) => ((k.class.players[1].file = 'bo.py\nada.js'), k)), 'student 2 (bo): its file must be a name of 1 to 255 characters on one line');
  assert.equal(problem((k) => ((k.class.players[1].file = 'f'.repeat(256)), k)), 'student 2 (bo): its file must be a name of 1 to 255 characters on one line');
  assert.equal(problem((k) => ((k.class.players[1].name = 'ada'), k)), 'two students are named ada');
  assert.equal(problem((k) => ((k.class.players[0].language = 'ruby'), k)), 'student 1: its language is neither javascript nor python');
  assert.equal(problem((k) => ((k.class.players = Array(201).fill(k.class.players[0])), k)), 'its class has 201 students, more than the 200 the lab takes');
  assert.equal(problem((k) => ((k.class.players = []), k)), 'its class has no students');
  assert.equal(problem((k) => ((k.rerun = 42), k)), 'it has no rerun link');
  assert.equal(problem(() => crafted), 'not a class run\'s export (it has no class)');
});

test('loading a class\'s export says each setting it changes', () => {
  const form = { players: ['greedy'], systems: ['american', 'british'], games: 10, seed: '0', strength: null, simulations: 300, learnGames: 20000, key: null };
  assert.deepEqual(describeChanges(form, { prepSeconds: 10, gameSeconds: 30 }, { ...form, systems: ['american'], games: 3 }, { prepSeconds: 300, gameSeconds: 300 }),
    ['preparation 10 s → 300 s', 'game clock 30 s → 300 s', 'systems american british → american', 'games 10 → 3']);
  assert.deepEqual(describeChanges(form, { prepSeconds: 10, gameSeconds: 30 }, { ...form, players: [] }, { prepSeconds: 10, gameSeconds: 30 }), ['players greedy → none']);
});

test('the verdict: a lost game is lost alone, MOST_LOST_IN_A_ROW in a row withdraw, and the statuses say which', () => {
  assert.equal(MOST_LOST_IN_A_ROW, 3);
  const verdict = new Verdict();
  assert.deepEqual(['a', 'b', null, 'c', 'd'].map((lost) => verdict.record(lost)), [false, false, false, false, false]);
  assert.equal(verdict.status, 'played');
  assert.equal(verdict.record('e'), true, 'the third lost in a row');
  assert.equal(verdict.status, 'withdrawn: lost 3 games in a row (the last: e)');
  const unlucky = new Verdict();
  unlucky.record('x');
  unlucky.record('y');
  assert.equal(unlucky.status, 'lost every game (the last: y)');
  // An error's words: its first line, and the line of the code it names.
  assert.equal(errorWords({ message: 'SyntaxError: invalid syntax\n  more', line: 3 }), 'SyntaxError: invalid syntax (line 3)');
  assert.equal(errorReason({ message: 'Error: boom', line: null, during: 'getPlay of card 2 (AH)' }), 'error in getPlay of card 2 (AH): Error: boom');
});

test('the roster names each student once: the file\'s name, then (2), (3); a rename to a taken name is refused', () => {
  assert.equal(uniqueName('ada', new Set(['ada', 'ada (2)'])), 'ada (3)');
  const roster = new Roster();
  const { added } = roster.add([
    { name: null, file: 'class/ada.js', language: 'javascript', code: 'a' },
    { name: null, file: 'ada.py', language: 'python', code: 'b' },
    { name: 'yours: Mine', file: 'run.json', language: 'javascript', code: 'c' },
  ]);
  assert.deepEqual(added, ['ada', 'ada (2)', 'yours: Mine']);
  assert.equal(roster.rename(1, 'ada'), 'another student is named ada');
  assert.equal(roster.rename(1, '  '), 'a student needs a name');
  assert.equal(roster.rename(1, 'Bo\tB.'), null);
  assert.deepEqual(roster.list.map((s) => s.name), ['ada', 'Bo B.', 'yours: Mine']);
});

// Two systems, two deals each; C withdrew after one deal, D never loaded.
const results = [
  ['A', 'american', '0', 10], ['A', 'american', '1', 20], ['A', 'british', '0', 4], ['A', 'british', '1', 6],
  ['B', 'american', '0', 12], ['B', 'american', '1', 26], ['B', 'british', '0', 4], ['B', 'british', '1', 2],
  ['C', 'american', '0', 0, 'no answer to card 1 within the 1.000 s left'],
].map(([player, system, seed, score, lost]) => ({ player, system, seed, score, ...(lost ? { lost } : {}) }));
const statuses = new Map([['C', 'withdrawn: lost 3 games in a row'], ['D', 'not loaded: SyntaxError']]);

test('the leaderboard ranks by the normalized score and pairs over every system\'s deals both played', () => {
  const rows = leaderboard(results, ['A', 'B', 'C', 'D'], ['american', 'british'], 'A', statuses);
  assert.deepEqual(rows.map((r) => [r.player, r.rank, r.games, r.status]),
    [['A', 1, 4, 'played'], ['B', 2, 4, 'played'], ['C', 3, 1, 'withdrawn: lost 3 games in a row'], ['D', null, 0, 'not loaded: SyntaxError']]);
  const [a, b, c] = rows;
  // American means: A 15, B 19, C 0 -> normalized 15/19, 1, 0; British: A 5, B 3 (C none) -> 1, 0.
  // Scores: A 10, 20, 4, 6 (mean 10, SE sqrt(152/3)/2 = 3.559); B 12, 26, 4, 2 (mean 11, SE sqrt(356/3)/2 = 5.447).
  assert.ok(Math.abs(a.normalized - (15 / 19 + 1)) < 1e-12 && b.normalized === 1 && c.normalized === 0);
  assert.equal(b.mean, 11);
  // B - A deal by deal: 2, 6, 0, -4: mean 1, SD sqrt(52/3), SE sqrt(52/3)/2 = 2.082.
  assert.equal(b.paired.games, 4);
  assert.equal(b.paired.mean, 1);
  assert.ok(Math.abs(b.paired.se - Math.sqrt(52 / 3) / 2) < 1e-12);
  assert.equal(a.paired, null, 'the reference has no difference from itself');
  assert.deepEqual([c.paired.games, c.paired.mean], [1, -10]);
  assert.deepEqual(c.lost, [{ system: 'american', seed: '0', reason: 'no answer to card 1 within the 1.000 s left' }]);
});

test('the grade sheet is the leaderboard\'s rows with the files, the players\' names and the key', () => {
  const rows = leaderboard(results, ['A', 'B', 'C', 'D'], ['american', 'british'], 'A', statuses);
  const origins = new Map([['A', { file: '', name: '' }], ['B', { file: 'b, final.js', name: 'Bee "2"' }], ['C', { file: 'c.py', name: 'Cee' }], ['D', { file: 'd.js', name: '' }]]);
  const lines = gradeSheet(rows, origins, 'A', 'ab'.repeat(32)).trim().split('\n');
  assert.deepEqual(lines, [
    'rank,student,file,name,games,mean,se,normalized,reference,vs_reference,vs_reference_se,lost_games,status,key',
    `1,A,,,4,10.000,3.559,1.789,A,,,0,played,${'ab'.repeat(32)}`,
    `2,B,"b, final.js","Bee ""2""",4,11.000,5.447,1.000,A,1.000,2.082,0,played,${'ab'.repeat(32)}`,
    `3,C,c.py,Cee,1,0.000,0.000,0.000,A,-10.000,0.000,1,withdrawn: lost 3 games in a row,${'ab'.repeat(32)}`,
    `,D,d.js,,0,,,,A,,,0,not loaded: SyntaxError,${'ab'.repeat(32)}`,
  ]);
});
