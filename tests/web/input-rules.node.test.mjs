// The input rules the game URL and the lab URL share (web/src/state/input-rules.ts):
// one seed rule (the engine's: a signed 64-bit decimal integer), and one
// strength check over either page's list of strengths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const rules = await importTs('web/src/state/input-rules.ts');
const { readUrl } = await importTs('web/src/state/url-state.ts');
const { readLabUrl } = await importTs('web/src/lab/settings.ts');

test('a seed is a signed 64-bit decimal integer, on both pages', () => {
  for (const [text, seed] of [['42', '42'], [' 7 ', '7'], ['-12', '-12'], ['007', '7'], ['20261121', '20261121'],
    ['9223372036854775807', '9223372036854775807'], ['-9223372036854775808', '-9223372036854775808']]) {
    assert.deepEqual(rules.checkSeed(text, null), { value: seed, problem: null }, text);
    assert.equal(readUrl(`?seed=${encodeURIComponent(text)}`, 'normal').seed, seed, text);
    assert.deepEqual(readLabUrl(`?seed=${encodeURIComponent(text)}`).settings.seed, seed, text);
    assert.equal(rules.seedError(text), null);
  }
  for (const [text, fault] of [['x1', 'is not a whole number'], ['1.5', 'is not a whole number'], ['+5', 'is not a whole number'], ['', 'is not a whole number'],
    ['9223372036854775808', 'is outside the signed 64-bit range'], ['12345678901234567890123', 'is not a whole number']]) {
    assert.deepEqual(rules.checkSeed(text, '0'), { value: '0', problem: `Seed: '${text.slice(0, 40)}' ${fault}. Using 0.` });
    const app = readUrl(`?seed=${encodeURIComponent(text)}`, 'normal');
    assert.equal(app.seed, null);
    assert.deepEqual(app.problems, [`Seed: '${text.slice(0, 40)}' ${fault}. Using a random seed.`]);
    assert.match(readLabUrl(`?seed=${encodeURIComponent(text)}`).problems[0], /^Seed: .* Using 0\.$/);
    assert.equal(rules.seedError(text), `"${text.trim()}" ${fault}`);
  }
  assert.equal(rules.seedPlus('9223372036854775806', 1), '9223372036854775807');
  assert.equal(rules.seedPlus('-1', 2), '1');
});

test('the app\'s daily and random seeds pass the rule', () => {
  assert.equal(rules.dailySeed(new Date(Date.UTC(2026, 10, 21))), '20261121');
  assert.equal(rules.seedError(rules.dailySeed()), null);
  assert.equal(rules.seedError(rules.randomSeed()), null);
});

test('one strength check over either page\'s strengths', () => {
  const choices = [{ name: 'fast' }, { name: 'normal' }];
  assert.deepEqual(rules.checkStrength('fast', choices, 'normal'), { value: choices[0], problem: null });
  assert.deepEqual(rules.checkStrength(null, choices, 'normal'), { value: null, problem: null });
  assert.deepEqual(rules.checkStrength('huge', choices, 'normal'),
    { value: null, problem: "Strength: 'huge' is not one of fast, normal. Using normal." });
  // The app takes any of its strengths; the lab only those that replay (not the timed one).
  assert.equal(readUrl('?strength=contest', 'normal').strength, 'contest');
  assert.match(readUrl('?strength=huge', 'fast').problems[0], /^Strength: 'huge' is not one of .*contest.*\. Using fast\.$/);
  assert.match(readLabUrl('?strength=contest').problems[0], /^Strength: 'contest' is not one of fast, normal, strong\. Using 300 simulations\.$/);
});

test('problems are collected as the values are kept', () => {
  const problems = [];
  const keep = rules.noteProblems(problems);
  assert.equal(keep(rules.wholeNumber('Games', '12', 1, 100, 10)), 12);
  assert.equal(keep(rules.wholeNumber('Games', '0', 1, 100, 10)), 10);
  assert.deepEqual(problems, ["Games: '0' is not a whole number from 1 to 100. Using 10."]);
});
