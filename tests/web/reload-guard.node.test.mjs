// The one automatic reload that isolates a page, and its guard
// (web/src/offline/reload-guard.ts): when it reloads, and that a tab reloads
// at most once until a page of it is isolated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { decideReload, clearReloadMark } = await importTs('web/src/offline/reload-guard.ts');

// A tab's session storage.
const tab = () => {
  const items = new Map();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, String(v)), removeItem: (k) => items.delete(k), items };
};
const unisolated = { isolated: false, framed: false, serving: true, pristine: true };

test('a served page that is not isolated reloads once; its reload, still not isolated, does not', () => {
  const storage = tab();
  assert.equal(decideReload(unisolated, storage), 'reload');
  assert.equal(decideReload(unisolated, storage), 'guarded');
  assert.equal(decideReload(unisolated, storage), 'guarded');
});

test('an isolated page clears the mark, so a later unisolated load may reload once more', () => {
  const storage = tab();
  assert.equal(decideReload(unisolated, storage), 'reload');
  clearReloadMark(storage);
  assert.equal(decideReload(unisolated, storage), 'reload');
});

test('no reload when isolated, framed (the host decides) or not served by the worker', () => {
  for (const change of [{ isolated: true }, { framed: true }, { serving: false }]) {
    assert.equal(decideReload({ ...unisolated, ...change }, tab()), 'not-needed', JSON.stringify(change));
  }
});

test('after a click or a key, or while the AI works, the reload waits for the next load', () => {
  const storage = tab();
  assert.equal(decideReload({ ...unisolated, pristine: false }, storage), 'later');
  assert.equal(storage.items.size, 0, 'no mark: the next load may still reload');
});

test('without session storage (refused or throwing) there is no reload at all', () => {
  assert.equal(decideReload(unisolated, null), 'guarded');
  const throwing = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); }, removeItem() {} };
  assert.equal(decideReload(unisolated, throwing), 'guarded');
  const full = { getItem: () => null, setItem() { throw new Error('quota'); }, removeItem() {} };
  assert.equal(decideReload(unisolated, full), 'guarded');
});
