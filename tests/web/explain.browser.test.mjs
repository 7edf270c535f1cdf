// Why the AI prefers its cell, on the built site in Chromium: the hint's
// sentence (the same, fact for fact, as native `pps analyze` explains that
// position with the same player and budget), the comparison with a cell
// pointed at, focused or tapped in Compare mode, the screen reader's live
// region, the review's reasons for each costly move ("Next mistake"), the
// embed's events, and explain=off (a URL; pps:configure and the attribute
// are page-options.browser.test.mjs's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { appSuite } from './support/app-suite.mjs';
import { openApp, waitIdle } from './support/app-page.mjs';
import { screenshot } from './support/browser.mjs';
import { pps, ROOT } from './support/engines.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';

const suite = appSuite();
const LETTERS = 'abcdefghijklmnopqrstuvwxy';
const where = (cell) => `row ${Math.floor(cell / 5) + 1}, column ${(cell % 5) + 1}`;

// The champion's values the app ships for American, as a pps learn file.
const dir = mkdtempSync(path.join(tmpdir(), 'pps-explain-page-'));
const LEARNED = path.join(dir, 'champion-american.bin');
writeFileSync(LEARNED, gunzipSync(readFileSync(path.join(ROOT, 'web/public/learned/champion-american-4000000.bin.gz'))));

// What native pps analyze explains: the app's hint at a strength's simulations
// (normal: 3000, the app's; fast: 500, the embed's and the review's), on one
// thread as the single-threaded engine searches.
function native(moves, { sims = 3000, cell = null } = {}) {
  const file = path.join(dir, 'explanation.json');
  pps('analyze', '--player', 'champion', '--learned', LEARNED, '--sims', String(sims), '--system', 'american', '--seed', '42',
    '--moves', moves, ...(cell === null ? [] : ['--cell', LETTERS[cell]]), '--json', file);
  return JSON.parse(readFileSync(file, 'utf8'));
}

// What the page's explanation shows.
const shown = (page) => page.evaluate(() => {
  const box = document.querySelector('section.explain');
  return {
    visible: !box.hidden,
    lead: box.querySelector('.explain-lead').textContent,
    text: box.querySelector('[data-testid="explain-text"]').textContent,
    live: box.querySelector('[data-testid="explain"]').getAttribute('aria-live'),
    explained: [...document.querySelectorAll('.board .line-label.explained')].map((l) => Number(l.dataset.line)).sort((a, b) => a - b),
    compared: [...document.querySelectorAll('.board .cell.compared')].map((c) => Number(c.dataset.cell)),
  };
});
const namedLines = (x) => [...x.lines].sort((a, b) => a - b);
const leadIs = (page, lead) => page.waitForFunction((l) => document.querySelector('.explain-lead').textContent === l, lead);

test('a hint on American seed 42 after two cards says why, as pps analyze does; other cells compare by pointer, focus and Compare', async (t) => {
  // The single-threaded engine (a plain host), so that the search is the native one's.
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openApp(page, `${suite.plain.url}?system=american&seed=42&moves=ab&lesson=off`);
  assert.equal((await shown(page)).visible, false, 'nothing to explain before a hint');
  await page.click('#hint');
  // The pointer rests off the board: a full-page screenshot resizes the page
  // for a moment, and a cell that passed under a pointer resting on the
  // Hint button would be compared instead (seen once on a busy machine).
  await page.mouse.move(1150, 850);
  await page.waitForSelector('.cell.best', { timeout: 60000 });
  const why = native('ab');
  const best = Number(await page.locator('.cell.best').getAttribute('data-cell'));
  assert.equal(best, why.best.cell, 'the hint\'s cell is the native analysis\'s');
  const hint = await shown(page);
  assert.deepEqual(hint, {
    visible: true, lead: `Why ${where(best)}?`, text: why.text, live: 'polite',
    explained: namedLines(why), compared: [why.other.cell],
  });
  assert.ok(hint.explained.length > 0, `the sentence names lines: ${why.text}`);
  for (const line of hint.explained) assert.match(why.text, new RegExp(`${line < 5 ? 'row' : 'column'} ${(line % 5) + 1}\\b`, 'i'));
  assert.match(await page.locator('#status').textContent(), new RegExp(`^The AI would place it at ${where(best)} \\(estimated final score [\\d.]+\\)\\.$`));
  await screenshot(page, 'explain-hint');

  // "How the AI sees it": closed until opened; then the shares as a table
  // that adds up to the difference, the margin and the games behind it.
  const details = page.locator('[data-testid="explain-details"]');
  assert.equal(await details.evaluate((d) => d.open), false);
  await details.locator('summary').click();
  const table = await details.evaluate((d) => ({
    rows: [...d.querySelectorAll('.explain-shares tbody tr')].map((r) => ({
      label: r.cells[0].textContent, words: r.cells[1].textContent, points: r.cells[2].textContent, named: r.classList.contains('named') })),
    total: d.querySelector('.explain-shares tfoot .points').textContent,
    margin: d.querySelector('[data-testid="explain-margin"]').textContent,
    chances: d.querySelectorAll('.explain-chances tr').length,
  }));
  const sign = (x) => `${x < 0 ? '\u2212' : x > 0 ? '+' : ''}${Math.abs(x).toFixed(1)}`;
  assert.deepEqual(table.rows, why.shares.map((s) => ({ label: s.label, words: s.words || '\u2014', points: sign(s.points), named: s.named })));
  assert.equal(table.total, sign(why.difference));
  assert.match(table.margin, why.close ? /^A close call: / : /^A clear difference: /);
  if (why.margin !== null) assert.ok(table.margin.includes(`\u00b1${why.margin.toFixed(1)}`), table.margin);
  assert.ok(table.chances > 0, 'the chances of the hands in the lines the cells join');
  await screenshot(page, 'explain-details');
  await details.locator('summary').click();

  // A cell pointed at: its comparison, then the hint's own again when the pointer leaves.
  const others = await page.locator('.board .cell:not(.filled):not(.best)').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell)));
  const pointed = others[others.length - 1];
  await page.hover(`.cell[data-cell="${pointed}"]`);
  await leadIs(page, `Why ${where(best)} and not ${where(pointed)}?`);
  const against = native('ab', { cell: pointed });
  assert.deepEqual(await shown(page), { ...hint, lead: `Why ${where(best)} and not ${where(pointed)}?`, text: against.text, explained: namedLines(against), compared: [pointed] });
  await screenshot(page, 'explain-compare');
  await page.mouse.move(1150, 850);
  await leadIs(page, `Why ${where(best)}?`);
  assert.equal((await shown(page)).text, why.text);
  // The AI's own cell pointed at: its explanation, against the hint's cell compared.
  await page.hover(`.cell[data-cell="${pointed}"]`);
  await leadIs(page, `Why ${where(best)} and not ${where(pointed)}?`);
  await page.hover(`.cell[data-cell="${best}"]`);
  await leadIs(page, `Why ${where(best)}?`);
  assert.deepEqual(await shown(page), hint);
  await page.mouse.move(1150, 850);

  // Focus: a cell reached with the arrows is compared.
  const focused = others[0];
  await page.focus(`.cell[data-cell="${focused}"]`);
  await leadIs(page, `Why ${where(best)} and not ${where(focused)}?`);
  assert.equal((await shown(page)).text, native('ab', { cell: focused }).text);
  const right = others.find((c) => c === focused + 1 && c % 5 !== 0);
  if (right !== undefined) {
    await page.keyboard.press('ArrowRight');
    await leadIs(page, `Why ${where(best)} and not ${where(right)}?`);
  }

  // Compare mode (for touch): a click compares and places nothing; Done, and a click places.
  await page.click('.explain-compare');
  assert.equal(await page.locator('.explain-compare').getAttribute('aria-pressed'), 'true');
  await page.click(`.cell[data-cell="${pointed}"]`);
  await leadIs(page, `Why ${where(best)} and not ${where(pointed)}?`);
  assert.equal(await page.locator('#turn').textContent(), 'Card 3 of 25', 'no card placed');
  await page.keyboard.press('Enter'); // the focus is on that cell: Enter compares too
  assert.equal(await page.locator(`.cell[data-cell="${pointed}"]`).getAttribute('class').then((c) => c.includes('filled')), false);
  await page.click('.explain-compare');
  assert.equal(await page.locator('.explain-compare').textContent(), 'Compare');
  await page.click(`.cell[data-cell="${pointed}"]`);
  await page.waitForSelector(`.cell[data-cell="${pointed}"].filled`);
  assert.equal((await shown(page)).visible, false, 'the explanation goes with its card');
  assert.deepEqual(errors, []);
});

test('the review explains each costly move by what the cell played gave up, as pps analyze does; Next mistake lands on one', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1280, height: 900 } });
  await openApp(page, `${suite.plain.url}?system=american&seed=42&moves=${LETTERS}&lesson=off&review=1&step=1`);
  await page.waitForSelector('[data-testid="review-move"]', { timeout: 60000 });
  await waitIdle(page);
  const moves = [];
  for (let step = 1; step <= 25; step++) {
    await page.locator('#review input[type="range"]').fill(String(step));
    moves.push(await page.evaluate(() => {
      const why = document.querySelector('[data-testid="review-explain"]');
      return {
        cost: Number(document.querySelector('[data-testid="review-move"]').dataset.cost),
        played: Number(document.querySelector('#review .cell.played').dataset.cell),
        best: Number(document.querySelector('#review .cell.best').dataset.cell),
        why: why.hidden ? null : why.textContent,
        live: why.closest('[aria-live]')?.getAttribute('aria-live'),
      };
    }));
  }
  const costly = moves.map((m, i) => ({ ...m, step: i + 1 })).filter((m) => m.cost >= 1);
  assert.ok(costly.length >= 3, 'this row-by-row game has costly moves');
  for (const m of costly) {
    assert.equal(m.live, 'polite', 'read out as each move is shown');
    // The AI's cell against the one played: the cell played is the one
    // compared (unless the AI's search kept the cell played over a higher estimate).
    const agreed = m.played === m.best;
    assert.equal(m.why, native(LETTERS.slice(0, m.step - 1), { sims: 500, cell: agreed ? null : m.played }).text, `move ${m.step}`);
    if (!agreed) assert.match(m.why, new RegExp(`${where(m.played)}(, in the same (row|column),|, taking .*,)? (would score|would take \\d+ points? now|is about as good|would .* too)`, 'i'), `move ${m.step}: ${m.why}`);
  }
  for (const m of moves) assert.ok(m.why, 'every move says why (against the next best cell where the AI agrees)');
  await page.locator('#review input[type="range"]').fill('1');
  await page.click('[data-testid="next-mistake"]');
  const costliest = costly.reduce((a, b) => (b.cost > a.cost ? b : a));
  assert.equal(await page.locator('[data-testid="review-move"]').getAttribute('data-step'), String(costliest.step));
  assert.equal(await page.locator('[data-testid="review-explain"]').textContent(), costliest.why);
  await page.locator('#review').screenshot({ path: path.join(ROOT, 'tests/web/screenshots/explain-review-panel.png') });
  assert.deepEqual(errors, []);
});

test('the embed\'s hint and move events carry the sentence; with explain=off neither the page nor the events explain', async (t) => {
  const { page, errors } = await teachingPage(t, suite.browser, `
    <script>
      window.heard = [];
      addEventListener('message', (e) => {
        const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source)?.id;
        if (from && /^pps:(hint|move)$/.test(e.data?.type)) window.heard.push({ from, ...e.data });
      });
    </script>
    <iframe id="on" src="${suite.plain.url}embed.html?system=american&seed=42&moves=ab" title="Poker Squares" style="width: 420px; height: 640px"></iframe>
    <iframe id="off" src="${suite.plain.url}embed.html?system=american&seed=42&moves=ab&explain=off" title="Poker Squares" style="width: 420px; height: 640px"></iframe>`);
  const why = native('ab', { sims: 500 }); // the embed's fast strength
  const placed = why.other.cell;
  for (const id of ['on', 'off']) {
    const frame = await readyFrame(page, `#${id}`);
    await frame.click('#hint');
    await frame.waitForSelector('.cell.best', { timeout: 60000 });
    const box = await frame.evaluate(() => ({ hidden: document.querySelector('section.explain').hidden, text: document.querySelector('[data-testid="explain-text"]').textContent }));
    assert.deepEqual(box, id === 'on' ? { hidden: false, text: why.text } : { hidden: true, text: '' }, id);
    await frame.click(`.cell[data-cell="${placed}"]`);
    await page.waitForFunction((from) => window.heard.some((m) => m.from === from && m.type === 'pps:move'), id);
  }
  const heard = await page.evaluate(() => window.heard);
  const of = (from, type) => heard.find((m) => m.from === from && m.type === type);
  assert.deepEqual([of('on', 'pps:hint').cell, of('on', 'pps:hint').card, of('on', 'pps:hint').explanation], [why.best.cell, 'TS', why.text]);
  assert.equal(of('on', 'pps:hint').estimate, why.best.estimate);
  // The move: why the AI's cell rather than the one played.
  assert.equal(of('on', 'pps:move').explanation, native('ab', { sims: 500, cell: placed }).text);
  for (const type of ['pps:hint', 'pps:move']) assert.equal('explanation' in of('off', type), false, `explain=off: ${type}`);
  assert.equal(of('off', 'pps:hint').cell, why.best.cell, 'the hint itself is the same');
  assert.deepEqual(errors, []);
});

test('explain=off in the app: the hint and the review show no sentence', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1280, height: 900 } });
  await openApp(page, `${suite.plain.url}?system=american&seed=42&moves=${LETTERS}&lesson=off&review=1&step=7&explain=off`);
  await page.waitForSelector('[data-testid="review-move"]', { timeout: 60000 });
  await waitIdle(page);
  assert.match(await page.locator('[data-testid="review-move"]').textContent(), /^Move 7 of 25/);
  assert.equal(await page.locator('[data-testid="review-explain"]').isVisible(), false);
  assert.equal(await page.locator('#review .line-label.explained').count(), 0);
  await openApp(page, `${suite.plain.url}?system=american&seed=42&moves=ab&lesson=off&explain=off`);
  await page.click('#hint');
  await page.waitForSelector('.cell.best', { timeout: 60000 });
  assert.equal(await page.locator('section.explain').isVisible(), false);
  assert.equal(await page.locator('.board .cell.compared, .board .line-label.explained').count(), 0);
  assert.deepEqual(errors, []);
});
