// Every state of a page a student or a teacher meets reads at WCAG AA
// contrast (support/contrast.mjs): the app at the start and with a game
// over, the embed, an assignment's embed while a deal is played, once it is
// scored and at the end, with the problems list shown, a package that
// cannot open, the lab, and the teacher's page with an assignment made and
// a grade checked. (An assignment's page once turned the page cream under
// its white header and status line: about 1:1.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { contrastFailures } from './support/contrast.mjs';
import { importTs } from './support/import-ts.mjs';
import { placeCards } from './support/student.mjs';

const suite = appSuite();
const LETTERS = 'abcdefghijklmnopqrstuvwxy';
const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const { fnv1a64 } = await importTs('web/src/state/fnv.ts');
// The practice assignment's id (state/assignment.ts), under which the page keeps its progress.
const PRACTICE = fnv1a64(new TextEncoder().encode('practice|american|5,6'));
const kept = (deals) => [`pps-assignment-v1:${PRACTICE}:`, `pps1;${PRACTICE};${deals.join(';')}`];

async function readable(page, state) {
  const failures = await contrastFailures(page);
  assert.deepEqual(failures, [], `${state}: text below WCAG AA contrast`);
}

test('the app, the embed and the lab read at WCAG AA contrast', async (t) => {
  const { page } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await page.goto(`${suite.plain.url}?system=american&seed=3`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await readable(page, 'the app');
  await page.goto(`${suite.plain.url}?system=american&seed=3&moves=${LETTERS}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await readable(page, 'the app, a game over');
  await page.goto(`${suite.plain.url}embed.html?system=american&seed=3&hints=bogus&panels=all`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  assert.equal(await page.evaluate(() => document.getElementById('problems').hidden), false);
  await readable(page, 'the embed with a problem shown');
  await page.goto(`${suite.plain.url}lab.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await readable(page, 'the lab');
});

test("an assignment's embed reads at WCAG AA contrast while played, once a deal is scored, and at the end", async (t) => {
  const url = `${suite.plain.url}embed.html?deals=5,6&grade=best&pass=60`;
  const open = async (progress) => {
    const { page } = await suite.context(t, { viewport: { width: 420, height: 900 } });
    if (progress) await page.addInitScript(([key, text]) => localStorage.setItem(key, text), kept(progress));
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    return page;
  };
  let page = await open(null);
  await readable(page, 'an assignment, deal 1');
  // Deal 1 at its last card (kept from before): one card scores it.
  page = await open([`${LETTERS.slice(0, 24)}.0.0...`, '.0.0...']);
  await placeCards(page.mainFrame(), [24]);
  await page.waitForSelector('#next-deal', { timeout: 60000 });
  await readable(page, 'an assignment, deal 1 scored');
  page = await open([`${LETTERS}.0.0.100..200`, `${LETTERS}.0.0.90..180`]);
  await page.waitForFunction(() => /Your grade/.test(document.querySelector('[data-testid="assignment-grade"]')?.textContent ?? ''), null, { timeout: 60000 });
  await readable(page, 'an assignment, done');
  await page.goto(`${suite.plain.url}embed.html?assignment=damaged&platform=scorm12`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await readable(page, 'a package that cannot open its assignment');
});

test("the teacher's page reads at WCAG AA contrast: empty, with an assignment made, with a grade checked", async (t) => {
  const { page } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  await page.goto(`${suite.plain.url}teach.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await readable(page, 'the teacher\'s page, no key');
  await page.fill('#key-text', TEACHER);
  await page.click('#key-use');
  await page.fill('#a-deals', '1');
  await page.selectOption('#a-grade', 'best');
  await page.click('#make');
  await page.waitForSelector('#made:not([hidden])');
  await page.fill('#check-played', 'abcdefghijklmnopqrstuvwxy');
  await page.click('#check');
  await page.waitForFunction(() => /recomputed from your key/.test(document.getElementById('check-grade').textContent), null, { timeout: 60000 });
  await page.fill('#check-token', 'not a token');
  await readable(page, 'the teacher\'s page, an assignment made and checked');
});
