// Imports a module of the web app (TypeScript, web/src) into a Node test:
// Vite bundles it with what it imports (types are only stripped, as in the
// app's own build) into one ES module held in memory, imported as a data: URL.
// For the app's pure parts (no DOM, no worker); a few hundred ms a module.
import path from 'node:path';
import { build } from 'vite';
import { ROOT } from './engines.mjs';

export async function importTs(relativePath) {
  const entry = path.join(ROOT, relativePath);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: 'entry' } },
  });
  const chunk = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk' && o.isEntry);
  return import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
}
