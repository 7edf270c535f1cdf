// The engine's files (scripts/build-wasm.sh copies them to web/public/engine/)
// are served in a built site from engine/<hash>/, the hash of their contents:
// a new engine gets a new address, so a page (and its worker) never loads an
// engine other than the one it was built with, from any cache.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';

const ENGINE_FILE = /^pps-engine-(mt|st)\b/;

const engineFiles = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => ENGINE_FILE.test(name)).sort() : []);

// The folder, relative to the site, for the engine files in `dir`.
export function engineFolder(dir) {
  const files = engineFiles(dir);
  if (files.length === 0) throw new Error(`no engine in ${dir}: run scripts/build-wasm.sh (npm run build does)`);
  const hash = createHash('sha256');
  for (const name of files) hash.update(name).update('\0').update(readFileSync(path.join(dir, name)));
  return `engine/${hash.digest('hex').slice(0, 12)}/`;
}

// Moves the engine files of the built site's engine/ into `folder`.
export function moveEngine(siteDir, folder) {
  const from = path.join(siteDir, 'engine');
  const to = path.join(siteDir, folder);
  mkdirSync(to, { recursive: true });
  for (const name of engineFiles(from)) renameSync(path.join(from, name), path.join(to, name));
}
