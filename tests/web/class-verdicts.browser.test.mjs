// One verdict: the same class of Python programs, run in the lab's Class
// panel (Pyodide, in its sandbox) and by `pps tournament --players-from`
// (CPython, in bubblewrap), on the sealed deals of the same key with the
// same clocks, gets the same grade sheet: for every student the same games,
// lost games, mean and status (not loaded with the error's line, withdrawn
// after 3 lost games in a row and why), the times in the reasons aside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { ROOT, pps } from './support/engines.mjs';
import { openLab, runWatching } from './support/lab-player.mjs';
import { download, file, parseCsv, setClass } from './support/lab-class.mjs';

const suite = appSuite();
const GAMES = 3;
const CLOCK = 3; // seconds a game: the endless loop costs 3 of them in each
const REFERENCE = 'greedy:eval=points,ties=first';

// The command line's client (clients/python/pps_player.py), which the lab
// also takes: a player that puts each card in the k-th empty cell, or runs
// `fail` on the second card of every game.
const kth = (k, fail = '') => `from pps_player import SIZE, run


class Kth:
    def set_point_system(self, system, millis):
        pass

    def init(self):
        self.grid = [[None] * SIZE for _ in range(SIZE)]

    def get_play(self, card, millis_remaining):
        empty = [(r, c) for r in range(SIZE) for c in range(SIZE) if self.grid[r][c] is None]
        if len(empty) == 24:
            ${fail || 'pass'}
        r, c = empty[${k} % len(empty)]
        self.grid[r][c] = card
        return r, c

    def get_name(self):
        return "Cell ${k}"


run(Kth())
`;

const CLASS = [
  file('greedy_player.py', readFileSync(path.join(ROOT, 'clients/python/greedy_player.py'), 'utf8')),
  file('cell3.py', kth(3)),
  file('cell7.py', kth(7)),
  file('syntax.py', 'def broken(:\n    pass\n'),
  file('crash.py', kth(0, "raise RuntimeError('boom')")),
  file('bad.py', kth(0, 'return 9, 9')),
  file('loop.py', kth(0, 'while True: pass')),
];

// What a lost game's reason must say alike in both: the card, and the cause.
// Their words differ where the channel does: pps reads a protocol line
// ("answered 'play 9 9' to card 2 (4D)") and a process's exit ("during card 2
// (4D), closed its standard output (it exited with status 1): RuntimeError:
// boom (line 14)"), the lab a call's value ("returned [9, 9]") and its
// exception ("error in getPlay of card 2 (4D): RuntimeError: boom (line 14)").
function gist(reason) {
  const card = reason.match(/card \d+ \(..\)/)?.[0] ?? 'no card';
  const error = reason.match(/\w+Error: [^()]*\(line \d+\)/)?.[0];
  const cause = error ?? (/^no answer to card/.test(reason) ? 'no answer in time'
    : /row and column must be 0 to 4/.test(reason) ? 'off the grid' : reason);
  return `${card}: ${cause}`;
}

// A row as both must give it: the status's words up to the last lost game's
// reason, and that reason's gist.
const verdict = (row) => {
  const [status, reason] = row.status.split(/ \(the last: (.*)\)$/);
  return { games: row.games, lost: row.lost_games, mean: Number(row.mean).toFixed(2), status, ...(reason ? { reason: gist(reason) } : {}) };
};

test('the same Python class gets the same grade sheet in the lab and from pps, on the same key', async (t) => {
  const { page, errors } = await suite.context(t, { viewport: { width: 1300, height: 1400 }, acceptDownloads: true });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await page.click('#lab-class-panel > summary');
  await page.setInputFiles('#lab-class-files', CLASS);
  await page.waitForFunction((n) => new RegExp(`${n} in the class`).test(document.getElementById('lab-class-status').textContent), CLASS.length);
  await setClass(page, { reference: REFERENCE, games: GAMES, clock: CLOCK });
  await runWatching(page, { timeout: 600000, slowMs: 1000 });
  const key = new URL(page.url()).searchParams.get('key');
  assert.match(key ?? '', /^[0-9a-f]{64}$/);
  const lab = parseCsv(await download(page, '#lab-grades'));

  const dir = mkdtempSync(path.join(tmpdir(), 'pps-class-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = path.join(dir, 'class');
  const keyFile = path.join(dir, 'run.key');
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  mkdirSync(folder);
  for (const f of CLASS) writeFileSync(path.join(folder, f.name), f.buffer);
  const grades = path.join(dir, 'grades.csv');
  pps('tournament', '--players-from', folder, '--players', REFERENCE, '--systems', 'american', '--games', String(GAMES),
    '--key-file', keyFile, '--prep', '10', '--game-time', String(CLOCK), '--grades', grades);
  const native = parseCsv(readFileSync(grades, 'utf8'));

  const students = CLASS.map((f) => f.name.replace(/\.py$/, ''));
  const byStudent = (sheet) => Object.fromEntries(sheet.filter((r) => students.includes(r.student)).map((r) => [r.student, verdict(r)]));
  const inLab = byStudent(lab);
  assert.deepEqual(Object.keys(inLab).sort(), [...students].sort(), 'the lab graded every student');
  assert.deepEqual(byStudent(native), inLab);
  // The sheets say something: the broken programs' verdicts, the rest played.
  assert.match(inLab.syntax.status, /^not loaded: SyntaxError: .*\(line 1\)$/);
  for (const failed of ['crash', 'bad', 'loop']) {
    assert.equal(inLab[failed].status, 'withdrawn: lost 3 games in a row', failed);
    assert.equal(inLab[failed].lost, String(GAMES), failed);
  }
  assert.match(inLab.crash.reason, /^card 2 \(..\): RuntimeError: boom \(line 14\)$/);
  assert.match(inLab.bad.reason, /^card 2 \(..\): off the grid$/);
  assert.match(inLab.loop.reason, /^card 2 \(..\): no answer in time$/);
  for (const played of ['greedy_player', 'cell3', 'cell7']) assert.equal(inLab[played].status, 'played', played);
  // The sample greedy player plays the reference's games, in both.
  const reference = (sheet) => Number(sheet.find((r) => r.student === REFERENCE || r.name === REFERENCE)?.mean).toFixed(2);
  assert.equal(inLab.greedy_player.mean, reference(lab));
  assert.equal(reference(native), reference(lab));
  assert.deepEqual(errors, []);
});
