// The input rules the game URL and the lab URL share (web/src/state/input-rules.ts):
// one strength check over either page's list of strengths; and the seed,
// whose rule is the engine's alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';
import { loadEngine, shutDown } from './support/engines.mjs';

const rules = await importTs('web/src/state/input-rules.ts');
const { readUrl } = await importTs('web/src/state/url-state.ts');
const { readLabUrl } = await importTs('web/src/lab/settings.ts');

test('a seed is the engine\'s to check: both pages pass its text on, trimmed; the engine reads a signed 64-bit integer', async () => {
  for (const text of ['42', ' 7 ', 'x1', '+5', '9223372036854775808']) {
    assert.equal(readUrl(`?seed=${encodeURIComponent(text)}`, 'app').options.seed, text.trim(), text);
    assert.deepEqual(readUrl(`?seed=${encodeURIComponent(text)}`, 'app').problems, [], text);
    assert.equal(readLabUrl(`?seed=${encodeURIComponent(text)}`).settings.seed, text.trim(), text);
  }
  const E = await loadEngine('st');
  try {
    for (const [text, seed] of [['42', '42'], ['-12', '-12'], ['007', '7'], ['20261121', '20261121'],
      ['9223372036854775807', '9223372036854775807'], ['-9223372036854775808', '-9223372036854775808']]) {
      assert.equal(E.parseSeed(text), seed, text);
    }
    for (const [text, message] of [['x1', "seed 'x1' is not an integer"], ['1.5', "seed '1.5' is not an integer"], ['+5', "seed '+5' is not an integer"],
      [' 7', "seed ' 7' is not an integer"], ['', "seed '' is not an integer"],
      ['9223372036854775808', "seed '9223372036854775808' is outside the signed 64-bit range"]]) {
      assert.throws(() => E.parseSeed(text), { message }, text);
    }
    // The daily deal's seed is one; the lab's game i adds i to a checked seed.
    assert.equal(rules.dailySeed(new Date(Date.UTC(2026, 10, 21))), '20261121');
    assert.equal(E.parseSeed(rules.dailySeed()), rules.dailySeed());
    assert.equal(rules.seedPlus('9223372036854775806', 1), '9223372036854775807');
    assert.equal(rules.seedPlus('-1', 2), '1');
  } finally {
    shutDown(E);
  }
});

test('one strength check over either page\'s strengths', () => {
  const choices = [{ name: 'fast' }, { name: 'normal' }];
  assert.deepEqual(rules.checkStrength('fast', choices, 'normal'), { value: choices[0], problem: null });
  assert.deepEqual(rules.checkStrength(null, choices, 'normal'), { value: null, problem: null });
  assert.deepEqual(rules.checkStrength('huge', choices, 'normal'),
    { value: null, problem: "Strength: 'huge' is not one of fast, normal. Using normal." });
  // The app takes any of its strengths; the lab only those that replay (not the timed one).
  assert.equal(readUrl('?strength=contest', 'app').options.strength, 'contest');
  assert.match(readUrl('?strength=huge', 'embed').problems[0], /^Strength: 'huge' is not one of .*contest.*\. Using fast\.$/);
  assert.equal(readUrl('?strength=huge', 'embed').options.strength, 'fast');
  assert.match(readLabUrl('?strength=contest').problems[0], /^Strength: 'contest' is not one of fast, normal, strong\. Using 300 simulations\.$/);
});

test('problems are collected as the values are kept', () => {
  const problems = [];
  const keep = rules.noteProblems(problems);
  assert.equal(keep(rules.wholeNumber('Games', '12', 1, 100, 10)), 12);
  assert.equal(keep(rules.wholeNumber('Games', '0', 1, 100, 10)), 10);
  assert.deepEqual(problems, ["Games: '0' is not a whole number from 1 to 100. Using 10."]);
});
