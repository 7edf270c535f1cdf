// The WebAssembly links' cache (scripts/link-cache.mjs), with a stand-in for
// em++ that writes its output and a .wasm beside it and counts its runs: a
// link of the same inputs is handed back without running, in any clone; a
// changed input, flag or response file links again; a failed link caches
// nothing; the output of the browser's link is never touched by Node's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './support/engines.mjs';

// A linker that joins its inputs (and a response file's) into `-o OUT` and
// OUT's .wasm, logs each run, and fails when an input says "fail".
const FAKE_LINKER = `#!/usr/bin/env node
const fs = require('fs');
const args = process.argv.slice(2);
if (args[0] === '--version') { console.log('fake em++ 1.0'); process.exit(0); }
fs.appendFileSync(process.env.FAKE_RUNS, 'run\\n');
const out = args[args.indexOf('-o') + 1];
const inputs = args.flatMap((a) => a.startsWith('@') ? fs.readFileSync(a.slice(1), 'utf8').split(/\\s+/).filter(Boolean) : [a])
  .filter((a) => fs.existsSync(a) && a !== out);
const text = inputs.map((f) => fs.readFileSync(f, 'utf8')).join('|') + ' ' + args.filter((a) => a.startsWith('-O')).join(' ');
if (text.includes('fail')) process.exit(3);
fs.writeFileSync(out, 'js of ' + text);
fs.writeFileSync(out.replace(/\\.[a-z]+$/, '.wasm'), 'wasm of ' + text);
`;

// A clone of the repository's script at `root`, with a build folder.
function clone(root) {
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  cpSync(path.join(ROOT, 'scripts/link-cache.mjs'), path.join(root, 'scripts/link-cache.mjs'));
  const build = path.join(root, 'build');
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'a.o'), 'object a');
  writeFileSync(path.join(build, 'b.o'), 'object b');
  writeFileSync(path.join(build, 'objects.rsp'), 'b.o\n');
  return build;
}

function setUp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-link-cache-'));
  const linker = path.join(dir, 'em++');
  writeFileSync(linker, FAKE_LINKER);
  chmodSync(linker, 0o755);
  const runs = path.join(dir, 'runs');
  writeFileSync(runs, '');
  const env = { ...process.env, PPS_LINK_CACHE: path.join(dir, 'cache'), FAKE_RUNS: runs };
  // Links in `build` as CMake's launcher would: node scripts/link-cache.mjs COMPILER ARGS...
  const link = (build, output, flags = ['-O3']) => spawnSync('node', [path.join(build, '../scripts/link-cache.mjs'), linker, ...flags, path.join(build, 'a.o'), '@objects.rsp', '-o', output],
    { cwd: build, env, encoding: 'utf8' });
  const linkerRuns = () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length;
  return { dir, link, linkerRuns };
}

test('a link of the same inputs is handed back, also in another clone; a changed input, flag or response file links again', () => {
  const { dir, link, linkerRuns } = setUp();
  const build = clone(path.join(dir, 'clone-1'));
  assert.equal(link(build, 'engine.mjs').status, 0);
  assert.equal(linkerRuns(), 1);
  const js = readFileSync(path.join(build, 'engine.mjs'), 'utf8');
  assert.equal(js, 'js of object a|object b -O3');

  // Another clone at another path, the same inputs: no link, the same files.
  const other = clone(path.join(dir, 'clone-2'));
  assert.equal(link(other, 'engine.mjs').status, 0);
  assert.equal(linkerRuns(), 1, 'handed back, not linked');
  assert.equal(readFileSync(path.join(other, 'engine.mjs'), 'utf8'), js);
  assert.equal(readFileSync(path.join(other, 'engine.wasm'), 'utf8'), 'wasm of object a|object b -O3');

  // Anything the link reads changed: it links again, and its output is the new one.
  writeFileSync(path.join(other, 'b.o'), 'object b, edited');
  assert.equal(link(other, 'engine.mjs').status, 0);
  assert.equal(linkerRuns(), 2, 'a file named in the response file changed');
  assert.equal(readFileSync(path.join(other, 'engine.mjs'), 'utf8'), 'js of object a|object b, edited -O3');
  assert.equal(link(other, 'engine.mjs', ['-O2']).status, 0);
  assert.equal(linkerRuns(), 3, 'a flag changed');
  writeFileSync(path.join(other, 'objects.rsp'), 'b.o a.o\n');
  assert.equal(link(other, 'engine.mjs').status, 0);
  assert.equal(linkerRuns(), 4, 'the response file changed');
});

test("a failed link caches nothing and fails; Node's link leaves the browser's files alone", () => {
  const { dir, link, linkerRuns } = setUp();
  const build = clone(path.join(dir, 'clone'));
  writeFileSync(path.join(build, 'a.o'), 'fail');
  assert.equal(link(build, 'engine.mjs').status, 3);
  assert.equal(link(build, 'engine.mjs').status, 3);
  assert.equal(linkerRuns(), 2, 'a failure is never handed back as a success');
  assert.equal(existsSync(path.join(build, 'engine.mjs')), false);

  writeFileSync(path.join(build, 'a.o'), 'object a');
  assert.equal(link(build, 'engine.mjs').status, 0);
  writeFileSync(path.join(build, 'engine.wasm'), 'the browser build, as linked');
  assert.equal(link(build, 'engine.node.cjs').status, 0);
  assert.equal(link(build, 'engine.node.cjs').status, 0);
  assert.equal(readFileSync(path.join(build, 'engine.wasm'), 'utf8'), 'the browser build, as linked');
  assert.equal(readFileSync(path.join(build, 'engine.node.wasm'), 'utf8'), 'wasm of object a|object b -O3');
});
