// No page scrolls sideways on a 320 px phone: the app with its end screen,
// the comparison with the AI and the review open (with its explanations),
// and every panel open; the lab with a results table; the embed with its
// panels and a hint's explanation in Compare mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';

const suite = appSuite();
const LETTERS = 'abcdefghijklmnopqrstuvwxy';

// With every panel open: how far the page scrolls sideways, and (for the
// message) the first elements that reach past the screen's edge.
async function sideways(page, what) {
  const { excess, beyond } = await page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => (d.open = true));
    const past = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5);
    return {
      excess: document.scrollingElement.scrollWidth - innerWidth,
      beyond: past.slice(0, 3).map((e) => `${e.tagName.toLowerCase()}#${e.id}.${e.className}`),
    };
  });
  assert.equal(excess, 0, `${what} scrolls ${excess} px sideways (${beyond.join(', ')})`);
}

test('at 320 px: the app, the lab and the embed never scroll sideways', async (t) => {
  const { page } = await suite.page(t, { viewport: { width: 320, height: 640 } });
  await page.goto(`${suite.plain.url}?system=american&seed=3&moves=${LETTERS}&review=1&step=3`);
  await page.waitForSelector('[data-testid="review-move"]', { timeout: 60000 });
  await page.click('#compare-ai');
  await page.waitForSelector('#compare figure', { timeout: 60000 });
  await sideways(page, 'the app');

  await page.goto(`${suite.plain.url}lab.html?player=greedy&player=random&system=american&system=british&games=3&seed=0&sims=10`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#lab-run');
  await page.waitForFunction(() => document.body.dataset.labState === 'done', null, { timeout: 60000 });
  await sideways(page, 'the lab with its results');

  await page.goto(`${suite.plain.url}embed.html?system=american&seed=3&panels=all&moves=ab`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#hint');
  await page.waitForSelector('section.explain:not([hidden])', { timeout: 60000 });
  await page.click('.explain-compare');
  await sideways(page, 'the embed with a hint explained');
});
