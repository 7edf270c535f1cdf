// Learning from a game, in a real Chromium: the first-visit
// lesson, the hint heat map's scale, and the hindsight line on the end screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { openApp, score, waitIdle } from './support/app-page.mjs';
import { pps } from './support/engines.mjs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const suite = appSuite();

test('the lesson opens on a first visit only, shows the system\'s points, and Help brings it back', async (t) => {
  const { page, errors } = await suite.context(t, { viewport: { width: 1200, height: 900 } });
  await openApp(page, `${suite.isolated.url}?system=british&seed=4`);
  const lesson = page.locator('#lesson');
  assert.equal(await lesson.isVisible(), true, 'opens on the first visit');
  const rows = await page.locator('.lesson-hands tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({ hand: tr.querySelector('th').textContent, cards: tr.querySelectorAll('.card').length,
      points: Number(tr.querySelector('.lesson-points').textContent) })));
  assert.equal(rows.length, 10);
  assert.ok(rows.every((r) => r.cards === 5), 'an example of five cards per hand');
  assert.deepEqual(rows.map((r) => r.points), [0, 1, 3, 6, 12, 5, 10, 16, 30, 30], 'British points');
  assert.match(await lesson.textContent(), /first move/);
  await page.click('.lesson-close');
  assert.equal(await lesson.isVisible(), false);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#lesson').isVisible(), false, 'not again after it was closed');
  await page.click('#help');
  assert.equal(await page.locator('#lesson').isVisible(), true, 'Help opens it');
  await page.click('#help');
  assert.equal(await page.locator('#lesson').isVisible(), false, 'Help closes it');
  assert.deepEqual(errors, []);
});

test('lesson=off keeps it closed; embeds open it only with lesson=on', async (t) => {
  for (const [url, visible] of [
    ['?system=american&seed=1&lesson=off', false],
    ['embed.html?system=american&seed=1', false],
    ['embed.html?system=american&seed=1&lesson=on', true],
  ]) {
    const { page } = await suite.page(t, { viewport: { width: 420, height: 560 } });
    await openApp(page, `${suite.isolated.url}${url}`);
    assert.equal(await page.locator('#lesson').isVisible(), visible, url);
  }
});

test('the heat map colours the loss against the best cell, with a legend in points', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openApp(page, `${suite.isolated.url}?system=american&seed=42&moves=abcdefg&lesson=off`);
  assert.equal(await page.locator('.heat-legend').isVisible(), false, 'no legend before a hint');
  await page.click('#hint');
  await page.waitForSelector('.cell.best', { timeout: 30000 });
  const legend = page.locator('.heat-legend');
  assert.equal(await legend.isVisible(), true);
  assert.match(await legend.textContent(), /Points lost/);
  assert.match(await legend.locator('.heat-legend-ticks').textContent(), /best.*−[\d.]+.*−[\d.]+/);
  const cells = await page.locator('.cell.heat').evaluateAll((els) =>
    els.map((el) => ({ loss: Number(el.dataset.loss), estimate: Number(el.querySelector('.estimate').textContent),
      colour: getComputedStyle(el).backgroundColor })));
  assert.ok(cells.length >= 10, 'every empty cell has an estimate, shown as a number');
  const best = cells.find((c) => c.loss === 0);
  assert.ok(best, 'the best cell loses nothing');
  const rgb = (c) => c.colour.match(/\d+/g).slice(0, 3).map(Number);
  const distance = (a, b) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i]));
  // A cell a fraction of a point behind is coloured like the best one.
  for (const c of cells.filter((c) => c.loss > 0 && c.loss <= 0.2)) assert.ok(distance(c, best) < 30, JSON.stringify(c));
  // The cell that loses most is the one coloured furthest from the best.
  const worst = cells.reduce((a, b) => (b.loss > a.loss ? b : a));
  for (const c of cells) assert.ok(distance(worst, best) >= distance(c, best), JSON.stringify({ worst, c }));
  assert.deepEqual(errors, []);
});

test('the end screen says what the deal\'s 25 cards could make, as pps hindsight does', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await openApp(page, `${suite.isolated.url}?system=american&seed=42&lesson=off`);
  await page.selectOption('#strength', 'fast');
  await page.click('#ai-finish');
  await waitIdle(page);
  const line = page.locator('[data-testid="hindsight"]');
  await line.waitFor({ timeout: 30000 });
  const json = path.join(mkdtempSync(path.join(tmpdir(), 'pps-hindsight-')), 'h.json');
  pps('hindsight', '--system', 'american', '--seed', '42', '--json', json);
  const native = JSON.parse(readFileSync(json, 'utf8'));
  const text = await line.textContent();
  assert.match(text, new RegExp(`You scored ${await score(page)}\\. .* could make ${native.score} and none makes more than ${native.upper_bound}`));
  assert.ok(native.score >= (await score(page)), 'no game beats the hindsight grid');
  assert.equal(await page.locator('#hindsight .mini-cell').count(), 25);
  assert.deepEqual(errors, []);
});
