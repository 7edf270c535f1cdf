// "Review move by move", and a link that opens the review (&review=1&step=N),
// show the review on screen with the focus on it, on desktop and phone
// screens (it opens below the end screen, and the button that opened it is
// disabled while it runs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';

const suite = appSuite();
const LETTERS = 'abcdefghijklmnopqrstuvwxy';
const FINISHED = `?system=american&seed=3&moves=${LETTERS}`;

async function reviewPlacement(page) {
  await page.waitForSelector('[data-testid="review-move"]', { timeout: 60000 });
  return page.evaluate(() => {
    const review = document.getElementById('review');
    const heading = review.querySelector('h2').getBoundingClientRect();
    return {
      headingInView: heading.top >= 0 && heading.bottom <= innerHeight,
      focusInReview: review.contains(document.activeElement),
      top: Math.round(review.getBoundingClientRect().top),
    };
  });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`${size}: the review opened by its button and by a link is in view, with the focus in it`, async (t) => {
    const { page } = await suite.page(t, { viewport });
    await page.goto(`${suite.plain.url}${FINISHED}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.click('#review-open');
    const byButton = await reviewPlacement(page);
    assert.deepEqual([byButton.headingInView, byButton.focusInReview], [true, true], `button: ${JSON.stringify(byButton)}`);

    await page.goto(`${suite.plain.url}${FINISHED}&review=1&step=5`);
    await page.waitForSelector('body[data-ready="true"]');
    const byLink = await reviewPlacement(page);
    assert.deepEqual([byLink.headingInView, byLink.focusInReview], [true, true], `link: ${JSON.stringify(byLink)}`);
  });
}
