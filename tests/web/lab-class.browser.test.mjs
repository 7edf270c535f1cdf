// A class's tournament in the lab (web/src/lab/class/): 31 students' files,
// chosen and dropped (JavaScript, Python, a lab JSON export, and failing
// ones: a syntax error in each language, an endless loop, bad answers, an
// error thrown mid-game, a memory bomb; and two files that are no player),
// play after a built-in player on the sealed deals of one key, one student
// after another, each in a sandbox of its own. The page stays responsive;
// each failing file costs only its own games, loses every deal (those it
// did not play without playing them) and is listed with why; the
// leaderboard ranks the rest, with the paired difference from the built-in
// reference (0 for the students that play its very games); the grade sheet
// says what the leaderboard says; the class's JSON export, loaded as the
// class's on a new page, replays the run game for game, called a replay;
// and Stop stops it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { openPage } from './support/browser.mjs';
import { ROOT } from './support/engines.mjs';
import { STARTER_JS, openLab, runWatching } from './support/lab-player.mjs';
import { download, file, leaderboard, parseCsv, setClass } from './support/lab-class.mjs';

const suite = appSuite();
// PPS_CLASS_GAMES: more games a student, to measure a class run (README's figures).
const GAMES = Number(process.env.PPS_CLASS_GAMES ?? 3);
const TWIN = 'greedy:eval=points,ties=first'; // the starters' games, built in: the reference
const STARTER_PY = readFileSync(path.join(ROOT, 'web/src/lab/player/starter.py'), 'utf8');
const GREEDY_PY = readFileSync(path.join(ROOT, 'clients/python/greedy_player.py'), 'utf8');

// A player that puts each card in the k-th empty cell (mod their number): many distinct players.
const kth = (k) => `class Kth {
  setPointSystem(system, millis) {}
  init() { this.grid = [0, 1, 2, 3, 4].map(() => [null, null, null, null, null]); }
  getPlay(card, millis) {
    const empty = pps.emptyCells(this.grid);
    const [row, col] = empty[${k} % empty.length];
    this.grid[row][col] = card;
    return [row, col];
  }
  getName() { return 'Cell ${k}'; }
}
run(new Kth());
`;
// The first empty cell, but `fail` on card 2.
const failing = (fail) => kth(0).replace('const empty', `if (pps.emptyCells(this.grid).length === 24) { ${fail} }\n    const empty`);

const CHOSEN = [
  ...Array.from({ length: 20 }, (_, k) => file(`student${String(k + 1).padStart(2, '0')}.js`, kth(k + 1))),
  file('ada.js', STARTER_JS),
  file('syntax.js', 'class Broken {\n  getPlay(card {\n}\n'),
  file('loop.js', failing('for (;;) {}')),
  file('bad.js', failing('return [9, 9];')),
  file('crash.js', failing('throw new Error("boom");')),
  file('bomb.js', failing('this.hoard = new Uint8Array(2 ** 31);')),
  file('starter.py', STARTER_PY),
  file('greedy_player.py', GREEDY_PY),
  file('syntax.py', 'def broken(:\n    pass\n'),
  file('empty.js', '  \n'),
  file('notes.txt', 'not a player'),
];
const DROPPED = [
  file('ada.js', STARTER_JS), // the same file name again: "ada (2)"
  file('pps-lab.json', JSON.stringify({ yours: { name: 'yours: Exported (JavaScript)', language: 'javascript', code: kth(0).replace("'Cell 0'", "'Exported'") } })),
];
const STUDENTS = 31;

// Drops `files` on the page as a teacher drags them from a folder.
async function drop(page, files) {
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files.map((f) => ({ name: f.name, text: f.buffer.toString() })));
}

// What a replay must give again: everything but the times in the reasons.
const replayed = (rows) => rows.map(({ key, status, ...rest }) => ({ ...rest, status: status.replace(/[\d.]+ s/g, 'N s') }));

test('a class of 31 files plays on sealed deals with a leaderboard and a grade sheet, and its key replays it', async (t) => {
  const started = Date.now();
  const { context, page, errors } = await suite.context(t, { viewport: { width: 1300, height: 1400 }, acceptDownloads: true });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await page.click('#lab-class-panel > summary');
  await page.setInputFiles('#lab-class-files', CHOSEN);
  await page.waitForFunction(() => /in the class/.test(document.getElementById('lab-class-status').textContent));
  assert.match(await page.locator('#lab-class-status').textContent(),
    /^29 players added \(29 in the class\)\. Not added: empty\.js: the file is empty; notes\.txt: not a player: the lab takes \.js, \.py and its own JSON exports\.$/);
  await drop(page, DROPPED);
  await page.waitForFunction(() => /31 in the class/.test(document.getElementById('lab-class-status').textContent));
  const names = await page.locator('#lab-class-roster tr[data-student]').evaluateAll((rows) => rows.map((r) => r.dataset.student));
  assert.equal(names.length, STUDENTS);
  assert.ok(names.includes('ada') && names.includes('ada (2)') && names.includes('yours: Exported (JavaScript)'), names.join(', '));
  // A name is the teacher's to edit, and stays unique.
  const rename = page.locator('#lab-class-roster tr[data-student="student01"] input[type="text"]');
  await rename.fill('ada');
  await rename.dispatchEvent('change');
  assert.match(await page.locator('#lab-class-status').textContent(), /^Not renamed: another student is named ada\.$/);
  await rename.fill('Grace');
  await rename.dispatchEvent('change');
  await page.waitForSelector('#lab-class-roster tr[data-student="Grace"]');

  await setClass(page, { reference: TWIN, games: GAMES });
  const runStarted = Date.now();
  await runWatching(page, { timeout: 600000, slowMs: 1000 });
  const runSeconds = (Date.now() - runStarted) / 1000;
  const key = new URL(page.url()).searchParams.get('key');
  assert.match(key ?? '', /^[0-9a-f]{64}$/, 'a class plays sealed deals, their key in the URL after the run');
  const board = await leaderboard(page);
  assert.equal(Object.keys(board).length, STUDENTS + 1);
  const twins = ['ada', 'ada (2)', 'starter', 'greedy_player'];
  for (const twin of twins) {
    assert.equal(board[twin].games, String(GAMES), twin);
    assert.equal(board[twin].mean, board[TWIN].mean, `${twin} plays the reference's games (${board[twin].status}; ${board[twin].lost})`);
    assert.equal(board[twin].paired, `+0.00 ± 0.00 (${GAMES})`, twin);
    assert.equal(board[twin].rank, board[TWIN].rank, twin);
  }
  assert.equal(board[TWIN].paired, 'reference');
  assert.match(board.syntax.status, /^not loaded: SyntaxError: .* \(line 2\)$/);
  assert.match(board['syntax (2)'].status, /^not loaded: SyntaxError: .* \(line 1\)$/);
  assert.match(board.loop.status, /^withdrawn: lost 3 games in a row \(the last: no answer to card 2 \(..\) within the [\d.]+ s left\)$/);
  assert.match(board.bad.status, /^withdrawn: lost 3 games in a row \(the last: returned \[9, 9\]: row and column must be 0 to 4 for card 2 \(..\)\)$/);
  assert.match(board.crash.status, /^withdrawn: lost 3 games in a row \(the last: error in getPlay of card 2 \(..\): Error: boom \(line \d+\)\)$/);
  assert.match(board.bomb.status, /^withdrawn: lost 3 games in a row \(the last: error in getPlay of card 2 \(..\): RangeError: the lab's memory cap/);
  // Every student is scored on every deal: a failing one loses each game,
  // the games it did not play (withdrawn, or not loaded) without playing them.
  for (const failed of ['syntax', 'syntax (2)', 'loop', 'bad', 'crash', 'bomb']) {
    assert.equal(board[failed].games, String(GAMES), failed);
    assert.equal(board[failed].lost, String(GAMES), failed);
  }
  const reasons = (player) => page.locator(`#lab-leaderboard tr[data-player="${player}"] .lost li`).allTextContents();
  // An error loses its game alone: the student starts afresh for the next.
  assert.match((await reasons('crash'))[0], /^american, seed 0: error in getPlay of card 2 \(..\): Error: boom \(line \d+\)$/);
  assert.match((await reasons('crash'))[1], /^american, seed 1: error in getPlay of card 2 \(..\): Error: boom/);
  assert.match((await reasons('syntax'))[0], /^american, seed 0: not played: not loaded, SyntaxError: .* \(line 2\)$/);
  assert.match((await reasons('loop'))[0], /^american, seed 0: no answer to card 2 /);
  const played = Object.entries(board).filter(([, r]) => r.status === 'played');
  assert.equal(played.length, STUDENTS + 1 - 6);
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), String((STUDENTS + 1) * GAMES));

  // The grade sheet says what the leaderboard says, in its order, with the key.
  const sheet = parseCsv(await download(page, '#lab-grades'));
  assert.deepEqual(sheet.map((r) => r.student), Object.keys(board));
  for (const row of sheet) {
    const shown = board[row.student];
    assert.equal(row.rank, shown.rank, row.student);
    assert.equal(row.games, shown.games, row.student);
    assert.equal(row.lost_games, shown.lost, row.student);
    assert.equal(row.status, shown.status, row.student);
    assert.equal(row.key, key);
    assert.equal(row.reference, TWIN);
    if (shown.games !== '0') assert.equal(Number(row.mean).toFixed(2), shown.mean.split(' ± ')[0], row.student);
  }
  const ada = sheet.find((r) => r.student === 'ada');
  assert.deepEqual([ada.file, ada.name, ada.vs_reference, ada.vs_reference_se], ['ada.js', 'Points-now starter (JavaScript)', '0.000', '0.000']);
  assert.equal(sheet.find((r) => r.student === 'Grace').file, 'student01.js');
  assert.equal(sheet.find((r) => r.student === TWIN).file, '');

  // The class's JSON export carries every student's code; loaded as the
  // class's on a new page, it brings the class, its clock and tournament
  // and its key, which replays the run game for game, called a replay.
  const exported = await download(page, '#lab-json');
  assert.equal(JSON.parse(exported).class.players.length, STUDENTS);
  const replay = await openPage(t, context, { viewport: { width: 1300, height: 1400 } });
  await openLab(replay.page, `${suite.isolated.url}lab.html`);
  await replay.page.setInputFiles('#lab-class-export-file', [{ name: 'class.json', mimeType: 'application/json', buffer: Buffer.from(exported) }]);
  await replay.page.waitForFunction(() => /class's/.test(document.getElementById('lab-class-status').textContent));
  assert.match(await replay.page.locator('#lab-class-status').textContent(),
    new RegExp(`^class\\.json is the class's: ${STUDENTS} students; game clock 30 s → 3 s; players .* → ${TWIN}; systems american british random:1 → american; games 10 → ${GAMES}\\. Run replays its run, with key ${key}\\.$`));
  assert.deepEqual([await replay.page.inputValue('#lab-class-prep'), await replay.page.inputValue('#lab-class-clock')], ['10', '3'], 'the export\'s clock');
  assert.equal(await replay.page.locator('#lab-deals').textContent(), `Run replays the run with key ${key} (from class.json): whoever has that key can know every card.`);
  await replay.page.click('#lab-run');
  await replay.page.waitForSelector('body[data-lab-done]', { timeout: 600000 });
  assert.equal(new URL(replay.page.url()).searchParams.get('key'), key);
  assert.match(await replay.page.locator('#lab-leaderboard-deals').textContent(), new RegExp(`^Replay of the run with key ${key}: `));
  const again = parseCsv(await download(replay.page, '#lab-grades'));
  assert.deepEqual(replayed(again), replayed(sheet));
  for (const row of again) assert.equal(row.key, `replay of the run with key ${key}`);

  // Stop ends the run where it is: the students it did not reach are listed,
  // unranked. Run again draws a new key.
  await replay.page.click('#lab-run');
  await replay.page.waitForFunction((n) => Number(document.querySelector('#lab-progress').value) >= n, 2 * GAMES);
  await replay.page.click('#lab-stop');
  await replay.page.waitForSelector('body[data-lab-state="stopped"]', { timeout: 60000 });
  const stopped = await leaderboard(replay.page);
  for (const late of ['bomb', 'greedy_player']) assert.deepEqual([stopped[late].rank, stopped[late].games, stopped[late].status], ['–', '0', 'not played (stopped)']);
  assert.equal(stopped[TWIN].games, String(GAMES));
  const fresh = new URL(replay.page.url()).searchParams.get('key');
  assert.match(fresh ?? '', /^[0-9a-f]{64}$/);
  assert.notEqual(fresh, key, 'Run again draws a new key');
  assert.deepEqual(errors, []);
  assert.deepEqual(replay.errors, []);
  t.diagnostic(`${STUDENTS} students and the reference, ${GAMES} games each: the run in ${runSeconds.toFixed(0)} s, ` +
    `the whole test in ${((Date.now() - started) / 1000).toFixed(0)} s`);
});
