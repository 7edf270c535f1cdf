// pps:configure from a teacher's page: a malformed message is refused with
// pps:error and leaves the student's game as it was; one that changes
// nothing deals nothing; fields left out keep their values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';

// The shared Chromium, and the site on a plain host (suite.plain).
const suite = appSuite();

test('malformed pps:configure messages are refused with pps:error; empty and unchanged ones deal nothing; a partial one changes its fields', async (t) => {
  const { page, errors } = await teachingPage(t, suite.browser, `
    <iframe id="frame" src="${suite.plain.url}embed.html?system=british&seed=5&hints=off" title="Poker Squares" style="width: 420px; height: 560px"></iframe>
    <script>
      window.received = [];
      addEventListener('message', (e) => window.received.push(e.data));
      window.configure = (message) => document.getElementById('frame').contentWindow.postMessage({ type: 'pps:configure', ...message }, '*');
    </script>`, { width: 900, height: 800 });
  const frame = await readyFrame(page, '#frame');
  await frame.click('.cell[data-cell="12"]');
  await frame.waitForSelector('.cell[data-cell="12"].filled');
  const game = () => frame.evaluate(() => ({
    label: document.getElementById('system-label').textContent,
    filled: [...document.querySelectorAll('.cell.filled')].map((c) => c.dataset.cell),
    hints: !document.getElementById('hint').disabled,
  }));
  const before = await game();
  assert.deepEqual([before.label, before.filled, before.hints], ['British · seed 5', ['12'], false]);
  const errorsPosted = () => page.evaluate(() => window.received.filter((m) => m?.type === 'pps:error'));

  for (const [message, field] of [[{ system: {}, seed: [1, 2] }, 'system'], [{ seed: 7 }, 'seed'], [{ hints: true }, 'hints'], [{ ai: 'x'.repeat(401) }, 'ai']]) {
    const count = (await errorsPosted()).length;
    await page.evaluate((m) => window.configure(m), message);
    await page.waitForFunction((n) => window.received.filter((m) => m?.type === 'pps:error').length > n, count);
    const refusal = (await errorsPosted()).at(-1);
    assert.equal(refusal.request, 'pps:configure');
    assert.match(refusal.message, new RegExp(`'${field}'`), refusal.message);
  }
  // Nothing to change, and the same settings again: no new deal.
  await page.evaluate(() => window.configure({}));
  await page.evaluate(() => window.configure({ system: 'british', seed: '5', hints: 'off' }));
  await page.waitForTimeout(1000);
  assert.deepEqual(await game(), before, 'the game is as it was');

  // Only the seed: a new deal of the same system, hints still off.
  await page.evaluate(() => window.configure({ seed: '9' }));
  await frame.waitForFunction(() => /seed 9/.test(document.getElementById('system-label').textContent));
  assert.deepEqual(await game(), { label: 'British · seed 9', filled: [], hints: false });
  assert.deepEqual(errors, []);
});
