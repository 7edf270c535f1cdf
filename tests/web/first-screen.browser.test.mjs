// The first screen holds still: while the app, the lab and the embed start
// (the engine loads, the deal and the menus fill in), nothing moves the
// board or the controls. Measured as the browser reports it, with a
// PerformanceObserver of layout-shift entries, on a phone-sized and a
// desktop-sized screen (Lighthouse's presets: 412x823 and 1350x940); a
// first visit, so the app's lesson opens too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';

const suite = appSuite();

// The parts that must not move: the board, the card and buttons beside it, the header, the forms.
const STEADY = '.board, .board-area, .hand-area, .buttons, .top, .embed-controls, .lab-form, .side';

async function startUpShifts(t, url, viewport) {
  const { page } = await suite.page(t, { viewport });
  await page.addInitScript((steady) => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => s.node?.nodeType === 1 ? s.node : s.node?.parentElement).filter(Boolean);
        window.layoutShifts.push({
          value: entry.value,
          steadyPartsMoved: moved.filter((node) => node.closest(steady)).map((node) => `${node.tagName.toLowerCase()}#${node.id}.${node.className}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, STEADY);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await page.waitForTimeout(1000); // what starts after "ready" (the lesson, the service worker's note)
  const shifts = await page.evaluate(() => window.layoutShifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), moved: shifts.flatMap((s) => s.steadyPartsMoved) };
}

for (const [name, viewport] of [['phone', { width: 412, height: 823 }], ['desktop', { width: 1350, height: 940 }]]) {
  for (const pagePath of ['', 'lab.html', 'embed.html?system=american&seed=3']) {
    test(`${pagePath || 'the app'} on a ${name} screen starts without moving the board or the controls`, async (t) => {
      const { total, moved } = await startUpShifts(t, `${suite.plain.url}${pagePath}`, viewport);
      assert.deepEqual(moved, [], `moved during start-up (layout shift ${total.toFixed(4)})`);
      assert.ok(total < 0.02, `layout shift ${total.toFixed(4)}`);
    });
  }
}
