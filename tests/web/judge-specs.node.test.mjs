// bench/judge.py's --players list: ';'-separated, or ','-separated when a
// "key=value" piece continues the spec before it, so that a lone spec with
// parameters is one player, not one per comma.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './support/engines.mjs';

function splitSpecs(text) {
  const script = 'import json, sys\nfrom judge import split_specs\nprint(json.dumps(split_specs(sys.argv[1])))';
  return JSON.parse(execFileSync('python3', ['-c', script, text], { cwd: path.join(ROOT, 'bench'), encoding: 'utf8' }));
}

test('judge.py reads a lone spec with parameters as one player', () => {
  assert.deepEqual(splitSpecs('champion:eval=cross,games=100000'), ['champion:eval=cross,games=100000']);
});

test("judge.py splits plain names at commas and specs with parameters at ';'", () => {
  assert.deepEqual(splitSpecs('champion,beemo,narl'), ['champion', 'beemo', 'narl']);
  assert.deepEqual(splitSpecs('champion:games=5,beemo'), ['champion:games=5', 'beemo']);
  assert.deepEqual(splitSpecs('a:x=1;b:y=2,z=3'), ['a:x=1', 'b:y=2,z=3']);
});
