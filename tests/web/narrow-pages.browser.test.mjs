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

  await page.goto(`${suite.plain.url}teach.html`);
  await page.waitForSelector('body[data-ready="true"]');
  await sideways(page, "the teacher's page");
});

test("at 390 px the app's title and its engine badge do not overlap", async (t) => {
  const { page } = await suite.page(t, { viewport: { width: 390, height: 800 } });
  for (const address of ['', 'lab.html']) {
    await page.goto(`${suite.plain.url}${address}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    const { title, badge, label, whole } = await page.evaluate(() => {
      const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
      const h1 = document.querySelector('.top h1');
      // The title's text as drawn: its own extent (it may overflow its box), clipped where its box clips it.
      const range = document.createRange();
      range.selectNodeContents(h1);
      const text = box(range);
      const clip = getComputedStyle(h1).overflowX === 'hidden' ? box(h1).right : Infinity;
      const badge = document.getElementById('build');
      return { title: { ...text, right: Math.min(text.right, clip) }, badge: box(badge), label: badge.textContent, whole: h1.scrollWidth <= h1.clientWidth };
    });
    assert.ok(label.length > 0, 'the badge says the build');
    const overlap = title.right > badge.left && badge.right > title.left && title.bottom > badge.top && badge.bottom > title.top;
    assert.equal(overlap, false, `${address || 'the app'}: the title (${title.left}-${title.right}) runs under the badge "${label}" (${badge.left}-${badge.right})`);
    assert.ok(badge.right <= 390, 'the badge on the screen');
    assert.ok(whole, `${address || 'the app'}: the title shows whole`);
  }
});
