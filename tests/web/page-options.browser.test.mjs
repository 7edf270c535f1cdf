// Every page option (web/src/state/page-options.ts, README "Embedding")
// takes effect each of the three ways a host page gives it: as a URL
// parameter of the iframe, in a pps:configure message to a ready iframe, and
// as an attribute set on a ready <poker-squares>. The options and the value
// set (each one's `example`) come from the table. One teaching page per
// option holds the three embeds; each shows the option's effect after, and
// (but the strength, seen only in the AI's moves) not before. An option
// with no probe here is checked in the page's own reading of its options
// (data-options on <html>, written by the view).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSuite } from './support/app-suite.mjs';
import { importTs } from './support/import-ts.mjs';
import { readyFrame, teachingPage } from './support/teaching-page.mjs';

const { OPTION_NAMES, PAGE_OPTIONS, readOptions } = await importTs('web/src/state/page-options.ts');
const suite = appSuite();

// What shows an option's example on screen: other options it needs, and
// what shows it in the game's frame (a function run there), after a hint
// when `hint` (asked before and after), or `aiMoves`: the AI's moves report
// it (the strength).
const PROBES = {
  system: { shown: () => /^British ·/.test(document.getElementById('system-label').textContent) },
  seed: { shown: () => / seed 9$/.test(document.getElementById('system-label').textContent) },
  hints: { shown: () => document.getElementById('hint').disabled && !document.body.classList.contains('thinking') },
  // The hint's heat map with no sentence under it.
  explain: { hint: true, shown: () => document.querySelector('.cell.best') !== null && document.querySelector('section.explain').hidden },
  ai: { shown: () => document.getElementById('ai-finish').disabled && !document.body.classList.contains('thinking') },
  strength: { with: { ai: 'random' }, aiMoves: true },
  panels: { shown: () => !document.getElementById('panel-points').hidden },
  lesson: { shown: () => !document.getElementById('lesson').hidden },
  // An assignment's first deal of three, on the assignment's page.
  assignment: { shown: () => /deal 1 of 3$/.test(document.querySelector('[data-testid="assignment-title"]')?.textContent ?? '') },
  deals: { shown: () => /^deal 1 of 3$/.test(document.querySelector('[data-testid="assignment-title"]')?.textContent ?? '') },
};

test('every probe is of an option of the table', () => {
  for (const name of Object.keys(PROBES)) assert.ok(OPTION_NAMES.includes(name), `${name} is no longer an option`);
});

// The page's reading of its options holds `value` for `name` (the probe of an option without one above).
const taken = ({ name, value }) => JSON.stringify(JSON.parse(document.documentElement.dataset.options ?? '{}')[name]) === JSON.stringify(value);

function probeOf(name) {
  const example = PAGE_OPTIONS[name].example;
  if (PROBES[name]) return { value: example, ...PROBES[name] };
  const value = readOptions({ [name]: example }, 'embed').options[name];
  return { value: example, shown: taken, arg: { name, value } };
}

const query = (settings) => new URLSearchParams(settings).toString();
const attributes = (settings) => Object.entries(settings).map(([k, v]) => `${k}="${v}"`).join(' ');

for (const name of OPTION_NAMES) {
  const probe = probeOf(name);
  test(`${name}=${probe.value} takes effect as a URL parameter, a pps:configure field and an attribute`, async (t) => {
    const base = probe.with ?? {};
    const { page, errors } = await teachingPage(t, suite.browser, `
      <script>
        window.heard = [];
        addEventListener('message', (e) => {
          const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source)?.id;
          if (from) window.heard.push({ from, ...e.data });
        });
      </script>
      <script type="module" src="${suite.plain.url}poker-squares.js"></script>
      <iframe id="url" src="${suite.plain.url}embed.html?${query({ ...base, [name]: probe.value })}" title="Poker Squares" style="width: 420px; height: 560px"></iframe>
      <iframe id="message" src="${suite.plain.url}embed.html?${query(base)}" title="Poker Squares" style="width: 420px; height: 560px"></iframe>
      <poker-squares id="attribute" ${attributes(base)}></poker-squares>
      <script>
        document.getElementById('attribute').addEventListener('move', (e) => window.heard.push({ from: 'attribute', type: 'pps:move', ...e.detail }));
      </script>`, { width: 1400, height: 700 });
    const frames = {
      url: await readyFrame(page, '#url'),
      message: await readyFrame(page, '#message'),
      attribute: await readyFrame(page, '#attribute >>> iframe'),
    };
    const label = () => document.getElementById('system-label').textContent;
    // A hint on the game in the frame (the one dealt last, once the engine is idle).
    const askHint = async (frame) => {
      await frame.waitForFunction(() => !document.querySelector('.cell.best') && !document.getElementById('hint').disabled, null, { timeout: 20000 });
      await frame.click('#hint');
      await frame.waitForSelector('.cell.best', { timeout: 30000 });
    };
    const dealt = {};
    for (const way of ['message', 'attribute']) {
      if (probe.hint) await askHint(frames[way]);
      if (probe.shown) assert.equal(await frames[way].evaluate(probe.shown, probe.arg), false, `${way}: not before`);
      dealt[way] = await frames[way].evaluate(label);
    }
    await page.evaluate(({ name, value }) => {
      document.getElementById('message').contentWindow.postMessage({ type: 'pps:configure', [name]: value }, '*');
      document.getElementById('attribute').setAttribute(name, value);
    }, { name, value: probe.value });

    for (const [way, frame] of Object.entries(frames)) {
      if (probe.hint) {
        if (way !== 'url') await frame.waitForFunction((before) => document.getElementById('system-label').textContent !== before, dealt[way]);
        await askHint(frame);
      }
      if (probe.shown) {
        await frame.waitForFunction(probe.shown, probe.arg, { timeout: 20000 });
        continue;
      }
      // The strength: once the new options have dealt a new game (a random
      // deal: another seed), the first move of AI finish names it; then Stop.
      if (way !== 'url') await frame.waitForFunction((before) => document.getElementById('system-label').textContent !== before, dealt[way]);
      await frame.click('#ai-finish');
      await page.waitForFunction((w) => window.heard.some((m) => m.from === w && m.type === 'pps:move' && m.by === 'ai'), way, { timeout: 30000 });
      await frame.click('#stop').catch(() => {}); // (the game may be over)
      const move = await page.evaluate((w) => window.heard.find((m) => m.from === w && m.type === 'pps:move' && m.by === 'ai'), way);
      assert.deepEqual([move.ai, move.strength], ['random', probe.value], way);
    }
    assert.deepEqual(errors, []);
  });
}

// The game page (index.html) takes the same options in its address, keeps
// them there as the table writes them (writeUrl) through moves and a reload,
// and shows their effect after both. Every option of the table at once (but
// the two that hand the page to the assignment page: tested in
// assignment.browser.test.mjs); its example, or for the lesson, whose example
// is the app's default, its other value.
const APP_VALUES = { lesson: 'off' };
const HANDED_OVER = ['assignment', 'deals'];
const APP_PROBES = {
  system: () => /^British ·/.test(document.getElementById('system-label').textContent),
  seed: () => / seed 9$/.test(document.getElementById('system-label').textContent),
  hints: () => document.getElementById('hint').disabled,
  ai: () => ['ai-finish', 'ai-move', 'watch-ai'].every((id) => document.getElementById(id).disabled),
  undo: () => document.getElementById('undo').disabled,
  lesson: () => document.getElementById('lesson')?.hidden !== false,
};

test('every option works on the game page as on the embed, and its address keeps them through moves and a reload', async (t) => {
  const names = OPTION_NAMES.filter((n) => !HANDED_OVER.includes(n));
  const given = Object.fromEntries(names.map((n) => [n, APP_VALUES[n] ?? PAGE_OPTIONS[n].example]));
  const expected = readOptions(given, 'app').options;
  const { page, errors } = await suite.context(t);
  await page.goto(`${suite.plain.url}?${query(given)}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  const check = async (when) => {
    const taken = await page.evaluate(() => JSON.parse(document.documentElement.dataset.options));
    for (const name of names) assert.deepEqual(taken[name], expected[name], `${when}: ${name}`);
    for (const [name, probe] of Object.entries(APP_PROBES)) assert.equal(await page.evaluate(probe), true, `${when}: ${name} shows`);
    const address = new URLSearchParams(new URL(page.url()).search);
    const kept = readOptions(Object.fromEntries(names.map((n) => [n, address.get(n)])), 'app').options;
    for (const name of names) assert.deepEqual(kept[name], expected[name], `${when}: the address keeps ${name}`);
  };
  await page.click('.cell[data-cell="0"]');
  await page.waitForFunction(() => document.getElementById('turn').textContent === 'Card 2 of 25');
  await check('after a move');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  assert.equal(await page.evaluate(() => document.getElementById('turn').textContent), 'Card 2 of 25');
  await check('after a reload');
  assert.deepEqual(errors, []);
});
