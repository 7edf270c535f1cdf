// "Your player" in the lab (web/src/lab/player/): a player typed into the
// editor plays a tournament beside the built-in players on the same deals
// (20 games against greedy and champion on a plain static host),
// with everything the lab shows (table, paired comparison, histograms,
// exports); the JavaScript starter plays exactly the games of its built-in
// twin; an error in the code (also one thrown later by a timer or a
// promise) shows its message, line and call, and the tournament goes on
// without that player; the editor loads when the panel is opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { appSuite } from './support/app-suite.mjs';
import { screenshot } from './support/browser.mjs';
import { STARTER_JS, mineLog, mineStatus, openLab, openPanel, runWatching, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();

async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return readFileSync(await file.path(), 'utf8');
}

const STARTER = 'yours: Points-now starter (JavaScript)';
const ESCAPED = STARTER.replace(/[()]/g, '\\$&'); // in a RegExp

test('the editor loads when the player panel is opened, not before', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  const editorChunks = () => suite.isolated.log.filter((e) => /\/code-editor-[\w-]+\.js$/.test(e.path)).length;
  const before = editorChunks();
  await openLab(page, `${suite.isolated.url}lab.html`);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#lab-code .cm-editor').count(), 0, 'no editor before the panel opens');
  assert.equal(editorChunks(), before, 'nor its code');
  assert.equal(await page.locator('#lab-mine > details').evaluate((d) => d.open), false, 'the panel opens closed');
  await openPanel(page);
  assert.equal(editorChunks(), before + 1, 'the editor, once the panel opens');
  assert.deepEqual(errors, []);
});

test('the JavaScript starter plays exactly the games of greedy:eval=points,ties=first', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await openPanel(page);
  assert.equal(await page.locator('#lab-code .cm-content').textContent(), STARTER_JS.replace(/\n/g, ''), 'the editor opens with the starter');
  await setTournament(page, { players: ['greedy:eval=points,ties=first'], systems: ['american', 'british'], games: 6, seed: '40' });
  await page.check('#lab-mine-on');
  await runWatching(page);
  const cells = await tableCells(page);
  assert.match(cells[STARTER]?.[0] ?? 'missing', /\(6\)$/);
  assert.deepEqual(cells[STARTER], cells['greedy:eval=points,ties=first']);
  const json = JSON.parse(await download(page, '#lab-json'));
  const of = (player) => json.results.filter((r) => r.player === player).map((r) => [r.system, r.seed, r.score]);
  assert.equal(of(STARTER).length, 12);
  assert.deepEqual(of(STARTER), of('greedy:eval=points,ties=first'), 'game by game');
  assert.deepEqual(json.yours, { name: STARTER, language: 'javascript', code: STARTER_JS, prepSeconds: 10, gameSeconds: 30 }, 'the JSON carries the code');
  assert.deepEqual(errors, []);
});

// A Monte Carlo player on the helpers: 100 random games after each cell.
const MONTE_CARLO = `class MonteCarlo {
  setPointSystem(system, millis) { this.system = system; }
  init() { this.grid = [0, 1, 2, 3, 4].map(() => [null, null, null, null, null]); }
  getPlay(card, millisRemaining) {
    const values = pps.rateCells(this.grid, card, { games: 100 });
    let best = null;
    for (const [row, col] of pps.emptyCells(this.grid))
      if (!best || values[row][col] > values[best[0]][best[1]]) best = [row, col];
    this.grid[best[0]][best[1]] = card;
    return best;
  }
  getName() { return 'Monte Carlo'; }
}
run(new MonteCarlo());
`;

test('a player typed into the lab plays 20 games against greedy and champion, with the paired comparison', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 1400 }, acceptDownloads: true });
  await openLab(page, `${suite.plain.url}lab.html`); // a plain static host: no COOP/COEP headers
  await setTournament(page, { players: ['greedy', 'champion'], systems: ['american'], games: 20, sims: 50 });
  await page.fill('#lab-learn', '1000');
  await typeCode(page, MONTE_CARLO);
  assert.ok(await page.isChecked('#lab-mine-on'), 'typing a player puts it in the tournament');
  await runWatching(page, { timeout: 600000 });
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), '60');
  const cells = await tableCells(page);
  assert.deepEqual(Object.keys(cells), ['greedy', 'champion', 'yours: Monte Carlo']);
  assert.match(cells['yours: Monte Carlo'][0], /^\d+\.\d\d ± \d+\.\d\d \(20\)$/);
  assert.equal(await mineStatus(page), 'yours: Monte Carlo played 20 games.');
  // The paired comparison: the player against champion, deal by deal.
  await page.selectOption('#lab-a', 'yours: Monte Carlo');
  await page.selectOption('#lab-b', 'champion');
  const row = page.locator('#lab-paired tr[data-system="american"]');
  assert.match(await row.locator('.diff').textContent(), /^[+-]\d+\.\d\d ± \d+\.\d\d$/);
  assert.equal(await row.locator('.n').textContent(), '20');
  assert.match(await row.locator('.verdict').textContent(), /^(champion better|yours: Monte Carlo better|not significant)$/);
  // A histogram with the player, and exports with its games.
  assert.equal(await page.locator('#lab-charts svg .legend-entry[data-player="yours: Monte Carlo"]').count(), 1);
  const csv = await download(page, '#lab-csv');
  assert.equal(csv.split('\n').filter((l) => l.startsWith('yours: Monte Carlo,american,')).length, 20);
  assert.match(csv, /^# players: greedy ; champion ; yours: Monte Carlo$/m);
  assert.match(csv, /^# your player: yours: Monte Carlo \(javascript, 10 s to prepare, 30 s a game; its code is in the JSON export\)$/m);
  assert.deepEqual(errors, []);
  await screenshot(page, 'lab-player');
});

test('a syntax error shows the parser\'s message and line, and the tournament goes on without the player', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await setTournament(page, { players: ['greedy'], systems: ['american'], games: 2 });
  await typeCode(page, 'class Broken {\n  getPlay(card) {\n    return [0, 0;\n  }\n}\nrun(new Broken());\n');
  await runWatching(page);
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), '2');
  assert.deepEqual(Object.keys(await tableCells(page)), ['greedy']);
  assert.equal(await mineStatus(page), 'Your player did not load: SyntaxError: Unexpected token \';\' (line 3). The tournament goes on without it.');
  assert.equal(await page.locator('#lab-mine').getAttribute('data-mine-state'), 'failed');
  // One the editor's own parser takes: the browser's line all the same.
  await typeCode(page, 'let best = 1;\nconst rows = 5;\nlet best = 2;\n');
  await runWatching(page);
  assert.equal(await mineStatus(page), 'Your player did not load: SyntaxError: Identifier \'best\' has already been declared (line 3). The tournament goes on without it.');
  assert.equal(await page.locator('#lab-code .cm-activeLine').textContent(), 'let best = 2;');
  assert.deepEqual(errors, []);
});

test('an exception in getPlay loses that game alone, with its message and line; the player starts afresh and plays on', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await setTournament(page, { players: ['greedy'], systems: ['american'], games: 3 });
  const code = STARTER_JS
    .replace('init() {', 'init() {\n    this.games = (this.games ?? 0) + 1;')
    .replace('getPlay(card, millisRemaining) {', 'getPlay(card, millisRemaining) {\n    if (this.games === 2) this.grid.oops.here = 1;');
  const line = code.split('\n').findIndex((l) => l.includes('oops')) + 1;
  await typeCode(page, code);
  await runWatching(page);
  const status = await mineStatus(page);
  assert.match(status, new RegExp(`^${ESCAPED} played 3 games\\. Its first error in getPlay of card 1 \\(..\\): TypeError: .*here.* \\(line ${line}\\)\\.$`));
  // The editor selects the line.
  assert.equal(await page.locator('#lab-code .cm-activeLine').textContent(), code.split('\n')[line - 1]);
  const cells = await tableCells(page);
  assert.match(cells.greedy[0], /\(3\)$/);
  // Its second game is lost (American's penalty: 0 points); the fresh copy plays its third as its first.
  assert.match(cells[STARTER][0], /\(3\)$/, 'every game counts');
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), '6');
  assert.match(await mineLog(page), new RegExp(`^american, seed 1: game lost \\(0 points\\): error in getPlay of card 1 \\(..\\): TypeError: .*here.* \\(line ${line}\\)\\.\\n$`));
  assert.deepEqual(errors, []);
});

test('an error thrown later by a timer or a promise is shown, with the call it came after and its line', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await setTournament(page, { players: ['greedy'], systems: ['american'], games: 2 });
  const timer = STARTER_JS.replace('getPlay(card, millisRemaining) {',
    'getPlay(card, millisRemaining) {\n    if (pps.emptyCells(this.grid).length === 23) setTimeout(() => { throw new Error(\'late boom\'); }, 0);');
  await typeCode(page, timer);
  await runWatching(page);
  const line = timer.split('\n').findIndex((l) => l.includes('late boom')) + 1;
  assert.match(await mineStatus(page), new RegExp(`^${ESCAPED} played 2 games\\. Its first error in a timer or event handler left by getPlay of card 3 \\(..\\): Error: late boom \\(line ${line}\\)\\.$`));
  assert.equal((await mineLog(page)).match(/game lost/g).length, 2, 'the next call of each game answers with the error: the game is lost');
  assert.deepEqual(Object.keys(await tableCells(page)), ['greedy', STARTER]);

  const promise = STARTER_JS.replace('init() {', 'init() {\n    Promise.reject(new RangeError(\'never caught\'));');
  await typeCode(page, promise);
  await runWatching(page);
  const promiseLine = promise.split('\n').findIndex((l) => l.includes('never caught')) + 1;
  assert.equal(await mineStatus(page), `${STARTER} played 2 games. Its first error in a promise left by init: RangeError: never caught (line ${promiseLine}).`);
  assert.deepEqual(errors, []);
});

test('a player whose init throws loses each game, scored, until 3 in a row withdraw it; counts say "1 game"', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openLab(page, `${suite.isolated.url}lab.html`);
  await setTournament(page, { players: ['greedy', 'random'], systems: ['american'], games: 4 });
  await typeCode(page, STARTER_JS.replace('init() {', 'init() {\n    return this.nothing.here;'));
  await runWatching(page);
  const cells = await tableCells(page);
  assert.deepEqual(Object.keys(cells), ['random', 'greedy', STARTER]);
  assert.deepEqual(cells[STARTER], ['0.00 ± 0.00 (3)'], 'three games lost (American\'s penalty: 0 points), the fourth not played');
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), '11');
  for (const menu of ['#lab-a', '#lab-b'])
    assert.deepEqual(await page.locator(`${menu} option`).allTextContents(), ['random', 'greedy', STARTER]);
  assert.match(await mineStatus(page), /^Your player lost 3 games in a row \(the last: error in init: TypeError: .* \(line 15\)\), so it is withdrawn: the tournament goes on without it\.$/);

  await typeCode(page, STARTER_JS);
  await setTournament(page, { players: ['greedy'], systems: ['american'], games: 1 });
  await runWatching(page);
  assert.equal(await mineStatus(page), `${STARTER} played 1 game.`);
  assert.equal(await page.locator('#status').textContent(), 'Done: 2 games played.');
  assert.deepEqual(errors, []);
});

// A player that places cards by a formula and checks the helpers as it
// goes: the cards still unseen, the empty cells, the system it was given;
// at the end it logs its own score of the grid (PointSystem.score, in
// JavaScript), which must be the referee's (the engine's) on every system.
const CHECKER = `class Checker {
  setPointSystem(system, millis) {
    if (pps.system !== system) throw new Error('pps.system is not the system');
    this.system = system;
  }
  init() { this.grid = [0, 1, 2, 3, 4].map(() => Array(5).fill(null)); this.n = 0; }
  getPlay(card, millisRemaining) {
    const unseen = pps.unseenCards(this.grid, card);
    if (unseen.length !== 51 - this.n || unseen.some((c) => c.id === card.id)) throw new Error('unseenCards is wrong');
    if (Card.parse(String(card)) !== card || pps.HANDS.length !== 10) throw new Error('Card is wrong');
    const [row, col] = pps.emptyCells(this.grid)[(card.id * 7) % (25 - this.n)];
    this.grid[row][col] = card;
    if (++this.n === 25) console.log('final ' + this.system.score(this.grid));
    return [row, col];
  }
  getName() { return 'Checker'; }
}
run(new Checker());
`;

test('the helpers agree with the engine: the player\'s own score of each grid is the referee\'s', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  await openLab(page, `${suite.isolated.url}lab.html`);
  const systems = ['american', 'british', 'random:1', 'single:flush', 'single:straight'];
  await setTournament(page, { players: ['random'], systems, games: 4, seed: '11' });
  await typeCode(page, CHECKER);
  await runWatching(page);
  const json = JSON.parse(await download(page, '#lab-json'));
  const referee = json.results.filter((r) => r.player === 'yours: Checker').map((r) => r.score);
  assert.equal(referee.length, 20);
  const own = (await mineLog(page)).split('\n').filter(Boolean).map((l) => Number(l.replace('final ', '')));
  assert.deepEqual(own, referee);
  assert.ok(new Set(referee).size > 5, 'grids of many scores');
  assert.deepEqual(errors, []);
});
