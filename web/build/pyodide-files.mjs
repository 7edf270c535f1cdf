// Pyodide (the npm package `pyodide`: CPython in WebAssembly) for the lab's
// Python players. Its files are copied as they are into the built site's
// pyodide/<version>/ (a new version, a new address, as the engine's folder)
// and served from node_modules by the dev server. The page fetches them only
// when a student picks Python; the service worker keeps them once fetched,
// never precaches them (service-worker-file.mjs: its `lazy` list).
import { copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE = path.dirname(require.resolve('pyodide/package.json'));

// What loading Python needs (no packages beyond the standard library).
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
export const PYODIDE_PREFIX = 'pyodide/';

// What a student downloads the first time Python is picked, in MB (10^6
// bytes) to one decimal: the files' own size, which the page's progress line
// counts (the bytes as received, after any compression on the way). The page
// (vite.config.ts defines it) and the README (a test checks it) say this one figure.
export const pyodideMegabytes = () =>
  (PYODIDE_FILES.reduce((sum, name) => sum + statSync(path.join(PACKAGE, name)).size, 0) / 1e6).toFixed(1);

export const pyodideFolder = () => `${PYODIDE_PREFIX}${JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')).version}/`;

export function copyPyodide(siteDir) {
  const to = path.join(siteDir, pyodideFolder());
  mkdirSync(to, { recursive: true });
  for (const name of PYODIDE_FILES) copyFileSync(path.join(PACKAGE, name), path.join(to, name));
}

// The dev server's middleware for the same addresses.
export function servePyodide(req, res, next) {
  const folder = `/${pyodideFolder()}`;
  const name = (req.url ?? '').split('?')[0].startsWith(folder) ? req.url.split('?')[0].slice(folder.length) : null;
  if (!name || !PYODIDE_FILES.includes(name) || !existsSync(path.join(PACKAGE, name))) return next();
  res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : name.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream');
  createReadStream(path.join(PACKAGE, name)).pipe(res);
}
