// The class's pure parts (web/src/lab/class/): which files give players and
// why the others give none, the roster's unique names, the leaderboard's
// ranks and paired differences over every system's deals, and the grade
// sheet's rows, checked against numbers worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { readPlayers, uniqueName } = await importTs('web/src/lab/class/class-files.ts');
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
    { problem: 'a player in it has no code or no language' });
  // A student's run is named as its player named itself; a class's students keep their names and files.
  assert.deepEqual(readPlayers('pps-lab (3).json', JSON.stringify({ yours: { name: 'yours: Mine\n', language: 'python', code: 'run(x)' } })).players,
    [{ name: 'yours: Mine', file: 'pps-lab (3).json', language: 'python', code: 'run(x)' }]);
  const klass = { class: { players: [{ name: 'ada', file: 'ada.js', language: 'javascript', code: 'a' }, { name: 'bo', file: 'bo.py', language: 'python', code: 'b' }] } };
  assert.deepEqual(readPlayers('class.json', JSON.stringify(klass)).players.map((p) => [p.name, p.file]), [['ada', 'ada.js'], ['bo', 'bo.py']]);
  // A class run's export brings its clock (a bad one is left out).
  assert.deepEqual(readPlayers('class.json', JSON.stringify({ class: { ...klass.class, prepSeconds: 5, gameSeconds: 2 } })).clock, { prepSeconds: 5, gameSeconds: 2 });
  assert.equal(readPlayers('class.json', JSON.stringify({ class: { ...klass.class, prepSeconds: 5, gameSeconds: 0.5 } })).clock, undefined);
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
