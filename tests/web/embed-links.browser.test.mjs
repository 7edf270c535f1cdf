// An embed's events and links name the AI that played: the player the embed
// gave the engine (its `ai`, else the default player) at the embed's
// strength, in the iframe and in <poker-squares>. A teacher who stores the
// gameover link stores that game: opened in the app, "How would the AI have
// played" asks the same player, which plays the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { pps } from './support/engines.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxy';
// The shared Chromium, and the site on a plain host (suite.plain).
const suite = appSuite();

// Two iframes (the default player; greedy from a position the student
// reached) and <poker-squares ai="tiger">, on deal 42.
const lesson = () => `
  <script>
    window.received = [];
    addEventListener('message', (e) => window.received.push({ ...e.data, from: [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source)?.id }));
  </script>
  <script type="module" src="${suite.plain.url}poker-squares.js"></script>
  <iframe id="frame" src="${suite.plain.url}embed.html?system=american&seed=42&hints=on" title="Poker Squares" style="width: 420px; height: 560px"></iframe>
  <iframe id="greedy" src="${suite.plain.url}embed.html?system=american&seed=42&ai=greedy&moves=${LETTERS.slice(0, 20)}" title="Poker Squares" style="width: 420px; height: 560px"></iframe>
  <poker-squares id="el" system="american" seed="42" ai="tiger"></poker-squares>
  <script>window.elementEvents = []; document.getElementById('el').addEventListener('gameover', (e) => window.elementEvents.push(e.detail));</script>`;

test('AI finish in the iframe, in <poker-squares> and from a shared position: events and links carry the player and strength that played', async (t) => {
  const { page, errors } = await teachingPage(t, suite.browser, lesson(), { width: 1400, height: 1300 });
  const frame = await readyFrame(page, '#frame');
  const greedy = await readyFrame(page, '#greedy');
  const el = await readyFrame(page, '#el iframe');

  await frame.click('#ai-finish');
  await greedy.click('#ai-finish');
  await el.click('#ai-finish');
  // (The element's frame posts to this window too: only the two iframes' messages are counted.)
  await page.waitForFunction(
    () => window.received.filter((m) => m?.type === 'pps:gameover' && m.from).length === 2 && window.elementEvents.length === 1,
    null,
    { timeout: 90000 },
  );
  const overs = await page.evaluate(() => window.received.filter((m) => m?.type === 'pps:gameover' && m.from));
  const [element] = await page.evaluate(() => window.elementEvents);
  const champion = overs.find((m) => m.from === 'frame');
  const greedyOver = overs.find((m) => m.from === 'greedy');

  for (const [over, player] of [[champion, 'champion'], [greedyOver, 'greedy'], [element, 'tiger']]) {
    assert.deepEqual([over.ai, over.strength], [player, 'fast'], `${player}: the event names the AI`);
    const link = new URL(over.url);
    assert.deepEqual([link.searchParams.get('ai'), link.searchParams.get('strength')], [player, 'fast'], `${player}: the link names it`);
  }
  // The same scores as the native players at the fast strength (500 simulations a move).
  const native = (player) => Number(pps('play', '--player', player, '--sims', '500', '--system', 'american', '--seed', '42', '--games', '1').match(/min (-?\d+)/)[1]);
  assert.equal(element.score, native('tiger'));
  const moveEvents = await page.evaluate(() => window.received.filter((m) => m?.type === 'pps:move' && m.by === 'ai'));
  assert.equal(moveEvents.length, 25 + 5 + 25);
  assert.ok(moveEvents.every((m) => m.ai && m.strength === 'fast'), 'move events name the AI too');
  assert.deepEqual(errors, []);

  // The champion's link, opened in the app: the comparison asks the champion at the fast strength, which replays the game.
  const { page: opened } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await opened.goto(champion.url);
  await opened.waitForSelector('body[data-ready="true"]');
  assert.equal(await opened.locator('#player').inputValue(), 'champion');
  assert.equal(await opened.locator('#strength').inputValue(), 'fast');
  assert.equal(Number(await opened.locator('[data-testid="score"]').textContent()), champion.score);
  await opened.click('#compare-ai');
  await opened.waitForFunction(() => /the AI scores/.test(document.getElementById('status').textContent), null, { timeout: 60000 });
  const said = await opened.locator('#status').textContent();
  assert.equal(Number(said.match(/the AI scores (-?\d+)/)[1]), champion.score, said);
});
