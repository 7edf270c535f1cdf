// The two embeds on a teaching page of another origin that is not
// cross-origin isolated: the iframe (embed.html) and <poker-squares>
// (public/poker-squares.js). The app is served as the README says a host
// that others embed should serve it (its isolation headers, and
// Access-Control-Allow-Origin so that poker-squares.js loads as a module).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pps } from './support/engines.mjs';
import { serveFolder } from './support/static-server.mjs';
import { launchChromium, openPage, screenshot } from './support/browser.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';

const DIST = path.join(ROOT, 'web/dist');
const LETTERS = 'abcdefghijklmnopqrstuvwxy';

// The host snippet the README gives for auto-height, used here verbatim.
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const RESIZE_SNIPPET = README.split('\n').find((line) => line.includes('pps:resize') && line.trim().startsWith('<script>'))?.trim();

let browser;
let app;

before(async () => {
  if (!existsSync(path.join(DIST, 'embed.html'))) throw new Error('web/dist is missing: run npm run build (test:web does)');
  assert.ok(RESIZE_SNIPPET, 'the README shows a one-line auto-height snippet');
  browser = await launchChromium();
  app = await serveFolder(DIST, { isolated: true });
});

after(async () => {
  await browser?.close();
  await app?.close();
});

// Where the essential parts sit in the frame's own viewport, and whether it scrolls.
function fit(frame) {
  return frame.evaluate(() => {
    const inside = (selector) => {
      const r = document.querySelector(selector).getBoundingClientRect();
      return r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    };
    const s = document.scrollingElement;
    return {
      width: innerWidth,
      height: innerHeight,
      content: Math.ceil(document.body.getBoundingClientRect().height),
      whole: ['.board', '.cell[data-cell="24"]', '.col-labels', '.total', '#current-card', '#hint'].every(inside),
      scrolls: s.scrollHeight > innerHeight + 0.5 || s.scrollWidth > innerWidth + 0.5,
    };
  });
}

const nativeScore = (system, seed) =>
  Number(pps('score', '--system', system, '--grid', pps('deal', '--seed', String(seed)).trim()).match(/total\s+(-?\d+)/i)[1]);

describe('embedding on a teaching page', () => {
  test('both embeds at the documented size: whole, on one thread, with move and gameover events; attributes deal new games', async (t) => {
    const { page, errors } = await teachingPage(t, browser, `
      <h1>Poker squares, lesson 3</h1>
      <script>
        window.received = [];
        addEventListener('message', (e) => window.received.push(e.data));
        window.elementEvents = [];
      </script>
      <script type="module" src="${app.url}poker-squares.js"></script>
      <div id="column" style="width: 900px">
        <poker-squares id="el" system="british" seed="5" hints="on" ai="greedy"></poker-squares>
      </div>
      <iframe id="frame" src="${app.url}embed.html?system=random:7&seed=6&ai=greedy&moves=${LETTERS.slice(0, 24)}"
              width="420" height="560" title="Poker Squares"></iframe>
      <script>
        for (const type of ['move', 'gameover'])
          document.getElementById('el').addEventListener(type, (e) => window.elementEvents.push({ type, detail: e.detail }));
      </script>`);
    const el = await readyFrame(page, '#el iframe');
    const frame = await readyFrame(page, '#frame');
    assert.equal(await page.evaluate(() => crossOriginIsolated), false);
    for (const f of [el, frame]) assert.equal(await f.evaluate(() => window.ppsEngine.info.flavour), 'st', 'one thread');

    // The iframe at 420x560 shows everything without scrolling.
    const framed = await fit(frame);
    assert.deepEqual([framed.width, framed.height], [420, 560]);
    assert.ok(framed.whole && !framed.scrolls, `iframe content ${JSON.stringify(framed)}`);
    // The element: as wide as its container allows up to 420 px, as tall as its content.
    await page.waitForFunction(() => document.getElementById('el').shadowRoot.querySelector('iframe').style.height !== '');
    const box = await page.locator('#el').boundingBox();
    assert.equal(box.width, 420, 'no full-page stretch');
    const inElement = await fit(el);
    assert.ok(inElement.whole && !inElement.scrolls, `element content ${JSON.stringify(inElement)}`);
    assert.ok(Math.abs(box.height - inElement.content) <= 1, `element ${box.height} px tall for ${inElement.content} px of content`);
    await screenshot(page, 'embed-teaching-page');

    // The iframe's game: a hint, then the last card; the host gets the game over.
    await frame.click('#hint');
    await frame.waitForSelector('.cell.best');
    await frame.click('.cell[data-cell="24"]');
    await page.waitForFunction(() => window.received.some((m) => m?.type === 'pps:gameover'));
    const messages = await page.evaluate(() => window.received);
    const move = messages.find((m) => m?.type === 'pps:move');
    assert.deepEqual([move.cell, move.by, move.turn], [24, 'player', 25]);
    const over = messages.find((m) => m.type === 'pps:gameover');
    assert.equal(over.score, nativeScore('random:7', 6));
    assert.deepEqual([over.system, over.seed, over.aiHelp, over.over], ['random:7', '6', true, true]);
    const link = new URL(over.url);
    assert.equal(link.origin + link.pathname, app.url);
    assert.equal(link.searchParams.get('moves'), LETTERS);

    // The element's game, by clicks: 25 move events, then gameover.
    for (let cell = 0; cell < 25; cell++) {
      await el.click(`.cell[data-cell="${cell}"]`);
      await el.waitForSelector(`.cell[data-cell="${cell}"].filled`);
    }
    await page.waitForFunction(() => window.elementEvents.some((e) => e.type === 'gameover'));
    const events = await page.evaluate(() => window.elementEvents);
    assert.equal(events.filter((e) => e.type === 'move').length, 25);
    const gameover = events.find((e) => e.type === 'gameover').detail;
    assert.deepEqual(
      [gameover.score, gameover.system, gameover.seed, gameover.aiHelp],
      [nativeScore('british', 5), 'british', '5', false],
    );
    assert.equal(await el.locator('[data-testid="score"]').textContent(), String(gameover.score));

    // Attribute changes after load deal the new game, in the same frame.
    await el.evaluate(() => (window.sameDocument = true));
    await page.evaluate(() => {
      const element = document.getElementById('el');
      element.setAttribute('system', 'ameritish:2');
      element.setAttribute('seed', '9');
      element.setAttribute('hints', 'off');
    });
    await el.waitForFunction(() => /seed 9/.test(document.getElementById('system-label').textContent));
    assert.match(await el.locator('#system-label').textContent(), /Ameritish.*seed 9/);
    assert.equal(await el.locator('.cell.filled').count(), 0);
    assert.equal(await el.locator('#hint').isDisabled(), true, 'hints="off"');
    const firstCard = pps('deal', '--seed', '9').trim().split(/\s+/)[0];
    assert.equal(await el.locator('#current-card .card').getAttribute('aria-label'), cardName(firstCard));
    assert.equal(await el.evaluate(() => window.sameDocument), true, 'the frame was not reloaded');
    assert.deepEqual(errors, []);
  });

  test('at 320 px: the element fits its container and the README snippet sizes an iframe to its content', async (t) => {
    const { page, errors } = await teachingPage(t, browser, `
      ${RESIZE_SNIPPET}
      <script type="module" src="${app.url}poker-squares.js"></script>
      <div style="width: 320px"><poker-squares id="el" system="american" seed="3"></poker-squares></div>
      <iframe id="frame" src="${app.url}embed.html?system=american&seed=4&panels=all" width="320" height="150" title="Poker Squares"></iframe>`);
    const el = await readyFrame(page, '#el iframe');
    const frame = await readyFrame(page, '#frame');
    await page.waitForFunction(() => document.getElementById('frame').getBoundingClientRect().height > 150);
    for (const [name, f] of [['element', el], ['iframe', frame]]) {
      const placed = await fit(f);
      assert.equal(placed.width, 320, name);
      assert.ok(placed.whole && !placed.scrolls, `${name}: ${JSON.stringify(placed)}`);
      assert.ok(Math.abs(placed.height - placed.content) <= 1, `${name} is as tall as its content: ${JSON.stringify(placed)}`);
    }
    // Opening a panel makes the content taller, and the iframe follows.
    const before = (await page.locator('#frame').boundingBox()).height;
    await frame.click('#panel-tracker summary');
    await page.waitForFunction((h) => document.getElementById('frame').getBoundingClientRect().height > h + 20, before);
    assert.equal(await page.locator('#el').evaluate((e) => e.getBoundingClientRect().width), 320);
    await screenshot(page, 'embed-320');
    assert.deepEqual(errors, []);
  });

  test('an embed page that is not framed posts nothing', async (t) => {
    const { page, errors } = await openPage(t, browser);
    await page.addInitScript(() => {
      window.posted = [];
      addEventListener('message', (e) => window.posted.push(e.data));
    });
    await page.goto(`${app.url}embed.html?system=american&seed=1&moves=${LETTERS.slice(0, 24)}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await page.click('.cell[data-cell="24"]');
    await page.waitForSelector('body.game-over');
    assert.deepEqual(await page.evaluate(() => window.posted), []);
    assert.deepEqual(errors, []);
  });
});

// "QH" -> "queen of hearts", as the page labels cards.
function cardName(text) {
  const ranks = { A: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king' };
  const suits = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
  return `${ranks[text[0]]} of ${suits[text[1]]}`;
}
