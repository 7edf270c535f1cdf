// The page's options are declared once (web/src/state/page-options.ts): the
// README's list under "Embedding" is that table's, line for line; a URL and
// a pps:configure message are read through it; and <poker-squares> keeps no
// list of its own (it passes its attributes on). No list of the options is
// written here either: what is checked per option comes from the table.
// Each option taking effect the three ways is page-options.browser.test.mjs's.
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
});

// Each page's options when none is given.
const defaults = (page) => Object.fromEntries(OPTION_NAMES.map((name) => [name, PAGE_OPTIONS[name].fallback(page)]));

test('no option given: each default, per page', () => {
  for (const page of ['app', 'embed']) assert.deepEqual(readOptions(optionTexts(''), page), { options: defaults(page), problems: [] }, page);
  // What differs between the app and an embed, and the defaults a visitor meets first.
  const differ = OPTION_NAMES.filter((name) => JSON.stringify(defaults('app')[name]) !== JSON.stringify(defaults('embed')[name]));
  assert.deepEqual(Object.fromEntries(differ.map((name) => [name, [defaults('app')[name], defaults('embed')[name]]])), {
    strength: ['normal', 'fast'],
    lesson: [true, false],
  });
  assert.equal(defaults('app').system, 'american');
  assert.equal(defaults('app').hints, true);
});

test('a text longer than an option takes is named and its default used (a link of 10,000 deals)', () => {
  const deals = Array.from({ length: 10000 }, (_, i) => i).join(',');
  const read = readUrl(`?deals=${deals}&hints=off`, 'embed');
  assert.equal(read.options.deals, null);
  assert.equal(read.options.hints, false);
  assert.deepEqual(read.problems, ['Deals: longer than 400 characters (48,889). Using its default.']);
});

test("each option's example is a valid value other than its default", () => {
  for (const name of OPTION_NAMES) {
    const { example } = PAGE_OPTIONS[name];
    const read = readOptions({ [name]: example }, 'embed');
    assert.deepEqual(read.problems, [], name);
    assert.notDeepEqual(read.options[name], defaults('embed')[name], name);
    assert.deepEqual(readUrl(`?${new URLSearchParams({ [name]: example })}`, 'embed').options, read.options, name);
  }
});

test('a URL, a message and attributes are read alike: a bad value is named and its default used', () => {
  const texts = { hints: 'maybe', explain: 'why', strength: 'huge', panels: 'chat,points', lesson: 'perhaps', system: ' british ', seed: ' 12 ' };
  const read = readOptions(texts, 'embed');
  assert.deepEqual(read.options, { ...defaults('embed'), system: 'british', seed: '12', panels: ['points'] });
  assert.deepEqual(read.problems, [
    "Hints: 'maybe' is not on or off. Using on.",
    "Explain: 'why' is not on or off. Using on.",
    "Strength: 'huge' is not one of fast, normal, strong, contest. Using fast.",
    "Panels: 'chat' is not one of points, tracker, all, none. Ignored.",
    "Lesson: 'perhaps' is not on or off. Using off.",
  ]);
  const search = `?${new URLSearchParams(texts)}`;
  assert.deepEqual(readUrl(search, 'embed').options, read.options);
  assert.deepEqual(readOptions(readConfigure({ type: 'pps:configure', ...texts }).changes, 'embed'), read);
  // An attribute given without a value switches on.
  assert.equal(readOptions({ hints: '', lesson: '' }, 'embed').options.lesson, true);
  assert.equal(readOptions({ explain: 'off' }, 'app').options.explain, false);
  assert.equal(readUrl('?explain=no', 'embed').options.explain, false);
  // What the engine checks (system, seed, ai) goes to it as given.
  assert.deepEqual(readOptions({ system: 'bogus', seed: 'x', ai: 'nonsense' }, 'app').problems, []);
});

test('<poker-squares> names none of the options: it passes its attributes on', () => {
  const element = readFileSync(path.join(ROOT, 'web/public/poker-squares.js'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  for (const name of OPTION_NAMES) assert.doesNotMatch(element, new RegExp(`['"\`]${name}['"\`]`), name);
});
