// What the built site's service worker precaches (web/build/service-worker-file.mjs):
// the whole site and exactly the learned files that learned/manifest.json
// lists, under a version that changes with any file's content.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precacheList, writeServiceWorker } from '../../web/build/service-worker-file.mjs';
import { engineFolder, moveEngine } from '../../web/build/engine-folder.mjs';

function site(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-sw-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const manifest = (files) => JSON.stringify({ files: Object.fromEntries(files.map((f, i) => [`recipe ${i}`, { file: f, bytes: 1 }])) });

test('the site and the learned files the manifest lists (a file added there is precached too); never sw.js, a map or an unlisted file', () => {
  const dir = site({
    'index.html': 'page', 'assets/app-1.js': 'js', 'assets/app-1.js.map': 'map', 'engine/abc/pps-engine-st.wasm': 'wasm', 'sw.js': 'old',
    'learned/manifest.json': manifest(['champion-american-50000.bin.gz', 'tdnet-american.bin.gz', 'missing.bin.gz']),
    'learned/champion-american-50000.bin.gz': 'a', 'learned/tdnet-american.bin.gz': 't', 'learned/stray.bin.gz': 's',
  });
  try {
    const { core, learned } = precacheList(dir);
    assert.deepEqual(core, ['assets/app-1.js', 'engine/abc/pps-engine-st.wasm', 'index.html', 'learned/manifest.json']);
    assert.deepEqual(learned, ['learned/champion-american-50000.bin.gz', 'learned/tdnet-american.bin.gz']);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('sw.js carries the list and the worker code; its version changes when any file changes, and only then', () => {
  const dir = site({ 'index.html': 'page', 'learned/manifest.json': manifest(['a.bin.gz']), 'learned/a.bin.gz': 'a' });
  try {
    const first = writeServiceWorker(dir);
    const written = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    assert.ok(written.startsWith('// Generated'));
    assert.ok(written.includes(`"version": "${first.version}"`));
    assert.ok(written.includes("addEventListener('fetch'"));
    assert.equal(writeServiceWorker(dir).version, first.version, 'the same site, the same version');
    writeFileSync(path.join(dir, 'learned/a.bin.gz'), 'b');
    assert.notEqual(writeServiceWorker(dir).version, first.version, 'a learned file changed');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("the engine's folder is named by its files' contents", () => {
  const dir = site({ 'engine/pps-engine-st.wasm': 'one', 'engine/pps-engine-st.mjs': 'js' });
  try {
    const folder = engineFolder(path.join(dir, 'engine'));
    assert.match(folder, /^engine\/[0-9a-f]{12}\/$/);
    writeFileSync(path.join(dir, 'engine/pps-engine-st.wasm'), 'two');
    assert.notEqual(engineFolder(path.join(dir, 'engine')), folder);
    moveEngine(dir, folder);
    assert.equal(readFileSync(path.join(dir, folder, 'pps-engine-st.mjs'), 'utf8'), 'js');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("Pyodide's files are lazy: listed, never precached, and in the version by their names", () => {
  const dir = site({ 'index.html': 'page', 'learned/manifest.json': manifest([]), 'pyodide/314.0.7/pyodide.asm.wasm': 'w', 'pyodide/314.0.7/pyodide.mjs': 'm' });
  try {
    const first = precacheList(dir);
    assert.deepEqual(first.core, ['index.html', 'learned/manifest.json']);
    assert.deepEqual(first.lazy, ['pyodide/314.0.7/pyodide.asm.wasm', 'pyodide/314.0.7/pyodide.mjs']);
    writeFileSync(path.join(dir, 'pyodide/314.0.7/pyodide.mjs'), 'changed');
    assert.equal(precacheList(dir).version, first.version, 'the folder is the version: the bytes are not read');
    mkdirSync(path.join(dir, 'pyodide/315.0.0'), { recursive: true });
    writeFileSync(path.join(dir, 'pyodide/315.0.0/pyodide.mjs'), 'm');
    assert.notEqual(precacheList(dir).version, first.version, 'another version of Pyodide');
  } finally {
    rmSync(dir, { recursive: true });
  }
});
