// What the game page shows and keeps: the running total, messages
// for invalid link parameters, the game-over state, the AI speed slider,
// "Your games" and the display settings kept across visits.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { pps } from './support/engines.mjs';
import { appSuite } from './support/app-suite.mjs';
import { openApp, score } from './support/app-page.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxy';

const suite = appSuite();

// Each "person" gets a browser context of their own (their own localStorage).
const person = (t) => suite.context(t, { viewport: { width: 1200, height: 900 } });

// The line scores the board shows (empty lines show none).
const visibleLineSum = (page) =>
  page.locator('.line-label .points').evaluateAll((spans) => spans.reduce((sum, s) => sum + (s.textContent ? Number(s.textContent) : 0), 0));

describe('the running total', () => {
  test('equals the sum of the visible line scores on every kind of system, negative values included', async (t) => {
    const { context, page, errors } = await person(t);
    const systems = ['american', 'british', 'ameritish:2', 'random:7', 'hypercorner:3', 'single:flush', '-5,-1,2,-3,4,5,6,7,8,-9'];
    for (const system of systems) {
      await openApp(page, `${suite.plain.url}?system=${encodeURIComponent(system)}&seed=11`);
      assert.equal(await score(page), 0, `${system}: an empty board scores nothing`);
      for (const cell of [12, 0, 24, 6, 7, 8, 20, 4, 13, 18]) {
        await page.click(`.cell[data-cell="${cell}"]`);
        await page.waitForSelector(`.cell[data-cell="${cell}"].filled`);
        assert.equal(await score(page), await visibleLineSum(page), `${system} after cell ${cell}`);
      }
    }
    // random:7's high card is worth 59: one card makes two high-card lines.
    await openApp(page, `${suite.plain.url}?system=random:7&seed=11&moves=m`);
    assert.equal(await score(page), 2 * 59);
    // A full board: the total is the native final score.
    const deal = pps('deal', '--seed', '11').trim();
    await openApp(page, `${suite.plain.url}?system=${encodeURIComponent(systems[6])}&seed=11&moves=${LETTERS}`);
    const native = pps('score', '--system', systems[6], '--grid', deal);
    assert.equal(await score(page), Number(native.match(/total\s+(-?\d+)/i)[1]));
    assert.equal(await score(page), await visibleLineSum(page));
    assert.deepEqual(errors, []);
  });
});

describe('link parameters', () => {
  test('each invalid parameter gets a specific message and a working default', async (t) => {
    const { context, page, errors } = await person(t);
    const cases = [
      ['?system=american&seed=1&ai=nonsense', /AI player: unknown player 'nonsense'.*Using \w+ instead/],
      ['?system=american&seed=1&ai=tiger:sim=zzz', /AI player: player 'tiger': sim=zzz is not one of/],
      ['?system=american&seed=1&strength=9999', /Strength: '9999' is not one of fast, normal, strong, contest\. Using normal\./],
      ['?system=american&seed=1&undos=many', /Undos: 'many' is not a count/],
      ['?system=american&seed=1&engine=gpu', /Engine: 'gpu' is not st or auto/],
      ['?system=american&seed=1&hints=maybe', /Hints: 'maybe' is not on or off/],
      ['?system=american&seed=1&panels=chat', /Panels: 'chat' is not one of points, tracker, all, none/],
    ];
    for (const [query, message] of cases) {
      await openApp(page, `${suite.plain.url}${query}`);
      assert.match(await page.locator('#problems').textContent(), message, query);
      assert.match(await page.locator('#status').textContent(), /problems/);
      const options = await page.locator('#player option').evaluateAll((os) => os.map((o) => o.value));
      const names = await page.evaluate(() => window.ppsEngine.info.players.map((p) => p.name));
      assert.deepEqual(options, names, `${query}: only real players in the Player menu`);
      assert.ok(names.includes(await page.locator('#player').inputValue()));
      assert.equal(await page.locator('#strength').inputValue(), 'normal');
      assert.doesNotMatch(await shareLink(page), /nonsense|zzz|9999|many/);
    }
    // The default that replaced an invalid player works: its hint arrives.
    await openApp(page, `${suite.plain.url}?system=american&seed=1&moves=abcdefghijklmnopqrst&ai=nonsense`);
    await page.selectOption('#strength', 'fast');
    await page.click('#hint');
    await page.waitForSelector('.cell.best', { timeout: 90000 });
    assert.match(await page.locator('#status').textContent(), /The AI would place it/);
    // A valid spec with parameters is kept, and offered in the menu.
    await openApp(page, `${suite.plain.url}?system=american&seed=1&ai=tiger:sim=random`);
    assert.equal(await page.locator('#problems').isHidden(), true);
    assert.equal(await page.locator('#player').inputValue(), 'tiger:sim=random');
    // The embed checks its parameters the same way.
    await openApp(page, `${suite.plain.url}embed.html?system=american&seed=1&hints=maybe&ai=nonsense&panels=chat`);
    const problems = await page.locator('#problems').textContent();
    for (const expected of [/Hints: 'maybe'/, /AI player: unknown player 'nonsense'/, /Panels: 'chat'/]) assert.match(problems, expected);
    assert.equal(await page.locator('#hint').isDisabled(), false, 'hints stay on');
    assert.deepEqual(errors, []);
  });
});

const shareLink = (page) => page.evaluate(() => location.search);

describe('the end of a game', () => {
  test('the last card gives a clear game-over state, announced in the status region', async (t) => {
    const { context, page, errors } = await person(t);
    await openApp(page, `${suite.plain.url}?system=american&seed=42&moves=${LETTERS.slice(0, 24)}`);
    const status = page.locator('#status');
    assert.equal(await status.getAttribute('role'), 'status');
    await page.click('.cell[data-cell="24"]');
    await page.waitForSelector('body.game-over');
    const total = await score(page);
    assert.match(await status.textContent(), new RegExp(`Game over: ${total} points`));
    assert.equal(await page.locator('#turn').textContent(), 'Game over');
    assert.equal(await page.locator('#current-card').getAttribute('aria-label'), 'no card: the game is over');
    // The AI placing the last card says so too.
    await openApp(page, `${suite.plain.url}?system=american&seed=42&moves=${LETTERS.slice(0, 24)}&ai=greedy`);
    await page.click('#ai-move');
    await page.waitForSelector('body.game-over');
    await page.waitForFunction(() => /Game over: -?\d+ points/.test(document.getElementById('status').textContent));
    assert.deepEqual(errors, []);
  });
});

describe('settings', () => {
  test('the AI speed slider: right is faster, its value is shown and spoken, and kept', async (t) => {
    const { context, page, errors } = await person(t);
    await openApp(page, `${suite.plain.url}?system=american&seed=5`);
    const speed = page.locator('#speed');
    const shown = async () => [await page.locator('#speed-value').textContent(), await speed.getAttribute('aria-valuetext')];
    assert.deepEqual(await shown(), ['0.25 s a move', '0.25 s a move'], 'the default');
    await speed.fill(await speed.getAttribute('max'));
    assert.deepEqual(await shown(), ['no pause', 'no pause']);
    await speed.fill(await speed.getAttribute('min'));
    assert.deepEqual(await shown(), ['1.00 s a move', '1.00 s a move']);
    // Keyboard: ArrowRight makes it faster.
    await speed.focus();
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await shown(), ['0.95 s a move', '0.95 s a move']);
    await openApp(page, `${suite.plain.url}?system=american&seed=5`);
    assert.deepEqual(await shown(), ['0.95 s a move', '0.95 s a move'], 'kept across visits');
    assert.deepEqual(errors, []);
  });

  test('four-colour suits and sound are kept across visits', async (t) => {
    const { context, page, errors } = await person(t);
    await openApp(page, `${suite.plain.url}?system=american&seed=5&moves=abcde`);
    assert.equal(await page.evaluate(() => document.body.classList.contains('four-colour')), false);
    await page.click('summary:has-text("Share, settings")');
    await page.locator('#four-colour').check();
    await page.locator('#sound').check();
    const diamondColour = () => page.locator('.cell .card.suit-d').first().evaluate((c) => getComputedStyle(c.querySelector('.suit')).color);
    const blue = await diamondColour();
    await openApp(page, `${suite.plain.url}?system=american&seed=5&moves=abcde`);
    assert.equal(await page.locator('#four-colour').isChecked(), true);
    assert.equal(await page.locator('#sound').isChecked(), true);
    assert.equal(await page.evaluate(() => document.body.classList.contains('four-colour')), true);
    assert.equal(await diamondColour(), blue);
    await page.click('summary:has-text("Share, settings")');
    await page.locator('#four-colour').uncheck();
    await openApp(page, `${suite.plain.url}?system=american&seed=5&moves=abcde`);
    assert.equal(await page.locator('#four-colour').isChecked(), false);
    assert.notEqual(await diamondColour(), blue);
    assert.deepEqual(errors, []);
  });
});

describe('your games', () => {
  const historyCount = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('pps-history-v1') ?? '[]').length);

  test('a game is counted once: not on reload, not from someone else\'s link unless played', async (t) => {
    const me = await person(t);
    await openApp(me.page, `${suite.plain.url}?system=british&seed=3&moves=${LETTERS.slice(0, 23)}`);
    for (const cell of [23, 24]) {
      await me.page.click(`.cell[data-cell="${cell}"]`);
      await me.page.waitForSelector(`.cell[data-cell="${cell}"].filled`);
    }
    await me.page.waitForSelector('#end:not([hidden])');
    assert.match(await me.page.locator('#history').textContent(), /Your games with British: 1,/);
    assert.equal(await historyCount(me.page), 1);
    // Reloading the finished game does not count it again.
    await me.page.reload();
    await me.page.waitForSelector('body[data-ready="true"]');
    assert.match(await me.page.locator('#history').textContent(), /Your games with British: 1,/);
    // Taking back the last card and finishing again replaces its record.
    await me.page.click('#undo');
    await me.page.waitForSelector('.cell[data-cell="24"]:not(.filled)');
    await me.page.click('.cell[data-cell="24"]');
    await me.page.waitForSelector('#end:not([hidden])');
    assert.equal(await historyCount(me.page), 1);
    const link = await me.page.evaluate(() => location.href);

    // Someone else opens my finished game: nothing is counted for them.
    const friend = await person(t);
    await openApp(friend.page, link);
    assert.equal(await historyCount(friend.page), 0);
    assert.doesNotMatch(await friend.page.locator('#history').textContent(), /Your games/);
    // A link to a game in progress counts once they finish it.
    await openApp(friend.page, `${suite.plain.url}?system=british&seed=4&moves=${LETTERS.slice(0, 24)}`);
    assert.equal(await historyCount(friend.page), 0);
    await friend.page.click('.cell[data-cell="24"]');
    await friend.page.waitForSelector('#end:not([hidden])');
    assert.equal(await historyCount(friend.page), 1);
    assert.deepEqual([...me.errors, ...friend.errors], []);
  });
});
