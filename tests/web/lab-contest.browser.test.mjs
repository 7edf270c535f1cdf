// The lab's contest is the teacher's (web/src/lab/lab-controller.ts, class/):
// a student's attacks on a class run, each with its control.
// - A link with a key the student chose, whose deals the student computed:
//   the run on it is called a replay (the page, the leaderboard, the grade
//   sheet), and there the spy that knows its deals ranks first (the control:
//   a replay does deal those cards); Run again draws a new key, on which the
//   same spy plays the starter's very games.
// - A student's crafted export that claims another student's file and sets
//   the class's clock to 300/300: dropped, it brings its code and name only
//   (its class part refused whole); a malformed one changes nothing; only
//   "Load a class's export…" sets the clock and tournament, saying what it
//   changes (the control: the teacher's own class export does set them).
// - One verdict: a syntax error is not loaded and loses every game, ranked;
//   an error in game 3 loses that game alone and the student plays on; an
//   error in every game, or an endless loop, withdraws it after 3 in a row.
// Few games and short clocks: the class's runs cost seconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { ROOT } from './support/engines.mjs';
import { PENALTY_SYSTEM, STARTER_JS, mineLog, openLab, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const TWIN = 'greedy:eval=points,ties=first'; // the starter's games, built in: the reference
const GAMES = 3;
const STARTER = STARTER_JS.replace('run(new PointsNowPlayer());', '');
const SPY = readFileSync(path.join(ROOT, 'tests/web/support/key-spy.js'), 'utf8');
const spy = (known) => `${STARTER}\nconst KNOWN = ${JSON.stringify(known)};\n${SPY}`;
// The key the student chose, and the link it sends the teacher.
const KEY = '5eed'.repeat(16);
const LINK = `lab.html?player=${encodeURIComponent(TWIN)}&system=american&games=${GAMES}&seed=0&key=${KEY}`;

const file = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

// The leaderboard: player -> {rank, games, mean, paired, lost, status}.
const leaderboard = (page) => page.locator('#lab-leaderboard tr[data-player]').evaluateAll((rows) => Object.fromEntries(rows.map((r) => {
  const cell = (c) => r.querySelector(`.${c}`).textContent;
  return [r.dataset.player, { rank: cell('rank'), games: cell('games'), mean: cell('mean'), paired: cell('paired'),
    lost: r.querySelector('.lost summary')?.textContent ?? cell('lost'), status: cell('state'),
    reasons: [...r.querySelectorAll('.lost li')].map((li) => li.textContent) }];
})));
const meanOf = (row) => Number(row.mean.split(' ')[0]);

async function download(page, button) {
  const [got] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return readFileSync(await got.path(), 'utf8');
}

// The grade sheet's key column (its last, never quoted): the values it holds.
const keyColumn = (csv) => {
  const [head, ...rows] = csv.trim().split('\n');
  assert.match(head, /,key$/);
  return [...new Set(rows.map((r) => r.slice(r.lastIndexOf(',') + 1)))];
};

async function runToEnd(page) {
  await page.click('#lab-run');
  await page.waitForSelector('body[data-lab-done]', { timeout: 300000 });
}

// The class's files, chosen as a teacher does, and its clock.
async function setClass(page, files, { prep = 10, clock = 5 } = {}) {
  await page.click('#lab-class-panel > summary');
  await page.setInputFiles('#lab-class-files', files);
  await page.waitForFunction((n) => new RegExp(`\\(${n} in the class\\)`).test(document.getElementById('lab-class-status').textContent), files.length);
  await page.fill('#lab-class-prep', String(prep));
  await page.fill('#lab-class-clock', String(clock));
}

test('a key from a link only replays, said so everywhere; Run again draws a new key, on which the spy that knew the link\'s deals gains nothing', async (t) => {
  // The student, at home: a run on its own key's link logs the deals.
  const student = await suite.context(t, { viewport: { width: 1200, height: 1000 } });
  await openLab(student.page, `${suite.isolated.url}${LINK}`);
  await typeCode(student.page, spy([]));
  await runToEnd(student.page);
  const known = [...(await mineLog(student.page)).matchAll(/^deal ([\d,]+)$/gm)].map((m) => m[1].split(',').map(Number));
  assert.equal(known.length, GAMES, 'the deals of the key, game by game');

  // The teacher opens the student's link and runs the class there.
  const { page, errors } = await suite.context(t, { viewport: { width: 1300, height: 1400 }, acceptDownloads: true });
  await openLab(page, `${suite.isolated.url}${LINK}`);
  assert.equal(await page.locator('#status').textContent(), `Tournament from the link, a replay of the run with key ${KEY}: press Run to replay it.`);
  assert.equal(await page.locator('#lab-deals').textContent(), `Run replays the run with key ${KEY} (from the link): whoever has that key can know every card.`);
  assert.equal(await page.locator('#lab-new-key').isVisible(), true);
  await setClass(page, [file('spy.js', spy(known)), file('ada.js', STARTER_JS)]);
  await runToEnd(page);
  // The control: a replay deals the very cards the spy computed, and it ranks first.
  const replay = await leaderboard(page);
  assert.equal(replay.spy.rank, '1');
  assert.ok(meanOf(replay.spy) > meanOf(replay[TWIN]) + 20, `on the link's key: ${replay.spy.mean} against ${replay[TWIN].mean}`);
  assert.equal(replay.ada.paired, `+0.00 ± 0.00 (${GAMES})`);
  // ... and the page, the leaderboard and the grade sheet call the run a replay, never sealed.
  const said = [await page.locator('#lab-deals').textContent(), await page.locator('#lab-leaderboard-deals').textContent()];
  assert.deepEqual(said, [
    `Replay of the run with key ${KEY}: whoever has that key can know every card. Run again draws a new key.`,
    `Replay of the run with key ${KEY}: whoever has that key can know every card.`,
  ]);
  assert.deepEqual(keyColumn(await download(page, '#lab-grades')), [`replay of the run with key ${KEY}`]);
  assert.match(await download(page, '#lab-csv'), new RegExp(`^# deals: replay of the run with key ${KEY} `, 'm'));

  // Run again: a key of the page's own, on which the spy knows nothing and plays the starter's games.
  await runToEnd(page);
  const fresh = new URL(page.url()).searchParams.get('key');
  assert.match(fresh ?? '', /^[0-9a-f]{64}$/);
  assert.notEqual(fresh, KEY, 'Run again draws a new key');
  assert.equal(await page.locator('#lab-deals').textContent(), `Sealed deals of key ${fresh}: the link replays them. Run again draws a new key.`);
  assert.equal(await page.locator('#lab-leaderboard-deals').textContent(), `Sealed deals of key ${fresh}, drawn for this run.`);
  const sealed = await leaderboard(page);
  assert.equal(sealed.spy.paired, `+0.00 ± 0.00 (${GAMES})`, 'the spy gains nothing on a fresh key');
  assert.deepEqual(keyColumn(await download(page, '#lab-grades')), [fresh]);
  t.diagnostic(`the spy on the link's key: ${replay.spy.mean} against ${replay[TWIN].mean}; on a fresh key: ${sealed.spy.mean} against ${sealed[TWIN].mean}`);
  assert.deepEqual(errors, []);
  assert.deepEqual(student.errors, []);
});

test('a student\'s export brings its code and name only; only the teacher\'s class export sets the class\'s rules, saying what it changes', async (t) => {
  // The teacher's own class run (one student, one game, a 7/4 clock), and its export.
  const teacher = await suite.context(t, { viewport: { width: 1300, height: 1200 }, acceptDownloads: true });
  await openLab(teacher.page, `${suite.isolated.url}lab.html?player=${encodeURIComponent(TWIN)}&system=american&games=1`);
  await setClass(teacher.page, [file('ada.js', STARTER_JS)], { prep: 7, clock: 4 });
  await runToEnd(teacher.page);
  const own = await download(teacher.page, '#lab-json');
  const ownKey = new URL(teacher.page.url()).searchParams.get('key');

  const { page, errors } = await suite.context(t, { viewport: { width: 1300, height: 1200 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await page.click('#lab-class-panel > summary');
  const clock = () => Promise.all([page.inputValue('#lab-class-prep'), page.inputValue('#lab-class-clock')]);
  const roster = () => page.locator('#lab-class-roster tr[data-student]').evaluateAll((rows) => rows.map((r) => [r.dataset.student, r.children[1].textContent]));
  const status = () => page.locator('#lab-class-status').textContent();
  const mallory = { name: 'Mallory', file: 'alice.js', language: 'javascript', code: STARTER_JS, prepSeconds: 300, gameSeconds: 300 };
  const craftedClass = { yours: mallory, class: { prepSeconds: 300, gameSeconds: 300, players: [{ ...mallory, name: 'alice' }] },
    rerun: `https://elsewhere.example/lab.html?system=american&games=1&key=${KEY}` };

  // A class part in a student's export is refused whole, dropped or chosen.
  await page.setInputFiles('#lab-class-files', [file('mallory.json', JSON.stringify(craftedClass))]);
  await page.waitForFunction(() => /Not added/.test(document.getElementById('lab-class-status').textContent));
  assert.equal(await status(), 'No player added. Not added: mallory.json: a class run\'s export: it sets the class\'s clock and rules, so only "Load a class\'s export…" takes it.');
  // A student's export alone: its code and name, under its own file name; the clock stays.
  await page.setInputFiles('#lab-class-files', [file('mallory-run.json', JSON.stringify({ yours: mallory }))]);
  await page.waitForFunction(() => /1 in the class/.test(document.getElementById('lab-class-status').textContent));
  assert.deepEqual(await roster(), [['Mallory', 'mallory-run.json']]);
  assert.deepEqual(await clock(), ['10', '30']);
  // A malformed one is named with why, and changes nothing.
  await page.setInputFiles('#lab-class-files', [file('bad.json', JSON.stringify({ yours: { ...mallory, code: 42 } }))]);
  await page.waitForFunction(() => /bad\.json/.test(document.getElementById('lab-class-status').textContent));
  assert.equal(await status(), 'No player added. Not added: bad.json: its player: it has no code.');
  const loadClass = async (name, text) => {
    const before = await status();
    await page.setInputFiles('#lab-class-export-file', [{ name, mimeType: 'application/json', buffer: Buffer.from(text) }]);
    await page.waitForFunction((was) => document.getElementById('lab-class-status').textContent !== was, before);
    return status();
  };
  assert.equal(await loadClass('bad-class.json', JSON.stringify({ ...craftedClass, class: { ...craftedClass.class, prepSeconds: 301 } })),
    'bad-class.json was not loaded: its preparation and game clock must be whole numbers of seconds from 1 to 300. Nothing changed.');
  assert.deepEqual([await roster(), await clock()], [[['Mallory', 'mallory-run.json']], ['10', '30']]);
  assert.equal(await page.locator('#lab-deals').textContent(), '');

  // The control: the teacher's own class export, loaded as the class's, sets its class, clock and tournament, and says so.
  assert.match(await loadClass('class.json', own), new RegExp(`^class\\.json is the class's: 1 student in place of the 1 listed; preparation 10 s → 7 s; ` +
    `game clock 30 s → 4 s; players .* → ${TWIN}; systems american british random:1 → american; games 10 → 1\\. Run replays its run, with key ${ownKey}\\.$`));
  assert.deepEqual([await roster(), await clock()], [[['ada', 'ada.js']], ['7', '4']]);
  assert.equal(await page.inputValue('#lab-games'), '1');
  assert.equal(await page.locator('#lab-deals').textContent(), `Run replays the run with key ${ownKey} (from class.json): whoever has that key can know every card.`);
  // A student's crafted class export loaded there all the same: every change it makes is said.
  assert.match(await loadClass('mallory.json', JSON.stringify(craftedClass)),
    new RegExp(`^mallory\\.json is the class's: 1 student in place of the 1 listed; preparation 7 s → 300 s; game clock 4 s → 300 s; players ${TWIN} → none\\. Run replays its run, with key ${KEY}\\.$`));
  assert.deepEqual(await roster(), [['alice', 'alice.js']]);
  // A change of the tournament, or "New deals instead", drops the replay: the run draws its own key.
  await page.click('#lab-new-key');
  assert.equal(await page.locator('#lab-deals').textContent(), '');
  assert.equal(await page.locator('#lab-new-key').isVisible(), false);
  assert.deepEqual(errors, []);
  assert.deepEqual(teacher.errors, []);
});

// The first empty cell, but `fail` on card `card` of the games that `when` (its own count of games, from 1).
const failing = ({ name, when, card, fail }) => STARTER.replace('init() {', 'init() {\n    this.games = (this.games ?? 0) + 1;')
  .replace('getPlay(card, millisRemaining) {', `getPlay(card, millisRemaining) {\n    if (${when} && pps.emptyCells(this.grid).length === ${26 - card}) { ${fail} }`)
  + `\nrun(new (class extends PointsNowPlayer { getName() { return '${name}'; } })());\n`;

test('one verdict: not loaded loses every game, ranked; an error loses its game alone; 3 lost in a row withdraw', async (t) => {
  const { page, errors } = await suite.context(t, { viewport: { width: 1300, height: 1200 }, acceptDownloads: true });
  const games = 4;
  await openLab(page, `${suite.isolated.url}lab.html?player=${encodeURIComponent(TWIN)}&system=${encodeURIComponent(PENALTY_SYSTEM)}&games=${games}`);
  const crash3 = failing({ name: 'Crash in game 3', when: 'this.games === 3', card: 5, fail: 'throw new Error("crash in game 3");' });
  await setClass(page, [
    file('syntax.js', 'class Broken {\n  getPlay(card {\n}\n'),
    file('crash3.js', crash3),
    file('crashy.js', failing({ name: 'Crashy', when: 'true', card: 2, fail: 'throw new Error("boom");' })),
    file('loop.js', failing({ name: 'Loop', when: 'true', card: 2, fail: 'for (;;) {}' })),
  ], { prep: 5, clock: 2 });
  await runToEnd(page);
  const board = await leaderboard(page);
  for (const student of ['syntax', 'crash3', 'crashy', 'loop']) assert.equal(board[student].games, String(games), student);
  // Not loaded: the error's first line and its line; every game lost, unplayed; ranked like everyone.
  assert.match(board.syntax.status, /^not loaded: SyntaxError: .+ \(line 2\)$/);
  assert.equal(board.syntax.lost, String(games));
  assert.match(board.syntax.rank, /^\d+$/);
  assert.match(board.syntax.reasons[0], /^.+, seed 0: not played: not loaded, SyntaxError: .+ \(line 2\)$/);
  // An error in game 3 loses that game; a fresh copy plays game 4, counted on.
  const line = crash3.split('\n').findIndex((l) => l.includes('crash in game 3')) + 1;
  assert.equal(board.crash3.status, 'played');
  assert.deepEqual(board.crash3.reasons, [`${PENALTY_SYSTEM}, seed 2: error in getPlay of card 5 (${board.crash3.reasons[0]?.match(/card 5 \((..)\)/)?.[1]}): Error: crash in game 3 (line ${line})`]);
  const json = JSON.parse(await download(page, '#lab-json'));
  const scores = (player) => json.results.filter((r) => r.player === player).map((r) => r.score);
  const twin = scores(TWIN);
  assert.deepEqual(scores('crash3'), [twin[0], twin[1], -10, twin[3]], 'its other games are the starter\'s');
  // An error in every game, or an endless loop: 3 lost in a row withdraw it; its fourth is lost unplayed.
  assert.match(board.crashy.status, /^withdrawn: lost 3 games in a row \(the last: error in getPlay of card 2 \(..\): Error: boom \(line \d+\)\)$/);
  assert.match(board.crashy.reasons[3], /^.+, seed 3: not played: withdrawn, lost 3 games in a row \(the last: error in getPlay of card 2/);
  assert.match(board.loop.status, /^withdrawn: lost 3 games in a row \(the last: no answer to card 2 \(..\) within the [\d.]+ s left\)$/);
  assert.match(board.loop.reasons[3], /^.+, seed 3: not played: withdrawn, lost 3 games in a row/);
  assert.deepEqual(json.class.players.map((p) => p.status), [board.syntax.status, 'played', board.crashy.status, board.loop.status]);
  assert.deepEqual(errors, []);
});
