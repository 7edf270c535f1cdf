// The embed code a teacher pastes: the README's snippets and the Share
// panel's, in a page of another origin. They point at the site wherever it
// is deployed (an absolute address), hold on a 320-360 px phone without
// making the teacher's page scroll sideways, and load with no 404 from a
// deploy under a deep path of a plain host.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST } from './support/app-suite.mjs';
import { ROOT } from './support/engines.mjs';
import { serveFolder } from './support/static-server.mjs';
import { launchChromium, openPage } from './support/browser.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';

// The README's first html block under "Embedding": the iframe and <poker-squares>.
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const EMBEDDING = README.slice(README.indexOf('## Embedding')).match(/```html\n([\s\S]*?)```/)[1];

let browser;
let site;

before(async () => {
  assert.match(EMBEDDING, /<iframe[\s\S]*<poker-squares/, 'the README shows both embeds');
  browser = await launchChromium();
  site = await serveFolder(DIST, { isolated: false, base: '/some/deep/path/' });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

// The src of a snippet's iframe (its attribute, &amp; undone).
const iframeSrc = (html) => html.match(/<iframe src="([^"]*)"/)[1].replaceAll('&amp;', '&');

const sideways = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);

test('the README snippets, pasted as they are: both embeds load from the deep path with no 404, on one thread, and say why', async (t) => {
  const before = site.log.length;
  const { host, page, errors } = await teachingPage(t, browser, EMBEDDING.replaceAll('https://HOST/', site.url), { width: 1000, height: 800 });
  const frame = await readyFrame(page, 'iframe');
  const element = await readyFrame(page, 'poker-squares >>> iframe');
  for (const f of [frame, element]) {
    assert.equal(await f.evaluate(() => window.ppsEngine.info.flavour), 'st');
    assert.match(await f.locator('#build').getAttribute('title'), /page that embeds this game is not cross-origin isolated/);
  }
  assert.match(await element.locator('#system-label').textContent(), /British · seed 5/);
  const answered = site.log.slice(before);
  assert.ok(answered.length > 5);
  assert.deepEqual(answered.filter((entry) => entry.status >= 400), [], 'no 404');
  assert.deepEqual(errors, []);
});

for (const width of [320, 360]) {
  test(`at ${width} px the README's iframe fits the teacher's page: nothing scrolls sideways`, async (t) => {
    const iframe = EMBEDDING.match(/<iframe[\s\S]*?<\/iframe>/)[0].replace('https://HOST/', site.url);
    const { host, page, errors } = await teachingPage(t, browser, `<h1>Lesson</h1>${iframe}`, { width, height: 800 });
    const frame = await readyFrame(page, 'iframe');
    assert.equal(await sideways(page), 0, 'the teacher page');
    assert.equal(await frame.evaluate(() => document.scrollingElement.scrollWidth - innerWidth), 0, 'the embed');
    assert.deepEqual(errors, []);
  });
}

test("the Share panel's embed code is absolute, names the deal, and holds at 320 px in another site's page", async (t) => {
  const { page } = await openPage(t, browser, { viewport: { width: 1200, height: 900 } });
  await page.goto(`${site.url}?system=british&seed=5`);
  await page.waitForSelector('body[data-ready="true"]');
  const snippet = await page.locator('#embed-snippet').textContent();
  assert.equal(iframeSrc(snippet), `${site.url}embed.html?system=british&seed=5`);
  const { host, page: teacher, errors } = await teachingPage(t, browser, snippet, { width: 320, height: 800 });
  const frame = await readyFrame(teacher, 'iframe');
  assert.match(await frame.locator('#system-label').textContent(), /British · seed 5/);
  assert.equal(await sideways(teacher), 0);
  assert.deepEqual(errors, []);
});
