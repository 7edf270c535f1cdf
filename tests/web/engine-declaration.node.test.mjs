// web/src/engine/pps-engine.d.ts matches the real module, both builds: every
// function, class, static and method it declares exists, and every binding
// the module has is declared (a binding added or renamed in wasm/bindings
// without the declaration fails here, not in a user's browser).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FLAVOURS, ROOT, loadEngine, shutDown } from './support/engines.mjs';

const FILE = path.join(ROOT, 'web/src/engine/pps-engine.d.ts');

// The declaration file's interfaces: name -> {extends, members: [{name, optional, type}]}.
function readInterfaces() {
  const source = ts.createSourceFile(FILE, readFileSync(FILE, 'utf8'), ts.ScriptTarget.ES2022, true);
  const interfaces = new Map();
  for (const node of source.statements) {
    if (!ts.isInterfaceDeclaration(node)) continue;
    const bases = (node.heritageClauses ?? []).flatMap((c) => c.types.map((t) => t.expression.getText(source)));
    const members = node.members.map((m) => ({
      name: m.name.getText(source),
      optional: Boolean(m.questionToken),
      type: m.type?.getText(source) ?? '',
    }));
    interfaces.set(node.name.text, { bases, members });
  }
  return interfaces;
}

// Members of an interface with those of what it extends.
function allMembers(interfaces, name) {
  const found = interfaces.get(name);
  assert.ok(found, `interface ${name} is declared`);
  return [...found.bases.flatMap((b) => allMembers(interfaces, b)), ...found.members];
}

const interfaces = readInterfaces();
const engine = allMembers(interfaces, 'PpsEngine').filter((m) => !m.optional); // optional: Emscripten's runtime
const classes = engine.filter((m) => interfaces.has(m.type) && allMembers(interfaces, m.type).some((x) => x.name === 'prototype'));
const functions = engine.filter((m) => !classes.includes(m));

test('the declaration names the bindings it is checked against', () => {
  // Guards the test itself: a parse that found nothing would check nothing.
  assert.deepEqual(classes.map((c) => c.name).sort(), ['AiPlayer', 'Game']);
  assert.ok(functions.length >= 5, functions.map((f) => f.name).join(', '));
});

for (const flavour of FLAVOURS) {
  test(`${flavour}: every declared function, class, static and method exists, and every binding is declared`, async () => {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    try {
      for (const f of functions) assert.equal(typeof E[f.name], 'function', `function ${f.name}`);
      for (const c of classes) {
        const cls = E[c.name];
        assert.equal(typeof cls, 'function', `class ${c.name}`);
        const statics = allMembers(interfaces, c.type).filter((m) => m.name !== 'prototype');
        for (const s of statics) assert.equal(typeof cls[s.name], 'function', `${c.name}.${s.name}`);
        const instance = allMembers(interfaces, allMembers(interfaces, c.type).find((m) => m.name === 'prototype').type);
        for (const m of instance) assert.equal(typeof cls.prototype[m.name], 'function', `${c.name}.prototype.${m.name}`);

        // And the other way: nothing bound on the class that is not declared.
        const boundStatics = Object.getOwnPropertyNames(cls).filter((n) => typeof cls[n] === 'function');
        assert.deepEqual(boundStatics.filter((n) => !statics.some((s) => s.name === n)), [], `undeclared statics of ${c.name}`);
        const boundMethods = Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== 'constructor');
        assert.deepEqual(boundMethods.filter((n) => !instance.some((m) => m.name === n)), [], `undeclared methods of ${c.name}`);
      }
      // Embind marks its free functions with argCount; its classes' handles have isAliasOf.
      const boundFunctions = Object.keys(E).filter((k) => typeof E[k] === 'function' && E[k].argCount !== undefined);
      const boundClasses = Object.keys(E).filter((k) => typeof E[k]?.prototype?.isAliasOf === 'function');
      const declared = new Set(engine.map((m) => m.name));
      assert.deepEqual(boundFunctions.filter((n) => !declared.has(n)), [], 'undeclared functions');
      assert.deepEqual(boundClasses.filter((n) => !declared.has(n)), [], 'undeclared classes');
    } finally {
      shutDown(E);
    }
  });
}
