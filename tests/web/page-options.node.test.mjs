// The page's options are declared once (web/src/state/page-options.ts): the
// README's list under "Embedding" is that table's, line for line; a URL and
// a pps:configure message are read through it; and <poker-squares> keeps no
// list of its own (it passes its attributes on). Each option taking effect
// the three ways is page-options.browser.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const { OPTION_NAMES, PAGE_OPTIONS, readOptions, optionTexts } = await importTs('web/src/state/page-options.ts');
const { readUrl } = await importTs('web/src/state/url-state.ts');
const { readConfigure } = await importTs('web/src/embed/host-messages.ts');

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const embedding = README.slice(README.indexOf('## Embedding'), README.indexOf('\n## ', README.indexOf('## Embedding') + 1));

test("the README's list of options is the table's, in its order, with its words", () => {
  const listed = embedding.split('\n').filter((line) => /^- `[a-z]+`: /.test(line));
  const expected = OPTION_NAMES.map((name) => `- \`${name}\`: ${PAGE_OPTIONS[name].doc}`);
  assert.deepEqual(listed, expected, `README.md, "Embedding", should list:\n${expected.join('\n')}`);
  assert.deepEqual(OPTION_NAMES, ['system', 'seed', 'hints', 'ai', 'strength', 'panels', 'lesson']);
});

test('no option given: each default, per page', () => {
  const app = readOptions(optionTexts(''), 'app');
  const embed = readOptions(optionTexts(''), 'embed');
  assert.deepEqual(app, { options: { system: 'american', seed: null, hints: true, ai: null, strength: 'normal', panels: [], lesson: true }, problems: [] });
  assert.deepEqual(embed.options, { ...app.options, strength: 'fast', lesson: false });
});

test('a URL, a message and attributes are read alike: a bad value is named and its default used', () => {
  const texts = { hints: 'maybe', strength: 'huge', panels: 'chat,points', lesson: 'perhaps', system: ' british ', seed: ' 12 ' };
  const read = readOptions(texts, 'embed');
  assert.deepEqual(read.options, { system: 'british', seed: '12', hints: true, ai: null, strength: 'fast', panels: ['points'], lesson: false });
  assert.deepEqual(read.problems, [
    "Hints: 'maybe' is not on or off. Using on.",
    "Strength: 'huge' is not one of fast, normal, strong, contest. Using fast.",
    "Panels: 'chat' is not one of points, tracker, all, none. Ignored.",
    "Lesson: 'perhaps' is not on or off. Using off.",
  ]);
  const search = `?${new URLSearchParams(texts)}`;
  assert.deepEqual(readUrl(search, 'embed').options, read.options);
  assert.deepEqual(readOptions(readConfigure({ type: 'pps:configure', ...texts }).changes, 'embed'), read);
  // An attribute given without a value switches on.
  assert.equal(readOptions({ hints: '', lesson: '' }, 'embed').options.lesson, true);
  // What the engine checks (system, seed, ai) goes to it as given.
  assert.deepEqual(readOptions({ system: 'bogus', seed: 'x', ai: 'nonsense' }, 'app').problems, []);
});

test('<poker-squares> names none of the options: it passes its attributes on', () => {
  const element = readFileSync(path.join(ROOT, 'web/public/poker-squares.js'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  for (const name of OPTION_NAMES) assert.doesNotMatch(element, new RegExp(`['"\`]${name}['"\`]`), name);
});
