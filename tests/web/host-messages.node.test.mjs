// An embed's reading of pps:configure (web/src/embed/host-messages.ts): which
// messages are refused, what a message changes, and when it changes nothing.
// Its fields are the page options (web/src/state/page-options.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { readConfigure, applyChanges } = await importTs('web/src/embed/host-messages.ts');
const { optionTexts, OPTION_NAMES, MAX_OPTION_LENGTH } = await importTs('web/src/state/page-options.ts');

const current = optionTexts('?system=british&seed=5&hints=off&moves=abc');

test('the embed starts from its address: each page option, null where absent', () => {
  const none = Object.fromEntries(OPTION_NAMES.map((name) => [name, null]));
  assert.deepEqual(current, { ...none, system: 'british', seed: '5', hints: 'off' });
});

test('a field that is neither a string nor null refuses the whole message, naming it', () => {
  for (const [message, field, kind] of [
    [{ system: {}, seed: [1, 2] }, 'system', 'an object'],
    [{ seed: [1, 2] }, 'seed', 'an array'],
    [{ hints: true }, 'hints', 'a boolean'],
    [{ ai: 3 }, 'ai', 'a number'],
    [{ system: 'british', panels: () => 'all' }, 'panels', 'a function'],
  ]) {
    const read = readConfigure({ type: 'pps:configure', ...message });
    assert.ok('error' in read, JSON.stringify(message));
    assert.match(read.error, new RegExp(`'${field}' must be a string or null, not ${kind}`));
  }
  assert.match(readConfigure({ system: 'x'.repeat(MAX_OPTION_LENGTH + 1) }).error, new RegExp(`'system' is longer than ${MAX_OPTION_LENGTH} characters`));
  assert.deepEqual(readConfigure({ system: 'x'.repeat(MAX_OPTION_LENGTH) }).changes, { system: 'x'.repeat(MAX_OPTION_LENGTH) });
});

test('fields left out keep their values, null restores a default, unknown fields are ignored', () => {
  assert.deepEqual(readConfigure({ type: 'pps:configure', seed: '9', colour: 'red', ai: undefined }), { changes: { seed: '9' } });
  assert.deepEqual(applyChanges(current, { seed: '9' }), { ...current, seed: '9' });
  assert.deepEqual(applyChanges(current, { hints: null }), { ...current, hints: null });
  assert.deepEqual(readConfigure({ type: 'pps:configure', strength: 'strong', lesson: 'on' }), { changes: { strength: 'strong', lesson: 'on' } });
});

test('a message with no fields, or the settings in force, changes nothing', () => {
  assert.equal(applyChanges(current, readConfigure({ type: 'pps:configure' }).changes), null);
  assert.equal(applyChanges(current, { system: 'british', seed: '5', hints: 'off' }), null);
  assert.equal(applyChanges(current, { ai: null }), null);
});
