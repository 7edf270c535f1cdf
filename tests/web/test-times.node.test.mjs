// The check of npm test's time (scripts/check-test-times.mjs, run by .ci/run):
// a step far over its recorded figure fails it; a busy machine does not. And
// the web tests' order (scripts/run-web-tests.mjs): the longest first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check, kindOf, limitOf, record } from '../../scripts/check-test-times.mjs';
import { longestFirst } from '../../scripts/run-web-tests.mjs';
import { ROOT } from './support/engines.mjs';

const run = (steps, { cached = 300, compiled = 3 } = {}) => ({ compilations: { cached, compiled }, cores: 2, steps });
const figures = {
  cold: { 'native build': { seconds: 270, cpu_seconds: 520 } },
  warm: { 'native build': { seconds: 20, cpu_seconds: 15 }, ctest: { seconds: 140, cpu_seconds: 250 } },
};

test('a run is warm when nine compilations in ten or more came from the cache, or none was needed', () => {
  assert.equal(kindOf(run([], { cached: 300, compiled: 3 })), 'warm');
  assert.equal(kindOf(run([], { cached: 0, compiled: 0 })), 'warm');
  assert.equal(kindOf(run([], { cached: 200, compiled: 100 })), 'cold');
  assert.equal(kindOf(run([], { cached: 0, compiled: 300 })), 'cold');
});

test('a step more than twice its figure plus a minute fails the check, in the figures of its kind', () => {
  assert.equal(limitOf(140), 340);
  const within = check(run([{ name: 'ctest', seconds: 340, cpu_seconds: 560, load: 3 }]), figures);
  assert.deepEqual(within.over, []);
  const slow = check(run([{ name: 'ctest', seconds: 341, cpu_seconds: 250, load: 3 }]), figures);
  assert.equal(slow.over.length, 1);
  assert.match(slow.over[0], /^ctest: 341 s, over 340 s \(twice the warm figure 140 s/);
  const busier = check(run([{ name: 'ctest', seconds: 150, cpu_seconds: 561, load: 3 }]), figures);
  assert.match(busier.over[0], /^ctest: 561 s of CPU, over 560 s/);
  // The same 300 s native build: far over the warm figure, well within the cold one.
  const build = [{ name: 'native build', seconds: 300, cpu_seconds: 500, load: 2 }];
  assert.equal(check(run(build), figures).over.length, 2);
  assert.deepEqual(check(run(build, { cached: 0, compiled: 300 }), figures).over, []);
});

test('on a busy machine only the CPU time is checked', () => {
  // Load 6 on 2 cores: more than npm test's own jobs make (2 x 2 + 1 = 5).
  const stretched = check(run([{ name: 'ctest', seconds: 900, cpu_seconds: 300, load: 6 }]), figures);
  assert.deepEqual(stretched.over, []);
  const control = check(run([{ name: 'ctest', seconds: 900, cpu_seconds: 300, load: 5 }]), figures);
  assert.equal(control.over.length, 1);
  const moreWork = check(run([{ name: 'ctest', seconds: 900, cpu_seconds: 900, load: 6 }]), figures);
  assert.match(moreWork.over[0], /of CPU/);
});

test('a step without a figure is named as not checked, and --record writes the figures of the run\'s kind', () => {
  const result = check(run([{ name: 'web tests', seconds: 5000, cpu_seconds: 5000, load: 1 }]), figures);
  assert.deepEqual(result.over, []);
  assert.deepEqual(result.unchecked, ['web tests']);
  const recorded = record(run([{ name: 'web tests', seconds: 700, cpu_seconds: 1100, load: 1 }]), figures);
  assert.deepEqual(recorded.warm, { 'web tests': { seconds: 700, cpu_seconds: 1100 } });
  assert.deepEqual(recorded.cold, figures.cold);
});

test('the committed figures name every step npm test times, cold and warm', () => {
  const committed = JSON.parse(readFileSync(path.join(ROOT, 'bench/data/test-times.json'), 'utf8'));
  const script = readFileSync(path.join(ROOT, 'scripts/test.sh'), 'utf8');
  const steps = [...script.matchAll(/^step "([^"]+)"/gm)].map((m) => m[1]);
  assert.ok(steps.length >= 8, steps.join(', '));
  for (const kind of ['cold', 'warm']) {
    assert.deepEqual(Object.keys(committed[kind]).sort(), [...steps, 'whole'].sort(), kind);
  }
});

test('the web test files start longest first, by this machine\'s last run, then the recorded times; unknown ones first of all', () => {
  const file = (name) => path.join(ROOT, 'tests/web', name);
  const files = ['a.test.mjs', 'b.test.mjs', 'c.test.mjs', 'd.test.mjs', 'new.test.mjs'].map(file);
  const lastRun = { 'tests/web/a.test.mjs': 5, 'tests/web/b.test.mjs': 50 };
  const recorded = { 'tests/web/a.test.mjs': 500, 'tests/web/c.test.mjs': 20, 'tests/web/d.test.mjs': 20 };
  assert.deepEqual(longestFirst(files, lastRun, recorded).map((f) => path.basename(f)),
    ['new.test.mjs', 'b.test.mjs', 'c.test.mjs', 'd.test.mjs', 'a.test.mjs']);
});
