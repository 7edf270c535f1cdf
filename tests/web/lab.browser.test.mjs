// The AI lab in Chromium: a small tournament runs in the worker with progress,
// the table shows means ± standard error and the normalized score (summed over
// systems), one histogram per system, the paired difference of two chosen
// players matches a recomputation from the exported games, the exports carry
// the settings and the URL that reruns them, that URL fills the form (bad
// values named and replaced by defaults), and a stop leaves no stale progress.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { appSuite } from './support/app-suite.mjs';
import { screenshot } from './support/browser.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pps, ROOT } from './support/engines.mjs';

const suite = appSuite();

async function openLab(t, query = '') {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  await page.goto(`${suite.isolated.url}lab.html${query}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, errors };
}

async function choosePlayers(page, players) {
  for (const input of await page.locator('#lab-players input').all()) await input.setChecked(false);
  for (const p of players) await page.check(`#lab-players input[value="${p}"]`);
}

async function runToEnd(page) {
  await page.click('#lab-run');
  await page.waitForSelector('body[data-lab-done]', { timeout: 120000 });
}

async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return readFileSync(await file.path(), 'utf8');
}

// A − B over the seeds both played, as bench/paired.py: mean and sample SD / sqrt(n).
function recompute(results, a, b, system) {
  const of = (p) => new Map(results.filter((r) => r.player === p && r.system === system).map((r) => [r.seed, r.score]));
  const [sa, sb] = [of(a), of(b)];
  const d = [...sa.keys()].filter((s) => sb.has(s)).map((s) => sa.get(s) - sb.get(s));
  const mean = d.reduce((x, y) => x + y, 0) / d.length;
  const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / (d.length - 1));
  return { n: d.length, mean, se: sd / Math.sqrt(d.length) };
}

const SYSTEMS = ['american', 'single:flush'];

test('a small tournament: table, histograms, paired comparison and exports with settings', async (t) => {
  const { page, errors } = await openLab(t);
  await choosePlayers(page, ['random', 'greedy']);
  await page.fill('#lab-extra-player', 'greedy:eval=points');
  await page.fill('#lab-systems', SYSTEMS.join(' '));
  await page.fill('#lab-games', '4');
  await page.fill('#lab-seed', '21');
  await page.fill('#lab-sims', '50');
  await runToEnd(page);
  const players = ['random', 'greedy', 'greedy:eval=points'];
  const total = players.length * SYSTEMS.length * 4;
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), String(total));
  assert.equal(await page.evaluate(() => document.body.dataset.labState), 'done');
  assert.equal(await page.locator('#status').textContent(), `Done: ${total} games played.`);
  assert.equal(await page.locator('#lab-progress').evaluate((p) => p.value), total);
  assert.equal(await page.locator('#lab-table tr').count(), players.length + 1);
  assert.match(await page.locator('#lab-table').textContent(), /± \d+\.\d\d \(4\)/);
  // The normalized score is said to be summed, from 0 to the number of systems.
  assert.match(await page.locator('#lab-table caption').textContent(), /summed over the 2 systems, so it runs from 0 to 2/);

  // One histogram per system, every player in its legend, labelled axes, bars that count every game.
  assert.equal(await page.locator('#lab-charts svg').count(), SYSTEMS.length);
  for (const system of SYSTEMS) {
    const chart = page.locator(`#lab-charts svg[data-system="${system}"]`);
    assert.deepEqual(await chart.locator('.legend-entry').evaluateAll((g) => g.map((e) => e.dataset.player)), players);
    assert.match(await chart.locator('.x-label').textContent(), /^score/);
    assert.equal(await chart.locator('.y-label').textContent(), 'games');
    for (const p of players) {
      const counts = await chart.locator(`rect.bar[data-player="${p}"]`).evaluateAll((bars) => bars.map((b) => Number(b.dataset.count)));
      assert.equal(counts.reduce((a, b) => a + b, 0), 4, `${system}, ${p}`);
    }
    const colours = await chart.locator('.legend-entry rect').evaluateAll((r) => r.map((e) => e.getAttribute('fill')));
    assert.equal(new Set(colours).size, players.length);
  }
  await screenshot(page, 'lab-results');

  // The JSON export: settings, engine, date, rerun URL, and every game on the same seeds for every player
  // (key null: the contest's deals of the seeds, built-in players alone).
  const json = JSON.parse(await download(page, '#lab-json'));
  assert.deepEqual(json.settings, { players, systems: SYSTEMS, games: 4, seed: '21', strength: null, simulations: 50, learnGames: 20000, key: null });
  assert.ok(['st', 'mt'].includes(json.engine.flavour) && json.engine.poolSize >= 1);
  assert.ok(!Number.isNaN(Date.parse(json.date)));
  assert.equal(json.outcome, 'done');
  assert.equal(json.results.length, total);
  for (const system of SYSTEMS)
    for (const p of players)
      assert.deepEqual(json.results.filter((r) => r.player === p && r.system === system).map((r) => r.seed), ['21', '22', '23', '24']);
  const rerun = new URL(json.rerun);
  assert.deepEqual(rerun.searchParams.getAll('player'), players);
  assert.deepEqual(rerun.searchParams.getAll('system'), SYSTEMS);
  assert.equal(rerun.searchParams.get('seed'), '21');
  assert.equal(rerun.searchParams.get('sims'), '50');

  // The paired comparison shown matches A − B recomputed from the exported games.
  const check = async (a, b) => {
    await page.selectOption('#lab-a', a);
    await page.selectOption('#lab-b', b);
    for (const system of SYSTEMS) {
      const row = page.locator(`#lab-paired tr[data-system="${system}"]`);
      const d = recompute(json.results, a, b, system);
      assert.equal(await row.locator('.diff').textContent(), `${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(2)} ± ${d.se.toFixed(2)}`, `${a} − ${b}, ${system}`);
      assert.equal(await row.locator('.n').textContent(), String(d.n));
      const significant = d.se > 0 && Math.abs(d.mean) >= 2 * d.se;
      assert.equal(await row.locator('.verdict').textContent(), significant ? `${d.mean > 0 ? a : b} better` : 'not significant');
    }
  };
  await check('random', 'greedy');
  await check('greedy:eval=points', 'random');

  // The CSV export: the settings as '# ' lines, then every game.
  const csv = (await download(page, '#lab-csv')).trim().split('\n');
  const comments = csv.filter((l) => l.startsWith('# '));
  assert.ok(comments.some((l) => l === `# rerun: ${json.rerun}`));
  assert.ok(comments.some((l) => l === `# players: ${players.join(' ; ')}`));
  assert.ok(comments.some((l) => l === `# seed: 21 (game i uses seed 21 + i)`));
  assert.ok(comments.some((l) => /^# strength: custom \(50 simulations a move/.test(l)));
  assert.ok(comments.some((l) => /^# engine: (st|mt) build/.test(l)));
  assert.ok(comments.some((l) => l === `# date: ${json.date}`));
  const rows = csv.slice(comments.length);
  assert.equal(rows[0], 'player,system,seed,score,lost,accuracy');
  assert.equal(rows.length, 1 + total);
  assert.equal(rows[1], `random,american,21,${json.results[0].score},,`);

  // Bad input is refused with a message, not run.
  await page.fill('#lab-systems', 'nonsense');
  await page.click('#lab-run');
  await page.waitForFunction(() => document.body.dataset.labState === 'refused');
  assert.match(await page.locator('#status').textContent(), /Cannot run: .*unknown point system 'nonsense'/);
  assert.deepEqual(errors, []);
});

test('Review every game fills each player\'s accuracy beside its score, as pps review finds it', async (t) => {
  const { page, errors } = await openLab(t, '?player=random&player=greedy:eval=points&system=american&games=2&seed=40&sims=50');
  assert.equal(await page.locator('#lab-accuracy').isDisabled(), true, 'nothing to review before a run');
  await runToEnd(page);
  assert.deepEqual(await page.locator('[data-testid="lab-accuracy"]').allTextContents(), ['–', '–'], 'not reviewed yet');
  await page.click('#lab-accuracy');
  await page.waitForFunction(() => document.body.dataset.labState === 'done' && /Reviewed 4 games/.test(document.getElementById('status').textContent), null, { timeout: 120000 });
  const cells = await page.locator('[data-testid="lab-accuracy"]').allTextContents();
  for (const cell of cells) assert.match(cell, /^\d+\.\d ± \d+\.\d \(2\)$/);
  assert.equal(await page.locator('#lab-accuracy').isDisabled(), true, 'every game reviewed');
  // The JSON export carries each game's cells and accuracy; pps review gives the same accuracy.
  const json = JSON.parse(await download(page, '#lab-json'));
  const game = json.results.find((r) => r.player === 'random');
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-lab-review-'));
  const learned = path.join(dir, 'champion-american.bin');
  writeFileSync(learned, gunzipSync(readFileSync(path.join(ROOT, 'web/public/learned/champion-american-4000000.bin.gz'))));
  const moves = game.cells.map((c) => 'abcdefghijklmnopqrstuvwxy'[c]).join('');
  pps('review', '--player', 'champion', '--learned', learned, '--seed', game.seed, '--moves', moves, '--ai-game', 'off',
    '--explain', 'off', '--json', path.join(dir, 'r.json'));
  const native = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
  assert.ok(Math.abs(native.accuracy - game.accuracy) < 1e-9, `${game.accuracy} vs pps review's ${native.accuracy}`);
  assert.deepEqual(errors, []);
});

test('a lab URL fills the form and reruns the same tournament; bad values are named and defaulted', async (t) => {
  const query = '?player=greedy&player=random&system=american&system=single:flush&games=2&seed=40&strength=fast';
  const { page, errors } = await openLab(t, query);
  assert.match(await page.locator('#status').textContent(), /^Tournament from the link: press Run to play it\.$/);
  const ticked = await page.locator('#lab-players input:checked').evaluateAll((i) => i.map((e) => e.value));
  assert.deepEqual(ticked.sort(), ['greedy', 'random']);
  assert.equal(await page.inputValue('#lab-systems'), 'american single:flush');
  assert.equal(await page.inputValue('#lab-games'), '2');
  assert.equal(await page.inputValue('#lab-seed'), '40');
  assert.equal(await page.inputValue('#lab-strength'), 'fast');
  assert.equal(await page.inputValue('#lab-sims'), '500');
  await runToEnd(page);
  const json = JSON.parse(await download(page, '#lab-json'));
  assert.equal(json.settings.strength, 'fast');
  assert.equal(json.results.length, 2 * 2 * 2);
  // The export's rerun URL restores the same form.
  const rerun = new URL(json.rerun);
  assert.deepEqual(new URLSearchParams(rerun.search).getAll('system'), ['american', 'single:flush']);
  assert.equal(rerun.searchParams.get('strength'), 'fast');

  // Bad values: each named in one message, the defaults used.
  await page.goto(`${suite.isolated.url}lab.html?player=nonsense&player=random&system=bogus&games=abc&seed=x1&strength=huge`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const message = await page.locator('#status').textContent();
  assert.match(message, /Games: 'abc' is not a whole number from 1 to 10,000\. Using 10\./);
  assert.match(message, /Seed: seed 'x1' is not an integer\. Using 0\./);
  assert.match(message, /Strength: 'huge' is not one of fast, normal, strong\./);
  assert.match(message, /Player: .*nonsense.*Ignored\./);
  assert.match(message, /System: .*bogus.*Ignored\./);
  assert.match(message, /No point system left: using american british random:1\./);
  assert.deepEqual(await page.locator('#lab-players input:checked').evaluateAll((i) => i.map((e) => e.value)), ['random']);
  assert.equal(await page.inputValue('#lab-games'), '10');
  assert.equal(await page.inputValue('#lab-seed'), '0');
  assert.equal(await page.inputValue('#lab-sims'), '300');
  assert.equal(await page.inputValue('#lab-systems'), 'american british random:1');
  assert.deepEqual(errors, []);
});

test('stopping a run leaves no stale progress; a new run starts from a clean slate', async (t) => {
  const { page, errors } = await openLab(t);
  await choosePlayers(page, ['tiger']);
  await page.fill('#lab-systems', 'american');
  await page.fill('#lab-games', '200');
  await page.fill('#lab-sims', '2000');
  await page.click('#lab-run');
  await page.waitForFunction(() => document.getElementById('lab-progress').value >= 1, null, { timeout: 60000 });
  await page.click('#lab-stop');
  await page.waitForSelector('body[data-lab-done]', { timeout: 30000 });
  assert.equal(await page.evaluate(() => document.body.dataset.labState), 'stopped');
  const played = Number(await page.evaluate(() => document.body.dataset.labDone));
  assert.ok(played >= 1 && played < 200, String(played));
  assert.equal(await page.locator('#status').textContent(), `Stopped after ${played} of 200 games.`);
  assert.equal(await page.locator('#lab-learning').textContent(), '');
  assert.ok(await page.locator('#lab-stop').isHidden());
  const json = JSON.parse(await download(page, '#lab-json'));
  assert.equal(json.outcome, 'stopped');
  assert.equal(json.results.length, played);

  // Stopped while a player learns: the learning line does not stay behind.
  await choosePlayers(page, ['narl']);
  await page.fill('#lab-learn', '10000000');
  await page.click('#lab-run');
  await page.waitForFunction(() => /is learning american/.test(document.getElementById('lab-learning').textContent), null, { timeout: 60000 });
  await page.click('#lab-stop');
  await page.waitForSelector('body[data-lab-done="0"]', { timeout: 30000 });
  assert.equal(await page.evaluate(() => document.body.dataset.labState), 'stopped');
  assert.equal(await page.locator('#status').textContent(), 'Stopped after 0 of 200 games.');
  assert.equal(await page.locator('#lab-learning').textContent(), '');
  // The first run's table is gone: only narl, without games.
  assert.deepEqual(await page.locator('#lab-table th[scope="row"]').allTextContents(), ['narl']);
  assert.match(await page.locator('#lab-table').textContent(), /–/);
  await page.waitForTimeout(300); // a late learning report changes nothing
  assert.equal(await page.locator('#lab-learning').textContent(), '');

  // A new run clears the old results and says it is running, then done.
  await choosePlayers(page, ['tiger']);
  await page.fill('#lab-games', '1');
  await page.fill('#lab-sims', '20');
  await page.click('#lab-run');
  await page.waitForFunction(() => document.body.dataset.labState !== 'stopped');
  await page.waitForSelector('body[data-lab-done="1"]', { timeout: 60000 });
  assert.equal(await page.evaluate(() => document.body.dataset.labState), 'done');
  assert.equal(await page.locator('#status').textContent(), 'Done: 1 game played.');
  assert.deepEqual(errors, []);
});
