// A teacher's page for the embed tests: `body` served on an origin of its
// own (not cross-origin isolated), opened in a new page of `browser`, both
// closed when the test `t` ends; and a frame of it, once its game is ready.
import { DIST } from './app-suite.mjs';
import { serveFolder } from './static-server.mjs';
import { openPage } from './browser.mjs';

export async function teachingPage(t, browser, body, { width = 1200, height = 1400 } = {}) {
  const html = '<!doctype html><meta name="viewport" content="width=device-width"><title>Lesson</title>' +
    `<link rel="icon" href="data:,"><body style="margin: 8px">${body}</body>`;
  const host = await serveFolder(DIST, { routes: { '/lesson.html': html } });
  const { page, errors } = await openPage(t, browser, { viewport: { width, height } });
  t.after(() => host.close()); // after the page's close (hooks run in order)
  await page.goto(`${host.url}lesson.html`);
  return { host, page, errors };
}

export async function readyFrame(page, selector, timeout = 30000) {
  const frame = await (await page.waitForSelector(selector)).contentFrame();
  await frame.waitForSelector('body[data-ready="true"]', { timeout });
  return frame;
}
