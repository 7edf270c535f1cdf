// The move-by-move review, in a real Chromium: it opens on the costliest
// move; stepping with buttons and keys shows each move's board and card; each
// move's cost is the best estimate minus the played cell's, as analyze() gives
// them at the review's fixed budget; the costliest move is the first key
// moment and "Next mistake" goes there; the URL keeps the step across a
// reload; Cancel stops the review and keeps the moves reviewed so far.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { appSuite } from './support/app-suite.mjs';
import { screenshot } from './support/browser.mjs';
import { openApp, shareQuery, waitIdle } from './support/app-page.mjs';

const suite = appSuite();

// A finished human game: the cards placed row by row, left to right.
const MOVES = 'abcdefghijklmnopqrstuvwxy';
const GAME = `?system=american&seed=42&moves=${MOVES}&lesson=off`;
// The review's reviewer and budget (ai-settings.ts: the default player at the Fast strength, one thread,
// with the champion's shipped values where they ship).
const { games, systems } = JSON.parse(readFileSync(new URL('../../web/src/engine/strengths.json', import.meta.url), 'utf8'))
  .shipped.find((s) => s.player === 'champion');
const REVIEWER = { spec: 'champion', budget: { simulations: 500, learnGames: 50000, shipped: { games, systems }, threads: 1 } };

const shownStep = (page) => page.locator('[data-testid="review-move"]').getAttribute('data-step').then(Number);

async function waitReviewed(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="review-move"]')?.dataset.step, null, { timeout: 60000 });
  await waitIdle(page);
}

// Each position before a move, and analyze() on it by the reviewer at the
// same budget, asked from the page's engine as a hint would be (the player
// seeded for the deal at its first move, then the moves in order).
async function analyzeEachMove(page) {
  return page.evaluate(async ({ moves, reviewer }) => {
    const engine = window.ppsEngine;
    await engine.setPlayer(reviewer.spec, reviewer.budget);
    const out = [];
    for (let turn = 0; turn < 25; turn++) {
      const { snapshot } = await engine.open('american', '42', moves.slice(0, turn));
      const analysis = await engine.analyze();
      const played = moves.charCodeAt(turn) - 97;
      const best = Math.max(...analysis.values.filter((v) => Number.isFinite(v)));
      const agrees = played === analysis.best || best - analysis.values[played] < 0.05;
      out.push({ cells: snapshot.cells, card: snapshot.currentCard, values: analysis.values, played, cost: agrees ? 0 : best - analysis.values[played] });
    }
    return out;
  }, { moves: MOVES, reviewer: REVIEWER });
}

test('the review opens on the costliest move, steps through the 25; its costs are best minus played by analyze()', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1280, height: 900 } });
  await openApp(page, `${suite.isolated.url}${GAME}`);
  await page.click('#review-open');
  await waitReviewed(page);
  const expected = await analyzeEachMove(page);
  // The costliest move (the earliest of equals) is the first key moment, and the review opens on it.
  const costliest = expected.reduce((a, b, i) => (b.cost > expected[a].cost ? i : a), 0) + 1;
  assert.ok(expected[costliest - 1].cost >= 3, 'this row-by-row game has a costly move');
  assert.equal(await shownStep(page), costliest);
  assert.match(await shareQuery(page), new RegExp(`review=1&step=${costliest}$`));
  assert.match(await page.locator('.review-moment').first().textContent(), new RegExp(`^Move ${costliest}, the `));
  assert.match(await page.locator('[data-testid="review-sentence"]').textContent(), /^The cards .*; your choices cost .*; the AI scored \d+ on the same cards\.$/);
  assert.match(await page.locator('[data-testid="review-accuracy"]').textContent(), /^Accuracy \d+ out of 100/);
  assert.match(await page.locator('[data-testid="review-counts"]').textContent(), /^This game: ★ \d+ Best · ! \d+ Excellent .* □ \d+ Forced$/);
  assert.equal(await page.locator('#review svg.luck-chart rect').count(), 5, 'start, cards, choices, estimates, score');
  await page.locator('#review input[type="range"]').fill('1');

  for (let turn = 0; turn < 25; turn++) {
    const move = page.locator('[data-testid="review-move"]');
    assert.equal(await shownStep(page), turn + 1);
    const e = expected[turn];
    assert.equal(await move.getAttribute('data-cost'), e.cost.toFixed(3), `move ${turn + 1}'s cost`);
    const board = await page.locator('#review .cell').evaluateAll((cells) =>
      cells.map((c) => ({ filled: c.classList.contains('filled'), estimate: c.querySelector('.estimate')?.textContent ?? null, played: c.classList.contains('played') })));
    assert.deepEqual(board.map((c) => c.filled), e.cells.map((card) => card !== -1), `move ${turn + 1}'s board`);
    assert.deepEqual(board.map((c) => c.estimate), e.values.map((v, cell) => (e.cells[cell] === -1 && Number.isFinite(v) ? v.toFixed(1) : null)));
    assert.deepEqual(board.map((c, cell) => (c.played ? cell : -1)).filter((c) => c >= 0), [e.played]);
    assert.equal(await page.locator('#review .review-card .card').getAttribute('aria-label'), await page.evaluate((card) => {
      const ranks = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
      return `${ranks[card % 13]} of ${['clubs', 'diamonds', 'hearts', 'spades'][Math.floor(card / 13)]}`;
    }, e.card), `move ${turn + 1}'s card`);
    if (turn < 24) {
      // Alternately the Next button and the right arrow key.
      if (turn % 2 === 0) await page.click('#review button[aria-label="Next move"]');
      else await page.keyboard.press('ArrowRight');
    }
  }
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shownStep(page), 24, 'the left arrow steps back');
  await page.click('#review button[aria-label="Previous move"]');
  assert.equal(await shownStep(page), 23, 'and so does the Previous button');

  // "Next mistake" goes to the costliest.
  await page.locator('#review input[type="range"]').fill(costliest === 1 ? '2' : '1');
  await page.click('[data-testid="next-mistake"]');
  assert.equal(await shownStep(page), costliest);
  assert.match(await page.locator('#review .review-chart figcaption').textContent(), /Expected final score .* the game scored \d+\./);
  assert.equal(await page.locator('#review svg.score-chart polyline').count(), 1);
  assert.deepEqual(errors, []);
});

test('a review link opens the review at its move, also after a reload', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1280, height: 900 } });
  await openApp(page, `${suite.isolated.url}${GAME}&review=1&step=7`);
  await waitReviewed(page);
  assert.equal(await shownStep(page), 7);
  await page.keyboard.press('ArrowRight');
  assert.equal(await shownStep(page), 8);
  assert.match(await shareQuery(page), /review=1&step=8/);
  const text = await page.locator('[data-testid="review-move"]').textContent();
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await waitReviewed(page);
  assert.equal(await shownStep(page), 8, 'the reload shows the same move');
  assert.equal(await page.locator('[data-testid="review-move"]').textContent(), text, 'with the same review');
  await page.click('.review-close');
  assert.equal(await page.locator('#review').isVisible(), false);
  assert.doesNotMatch(await shareQuery(page), /review=/, 'closing the review leaves the link');
  assert.deepEqual(errors, []);
});

test('Cancel stops the review and says so; it can be started again', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1280, height: 900 } });
  await openApp(page, `${suite.isolated.url}${GAME}`);
  // Cancel when the worker reports its first move reviewed (in the same task
  // as that report, so the review cannot finish first).
  await page.evaluate(() => {
    window.ppsEngine.addEventListener('review', () => document.querySelector('[data-testid="review-cancel"]').click(), { once: true });
    document.getElementById('review-open').click();
  });
  await waitIdle(page);
  assert.match(await page.locator('[data-testid="review-status"]').textContent(), /Review cancelled after 1 of 25 moves/);
  assert.equal(await shownStep(page), 1, 'the move reviewed before the cancel stays');
  assert.equal(await page.locator('[data-testid="review-sentence"]').isVisible(), false, 'no summary of half a review');
  await page.click('#review button:has-text("Review again")');
  await waitReviewed(page);
  assert.equal(await shownStep(page), Number(await page.locator('.review-moment').first().getAttribute('data-step')), 'done: on the costliest move');
  assert.deepEqual(errors, []);
});

test('the AI\'s own game at the review\'s strength costs nothing, move by move, and its review opens from the end screen', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1280, height: 900 } });
  await openApp(page, `${suite.isolated.url}?system=british&seed=5&lesson=off`);
  await page.selectOption('#player', REVIEWER.spec);
  await page.selectOption('#strength', 'fast');
  await page.locator('#speed').fill('1000'); // no pause between the AI's moves
  await page.click('#ai-finish');
  await waitIdle(page);
  await page.waitForSelector('body.game-over');
  await page.click('#review-open');
  await waitReviewed(page);
  const costs = [];
  for (let step = 1; step <= 25; step++) {
    await page.locator('#review input[type="range"]').fill(String(step));
    costs.push(Number(await page.locator('[data-testid="review-move"]').getAttribute('data-cost')));
  }
  assert.deepEqual(costs, new Array(25).fill(0), 'the reviewer agrees with every move it made itself');
  assert.equal(await page.locator('.review-moment').count(), 0, 'no key moment');
  assert.match(await page.locator('[data-testid="review-sentence"]').textContent(), /^The cards .*; its choices cost almost nothing\.$/, 'the AI\'s own game');
  assert.equal(await page.locator('[data-testid="next-mistake"]').isDisabled(), true);
  assert.deepEqual(errors, []);
});

test('the review fits a phone and a desktop width (screenshots in tests/web/screenshots/)', async (t) => {
  for (const [name, viewport] of [['review-phone', { width: 390, height: 844 }], ['review-desktop', { width: 1280, height: 800 }]]) {
    const { page, errors } = await suite.page(t, { viewport });
    // Move 7: a costly one, so the cell played and the AI's choice differ.
    await openApp(page, `${suite.isolated.url}${GAME}&review=1&step=7`);
    await waitReviewed(page);
    await page.locator('#review').scrollIntoViewIfNeeded();
    // Nothing sticks out sideways: the page does not scroll horizontally and
    // every part of the review is inside the viewport's width.
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      parts: [...document.querySelectorAll('#review *')]
        .filter((el) => el.getClientRects().length && el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`),
    }));
    assert.equal(overflow.page, 0, `${name}: the page scrolls sideways`);
    assert.deepEqual(overflow.parts, [], `${name}: parts past the right edge`);
    await screenshot(page, name);
    await page.locator('#review').screenshot({ path: `tests/web/screenshots/${name}-panel.png` });
    assert.deepEqual(errors, []);
  }
});
