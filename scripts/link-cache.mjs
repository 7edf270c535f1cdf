// The WebAssembly builds' link launcher (CMAKE_CXX_LINKER_LAUNCHER, set by
// scripts/build-wasm.sh): ccache caches compilations, not links, and each of
// the four Emscripten links (two flavours, browser and Node) optimizes the
// whole program again, although a clean clone's objects come from ccache
// unchanged (tests/web/link-cache.node.test.mjs).
// A link whose command line and input files (objects, static libraries,
// response files, --pre-js/--post-js scripts) hash the same as an earlier
// link's, with the same Emscripten, gets that link's output files back
// instead of linking again. The cache sits beside ccache's ($PPS_LINK_CACHE,
// set in scripts/lib.sh), so an empty ccache folder means a cold build too.
//
// Usage: node scripts/link-cache.mjs COMPILER ARGS... (run in the link's folder)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEEP = 16; // entries kept: a few commits' links of both flavours

const isFile = (file) => existsSync(file) && statSync(file).isFile();
const inRoot = (text) => text.split(ROOT).join('<root>'); // another clone hashes alike

// Every byte the link reads that the command line names.
function linkKey(command) {
  const hash = createHash('sha256').update('pps link cache 1\n');
  const version = spawnSync(command[0], ['--version'], { encoding: 'utf8' });
  hash.update(`${version.stdout}\n`);
  for (const [name, value] of Object.entries(process.env).sort()) if (/^EMCC_|^EM_/.test(name)) hash.update(`${name}=${value}\n`);
  const addFile = (file) => hash.update(`${inRoot(file)}\n`).update(readFileSync(file));
  for (const arg of command.slice(1)) {
    hash.update(`${inRoot(arg)}\n`);
    if (arg.startsWith('@') && isFile(arg.slice(1))) {
      const listed = readFileSync(arg.slice(1), 'utf8');
      hash.update(inRoot(listed));
      for (const token of listed.split(/\s+/)) if (token && isFile(token)) addFile(token);
    } else if (isFile(arg)) {
      addFile(arg);
    }
  }
  return hash.digest('hex');
}

// The output and the companions Emscripten writes beside it (X.mjs: X.wasm,
// and X.worker.js when threaded). Named, not found by what changed in the
// folder: the browser's and Node's links of a flavour run side by side there.
function outputs(output) {
  const stem = output.slice(0, output.length - path.extname(output).length);
  return [output, `${stem}.wasm`, `${stem}.worker.js`];
}

// Copies a cached link's files to `outDir`; false if the entry went meanwhile
// (another build's link dropped it as one of the oldest): then it links.
function handBack(entry, outDir, files) {
  const now = new Date();
  try {
    utimesSync(entry, now, now); // the newest now: no other link drops it
    const held = new Set(readdirSync(entry));
    if (!held.has(files[0])) return false;
    for (const file of files) {
      rmSync(path.join(outDir, file), { force: true });
      if (!held.has(file)) continue;
      copyFileSync(path.join(entry, file), path.join(outDir, file));
      utimesSync(path.join(outDir, file), now, now); // newer than its inputs, for make
    }
    return true;
  } catch {
    return false;
  }
}

function main() {
  const command = process.argv.slice(2);
  const cacheDir = process.env.PPS_LINK_CACHE;
  const output = command[command.indexOf('-o') + 1];
  if (!cacheDir || !command.includes('-o') || !output) {
    process.exit(spawnSync(command[0], command.slice(1), { stdio: 'inherit' }).status ?? 1);
  }
  const outDir = path.dirname(path.resolve(output));
  const files = outputs(path.basename(output));
  const entry = path.join(cacheDir, linkKey(command));
  if (existsSync(entry) && handBack(entry, outDir, files)) return;
  for (const file of files) rmSync(path.join(outDir, file), { force: true }); // none left from an earlier link
  const linked = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  if (linked.status !== 0) process.exit(linked.status ?? 1);
  const partial = `${entry}.${process.pid}`; // renamed when whole: an entry is never half written
  mkdirSync(partial, { recursive: true });
  for (const file of files) if (existsSync(path.join(outDir, file))) copyFileSync(path.join(outDir, file), path.join(partial, file));
  rmSync(entry, { recursive: true, force: true });
  renameSync(partial, entry);
  // The oldest entries go: the cache holds the last few builds, not every one.
  const entries = readdirSync(cacheDir).map((name) => path.join(cacheDir, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of entries.slice(KEEP)) rmSync(old, { recursive: true, force: true });
}

main();
