// Loads the real WebAssembly engine builds (scripts/build-wasm.sh) under Node.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);

export const FLAVOURS = ['st', 'mt'];

// The factory of one build; Node needs the wasm bytes passed in (this
// Emscripten's loader tries fetch() on a file path otherwise).
export async function loadEngine(flavour, options = {}) {
  // PPS_WASM_BUILD_DIR points at another build folder (experiments, benchmarks).
  const dir = process.env.PPS_WASM_BUILD_DIR ?? path.join(ROOT, `build-wasm-${flavour}`);
  const base = path.join(dir, `wasm/bindings/pps-engine-${flavour}.node`);
  if (!existsSync(`${base}.cjs`)) {
    throw new Error(`${base}.cjs is missing: run scripts/build-wasm.sh first`);
  }
  const createEngine = require(`${base}.cjs`);
  return createEngine({ wasmBinary: readFileSync(`${base}.wasm`), ...options });
}

// Lets the process exit: the threaded build keeps its pthread pool alive.
export function shutDown(engine) {
  engine.PThread?.terminateAllThreads();
}

// The native pps CLI (build/), the reference the WebAssembly builds must match.
export function pps(...args) {
  const binary = path.join(ROOT, 'build/pps');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: build the native engine first (cmake)`);
  // stderr (progress lines) is kept out of the test log; a failure's error carries it.
  return execFileSync(binary, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
