// Helpers for driving the app page in the browser tests.
export async function openApp(page, url) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
}

export async function score(page) {
  return Number(await page.locator('[data-testid="score"]').textContent());
}

// The grid as the page shows it: each cell's screen-reader label.
export async function gridLabels(page) {
  return page.locator('.board .cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
}

export async function waitIdle(page, timeout = 60000) {
  await page.waitForFunction(() => !document.body.classList.contains('thinking'), null, { timeout });
}

export async function shareQuery(page) {
  return page.evaluate(() => location.search);
}
