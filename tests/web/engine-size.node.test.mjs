// The engine's download stays within its budget: each build's files
// (scripts/build-wasm.sh's web/public/engine/), gzipped as a host sends
// them. The budget is each build's size with the evaluator table, the
// cross correction, the explanations, the page's rules, the players'
// named parameter groups, the lab's playouts, its sealed deals, the
// explanations' simulated games and wording, their reasons that answer the
// learner, and the game review (the reviewer steps through a game in the
// engine) (bench/RESULTS.md, "Threads, moves and learning in the browser")
// with about 1% to spare: link-time optimization (PPS_WASM_LTO),
// for one, does not fit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './support/engines.mjs';

const ENGINE = path.join(ROOT, 'web/public/engine');
const BUDGET = { st: 209_000, mt: 224_000 };

test('each engine build, gzipped, is within its budget', () => {
  assert.ok(existsSync(ENGINE), 'web/public/engine is missing: run scripts/build-wasm.sh');
  for (const [flavour, budget] of Object.entries(BUDGET)) {
    const files = readdirSync(ENGINE).filter((name) => name.startsWith(`pps-engine-${flavour}.`));
    assert.ok(files.some((name) => name.endsWith('.wasm')), `the ${flavour} engine`);
    const bytes = files.reduce((sum, name) => sum + gzipSync(readFileSync(path.join(ENGINE, name)), { level: 9 }).length, 0);
    assert.ok(bytes <= budget, `${flavour}: ${bytes} bytes gzipped, budget ${budget}`);
  }
});
