// Imports a module of the web app (TypeScript, web/src) into a Node script:
// Vite bundles it with what it imports (types only stripped, as in the
// app's build) into one ES module held in memory. For the app's pure parts
// (no DOM, no worker), e.g. the assignment token for scripts/make-assignment.mjs.
import path from 'node:path';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function importTs(relativePath) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: { write: false, minify: false, target: 'es2022', lib: { entry: path.join(ROOT, relativePath), formats: ['es'], fileName: 'entry' } },
  });
  const chunk = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk' && o.isEntry);
  return import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
}
