// The imports of web/src point one way, down its layers:
//   engine/                         the worker and the engine's own data (the bottom)
//   state/                          the page's data: options, URL, input checks, storage
//   controller/                     the game's state and actions, and the interfaces it draws through
//   ui/ embed/ lab/ offline/        what implements them: views, sound, host messages, the lab page,
//   platform/ teach/                a learning platform's reports (SCORM, cmi5), the teacher's page
//   app.ts embed.ts main.ts teach.ts the wiring of the pages (the top)
// A file may import from its own layer and those below, never from one
// above: the controller declares what it needs (controller/ports.ts) and
// the top wires the implementations to it. Every import of every file is
// read by TypeScript's own scanner (type-only imports included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './support/engines.mjs';

const SRC = path.join(ROOT, 'web/src');
const LAYERS = [['engine'], ['state'], ['controller'], ['ui', 'embed', 'lab', 'offline', 'platform', 'teach'], ['']];

// The layer of a file of web/src: its folder's place in LAYERS ('' is the top folder).
function layerOf(file) {
  const folder = path.relative(SRC, file).split(path.sep).slice(0, -1)[0] ?? '';
  const layer = LAYERS.findIndex((folders) => folders.includes(folder));
  assert.notEqual(layer, -1, `web/src/${path.relative(SRC, file)}: its folder is in no layer of this test`);
  return layer;
}

const sources = (dir) => readdirSync(dir).flatMap((name) => {
  const full = path.join(dir, name);
  return statSync(full).isDirectory() ? sources(full) : /\.ts$/.test(name) ? [full] : [];
});

// Every relative import of `file` that is code or data (not a style sheet, nor
// a file's text by Vite's ?raw: the lab's sandbox scripts and the Python
// client it ships, which no module imports as code), resolved to a file.
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.') && !name.endsWith('.css') && !name.endsWith('?raw'))
    .map((name) => {
      const target = path.resolve(path.dirname(file), name);
      return /\.(ts|json)$/.test(target) ? target : `${target}.ts`;
    });
}

const files = sources(SRC);

test('the scan sees the files and their imports', () => {
  assert.ok(files.length > 40, `${files.length} files`);
  const controller = path.join(SRC, 'controller/game-controller.ts');
  assert.ok(importsOf(controller).some((f) => f.endsWith('game-state.ts')), 'game-controller.ts imports game-state.ts');
  assert.ok(importsOf(path.join(SRC, 'ui/game-view.ts')).some((f) => f.endsWith('ports.ts')), 'import type is seen');
});

test('no import points up a layer in web/src', () => {
  const upward = [];
  for (const file of files) {
    for (const target of importsOf(file)) {
      if (layerOf(target) > layerOf(file)) upward.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  assert.deepEqual(upward, [], 'imports from a layer above (see the layers at the top of this test)');
});
