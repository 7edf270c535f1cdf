// Writes web/src/engine/rules.json: the engine's rules that the web page
// needs before its engine has loaded (the point systems' text forms, the hand
// categories, the cards, the custom values' range, the default system), as the
// engine's pageRules() gives them (wasm/bindings/rules_bindings.cpp). The
// page reads them from there and restates none (web/src/engine/rules.ts).
// scripts/build-wasm.sh runs this after each build, so a page is built with
// the rules of its engine; tests/web/page-rules.node.test.mjs fails if the
// file and the engine differ. Usage: node scripts/write-page-rules.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RULES_FILE = path.join(ROOT, 'web/src/engine/rules.json');
const COMMENT = 'Written from the engine (pageRules(), wasm/bindings/rules_bindings.cpp) by scripts/write-page-rules.mjs when the engine is built: do not edit.';

// The file's text for `rules`: one line per entry of a list, so that a
// change of rule is a readable diff.
export function rulesText(rules) {
  const value = (v) => (Array.isArray(v) ? `[\n${v.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n ]` : JSON.stringify(v));
  const fields = Object.entries({ comment: COMMENT, ...rules }).map(([key, v]) => ` ${JSON.stringify(key)}: ${value(v)}`);
  return `{\n${fields.join(',\n')}\n}\n`;
}

export async function engineRules(buildDir = path.join(ROOT, 'build-wasm-st')) {
  const base = path.join(buildDir, 'wasm/bindings/pps-engine-st.node');
  const createEngine = createRequire(import.meta.url)(`${base}.cjs`);
  const engine = await createEngine({ wasmBinary: readFileSync(`${base}.wasm`) });
  return engine.pageRules();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(RULES_FILE, rulesText(await engineRules()));
  console.log(`wrote ${path.relative(ROOT, RULES_FILE)}`);
}
