// The lab URL (web/src/lab/settings.ts): a tournament written to a query
// string reads back the same, specs with commas and colons included; each bad
// number is named in a one-line problem and replaced by its default (the
// seed and the specs are the engine's to check: lab.browser.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { LAB_DEFAULTS, readLabUrl, writeLabUrl } = await importTs('web/src/lab/settings.ts');

test('a tournament survives the round trip through its URL', () => {
  const custom = {
    players: ['greedy:eval=points,alpha=0.2', 'tiger:sim=random', 'random'],
    systems: ['-3,5,-20,40,17,-9,60,-128,127,0', 'single:flush'],
    games: 37, seed: '-12', strength: null, simulations: 123, learnGames: 4000, key: '0f'.repeat(32),
  };
  const read = readLabUrl(writeLabUrl(custom, { engine: 'st' }));
  assert.deepEqual(read, { settings: custom, given: true, problems: [] });
  assert.equal(new URLSearchParams(writeLabUrl(custom, { engine: 'st' })).get('engine'), 'st');
  // A named strength is written by name and sets its simulations and learning games.
  const fast = readLabUrl(writeLabUrl({ ...custom, strength: 'fast', simulations: 500, learnGames: 50000 }));
  assert.deepEqual(fast.settings, { ...custom, strength: 'fast', simulations: 500, learnGames: 50000 });
  assert.equal(new URLSearchParams(writeLabUrl(fast.settings)).has('sims'), false);
  // The key of sealed deals, after a run only: a URL without one reads none.
  assert.equal(new URLSearchParams(writeLabUrl({ ...custom, key: null })).has('key'), false);
  assert.equal(readLabUrl(writeLabUrl({ ...custom, key: null })).settings.key, null);
});

test('no tournament in the URL: the defaults, nothing to report', () => {
  assert.deepEqual(readLabUrl('?engine=st'), { settings: LAB_DEFAULTS, given: false, problems: [] });
});

test('bad values are named and replaced by the defaults', () => {
  const read = readLabUrl('?games=0&sims=-4&learn=10&player=random');
  assert.deepEqual(read.problems, [
    "Games: '0' is not a whole number from 1 to 10,000. Using 10.",
    "Simulations: '-4' is not a whole number from 1 to 1,000,000. Using 300.",
    "Learning games: '10' is not a whole number from 1,000 to 10,000,000. Using 20000.",
  ]);
  assert.deepEqual(read.settings, { ...LAB_DEFAULTS, players: ['random'] });
  const strength = readLabUrl('?strength=contest');
  assert.match(strength.problems[0], /^Strength: 'contest' is not one of fast, normal, strong\. Using 300 simulations\.$/);
  assert.equal(strength.settings.strength, null);
  // Repeated specs count once; an overlong spec is refused by name.
  const specs = readLabUrl(`?player=random&player=random&player=${'x'.repeat(201)}`);
  assert.deepEqual(specs.settings.players, ['random']);
  assert.match(specs.problems[0], /^Players: 'x{40}' is longer than 200 characters\. Ignored\.$/);
});
