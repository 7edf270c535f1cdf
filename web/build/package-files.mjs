// The files of the built site that a learning-platform package carries
// (web/src/teach/packages.ts): embed.html, every script, style and worker
// that it reaches (a file is reached when a file already reached names it:
// a static or dynamic import, the engine's worker, a style sheet), and the
// single-threaded engine (the worker names the engine's folder, not its
// files). Nothing else: not the app's or the lab's own chunks, not the
// lab's editor or Python. Written at build time into the site as
// package-files.json, which the teacher's page and the script read.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PACKAGE_FILES = 'package-files.json';
const ENTRY = 'embed.html';
const TEXT = /\.(html|js|mjs|css)$/;

const filesUnder = (root, dir = '') =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    return statSync(path.join(root, rel)).isDirectory() ? filesUnder(root, rel) : [rel];
  });

// The scripts, styles and workers of the built site that `entry` reaches, sorted.
export function reachedFrom(dist, entry) {
  const assets = filesUnder(dist).filter((f) => f.startsWith('assets/') && !f.endsWith('.map'));
  const reached = new Set([entry]);
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop();
    if (!TEXT.test(file)) continue;
    const text = readFileSync(path.join(dist, file), 'utf8');
    for (const asset of assets) {
      if (!reached.has(asset) && text.includes(path.basename(asset))) {
        reached.add(asset);
        todo.push(asset);
      }
    }
  }
  reached.delete(entry);
  return [...reached].sort();
}

// The list, in a fixed order (the entry, its assets sorted, the engine): the same site, the same list.
export function embedFiles(dist) {
  const engine = filesUnder(dist).filter((f) => /^engine\/[0-9a-f]+\/pps-engine-st\.(mjs|wasm)$/.test(f));
  if (engine.length !== 2) throw new Error(`${dist} has no single-threaded engine (engine/HASH/pps-engine-st.mjs and .wasm)`);
  return [ENTRY, ...reachedFrom(dist, ENTRY), ...engine.sort()];
}

export function writePackageFiles(dist) {
  const files = embedFiles(dist);
  writeFileSync(path.join(dist, PACKAGE_FILES), `${JSON.stringify({ files }, null, 1)}\n`);
  return files;
}
