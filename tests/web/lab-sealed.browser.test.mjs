// The lab's sealed deals (web/src/lab/lab-controller.ts, player/mine.ts): a
// student's player that reads the deal ahead (support/seed-guesser.js: it
// finds the contest's seed from the first cards) foresees the public deals
// in the lab's own sandbox, but is at chance on the deals of a lab run with
// it, which come from a key the page draws; the key never reaches the
// sandbox, shows once the run is over (the page, the URL, the exports), and
// the URL with it replays the run game for game. A bad key in a link is
// named and ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { openPage } from './support/browser.mjs';
import { ROOT } from './support/engines.mjs';
import { mineLog, openLab, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const GUESSER = readFileSync(path.join(ROOT, 'tests/web/support/seed-guesser.js'), 'utf8');
const NAME = 'yours: Seed guesser (JavaScript)';
const GREEDY = 'greedy:eval=points,ties=first'; // the guesser's own play when it foresees nothing
const GAMES = 20;

// The sum of the guesser's "predicted H of 24" lines in `log`: [hits, predictions, games].
function predictions(log) {
  let hits = 0, predicted = 0, games = 0;
  for (const [, h, of] of log.matchAll(/predicted (\d+) of (\d+)/g)) {
    hits += Number(h);
    predicted += Number(of);
    games++;
  }
  return [hits, predicted, games];
}

// Records, in the sandbox's frame, every message the page posts to it (but
// the setup's engine files): what could carry the key.
const RECORD_SANDBOX_MESSAGES = `
  if (window !== window.top) {
    window.ppsSeen = [];
    addEventListener('message', (e) => {
      if (e.source === window.parent && e.data?.type !== 'setup') window.ppsSeen.push(JSON.stringify(e.data));
    }, true);
  }`;

const meanOf = (cell) => Number(cell.split(' ')[0]);

test('a seed guesser foresees the public deals, is at chance on the sealed ones, and the key replays the run', async (t) => {
  const { context, page, errors } = await suite.context(t, { viewport: { width: 1200, height: 1400 }, acceptDownloads: true });
  await page.addInitScript(RECORD_SANDBOX_MESSAGES);
  await openLab(page, `${suite.isolated.url}lab.html`);
  await setTournament(page, { players: [GREEDY], systems: ['american'], games: GAMES, seed: '0' });
  await typeCode(page, GUESSER);

  // The attack works: the lab's sandbox given the contest's deals of seeds
  // 0..9, as the lab dealt before its deals were sealed.
  const publicRun = await page.evaluate(async (games) => {
    const sandbox = window.ppsLabSandbox, engine = window.ppsEngine;
    const started = await sandbox.spawn('javascript', window.ppsLabCode(), 20000);
    if (started.kind !== 'started') return { failed: JSON.stringify(started) };
    const { points } = await engine.parseSystem('american');
    await sandbox.call('setPointSystem', [points, 10000], 10000);
    let guesser = 0, greedy = 0;
    for (let seed = 0; seed < games; seed++) {
      const cards = (await engine.open('american', String(seed), 'abcdefghijklmnopqrstuvwxy')).snapshot.cells;
      const game = await sandbox.game(cards, 30000);
      const moves = game.calls.slice(1).map(({ value: [r, c] }) => 'abcdefghijklmnopqrstuvwxy'[r * 5 + c]).join('');
      guesser += (await engine.open('american', String(seed), moves)).snapshot.score;
      greedy += (await engine.labGame('greedy:eval=points,ties=first', { simulations: 1 }, 'american', String(seed), null)).score;
    }
    await sandbox.stop();
    return { guesser: guesser / games, greedy: greedy / games };
  }, 10);
  assert.equal(publicRun.failed, undefined, publicRun.failed);
  const [publicHits, publicPredicted, publicGames] = predictions(await mineLog(page));
  assert.equal(publicGames, 10);
  assert.ok(publicHits >= publicPredicted * 0.8, `public deals: ${publicHits} of ${publicPredicted} cards foreseen`);
  assert.ok(publicRun.guesser > publicRun.greedy + 30, `public deals: ${publicRun.guesser} against greedy's ${publicRun.greedy}`);

  // A lab run: sealed deals, the key out of the URL until the run is over.
  await page.click('#lab-run');
  await page.waitForFunction(() => Number(document.querySelector('#lab-progress').value) > 0);
  assert.equal(new URL(page.url()).searchParams.get('key'), null, 'no key in the URL during the run');
  assert.match(await page.locator('#lab-deals').textContent(), /^Sealed deals of a new key: no player can foresee a card\. .*shown when the run is over\.$/);
  await page.waitForSelector('body[data-lab-done]', { timeout: 240000 });
  const key = new URL(page.url()).searchParams.get('key');
  assert.match(key ?? '', /^[0-9a-f]{64}$/, 'the key in the URL after the run');
  assert.equal(await page.locator('#lab-deals').textContent(), `Sealed deals of key ${key}: the link replays them. Run again draws a new key.`);
  assert.equal(new URL(await page.locator('#lab-link').getAttribute('href'), page.url()).searchParams.get('key'), key);
  // A handout's link to the code and the tournament never carries it: a run from it draws its own.
  await page.click('#lab-share');
  await page.waitForSelector('#lab-share-link:not([hidden])');
  assert.equal(new URL(await page.locator('#lab-share-link').getAttribute('href')).searchParams.get('key'), null);

  // At chance: its predictions hit as blind guesses do (0.63 a game, 12.5
  // in 20 games, deviation 3.5), and it scores what greedy scores.
  const [hits, predicted, games] = predictions(await mineLog(page));
  assert.equal(games, GAMES);
  assert.ok(hits <= 35, `sealed deals: ${hits} of ${predicted} cards foreseen`);
  const cells = await tableCells(page);
  assert.ok(meanOf(cells[NAME][0]) < meanOf(cells[GREEDY][0]) + 5, `sealed deals: ${cells[NAME]} against ${cells[GREEDY]}`);
  t.diagnostic(`public deals: ${publicHits} of ${publicPredicted} cards foreseen, mean ${publicRun.guesser} against greedy's ${publicRun.greedy}; ` +
    `sealed deals: ${hits} of ${predicted}, ${cells[NAME][0]} against greedy's ${cells[GREEDY][0]}`);

  // The sandbox saw cards, never the key.
  const sandbox = page.frames().find((f) => f !== page.mainFrame());
  const seen = await sandbox.evaluate(() => window.ppsSeen);
  assert.ok(seen.some((m) => m.includes('"type":"game"')), 'the recorder saw the games');
  assert.equal(seen.filter((m) => m.includes(key)).length, 0);

  // The exports carry the key; the URL with it replays the run game for game.
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#lab-json')]);
  const json = JSON.parse(readFileSync(await file.path(), 'utf8'));
  assert.equal(json.settings.key, key);
  assert.equal(new URL(json.rerun).searchParams.get('key'), key);
  const replay = await openPage(t, context); // the same browser: the student's code is kept
  await openLab(replay.page, page.url());
  assert.equal(await replay.page.locator('#status').textContent(), `Tournament from the link, a replay of the run with key ${key}: press Run to replay it.`);
  await replay.page.click('#lab-run');
  await replay.page.waitForSelector('body[data-lab-done]', { timeout: 240000 });
  assert.equal(await replay.page.locator('#lab-deals').textContent(), `Replay of the run with key ${key}: whoever has that key can know every card. Run again draws a new key.`);
  const [again] = await Promise.all([replay.page.waitForEvent('download'), replay.page.click('#lab-json')]);
  const rerun = JSON.parse(readFileSync(await again.path(), 'utf8'));
  assert.equal(rerun.settings.key, key);
  assert.deepEqual(rerun.results, json.results);
  assert.deepEqual(errors, []);
  assert.deepEqual(replay.errors, []);
});

test('a link with a bad key names it and plays the seeds', async (t) => {
  const { page, errors } = await suite.page(t);
  await openLab(page, `${suite.plain.url}lab.html?player=random&system=american&games=2&key=12ab`);
  assert.match(await page.locator('#status').textContent(),
    /^Key: a deal key is 64 hexadecimal digits \(256 bits\), got 4 characters: '12ab'\. Ignored\. Tournament from the link: press Run to play it\.$/);
  await page.click('#lab-run');
  await page.waitForSelector('body[data-lab-done]', { timeout: 60000 });
  assert.equal(new URL(page.url()).searchParams.get('key'), null, 'built-in players alone: the seeds, no key');
  assert.equal(await page.locator('#lab-deals').textContent(), '');
  assert.deepEqual(errors, []);
});
