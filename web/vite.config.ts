// Vite serves and builds the app from web/. The engine's Emscripten outputs
// live in web/public/engine/ and are served as they are (not bundled): the
// pthread worker imports the .mjs by a relative path. A build moves them to
// engine/<hash>/ and writes the service worker (web/build/).
import { defineConfig, type Plugin } from 'vite';
import { resolve } from 'node:path';
import { engineFolder, moveEngine } from './build/engine-folder.mjs';
import { writeServiceWorker } from './build/service-worker-file.mjs';
import { copyPyodide, pyodideFolder, pyodideMegabytes, servePyodide } from './build/pyodide-files.mjs';
import { writePackageFiles } from './build/package-files.mjs';
// The config loads this module and what it imports as Node would, so those
// files name their imports' files (.ts, and JSON with its type): else Vite
// warns at every build that its native config loader could not load them.
import { buildPackage, KINDS } from './src/teach/packages.ts';
import demo from './src/state/demo-assignment.json' with { type: 'json' };
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = import.meta.dirname;
const outDir = resolve(root, 'dist');

// Cross-origin isolation turns on SharedArrayBuffer and so the threaded build.
// PPS_NO_ISOLATION=1 serves without it, as a plain static host would.
export const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};
const headers = process.env.PPS_NO_ISOLATION ? {} : isolationHeaders;

// After the pages are written: the engine into its hashed folder, Pyodide
// into its versioned one, the list of a package's files, then the service
// worker's list of the finished site.
function offlineSite(folder: string): Plugin {
  return {
    name: 'pps-offline-site',
    apply: 'build',
    async closeBundle() {
      moveEngine(outDir, folder);
      copyPyodide(outDir);
      const packaged = writePackageFiles(outDir);
      const { version, core, learned, lazy } = writeServiceWorker(outDir);
      this.info?.(`service worker ${version}: ${core.length} files and ${learned.length} learned values precached, ${lazy.length} kept once used`);
      this.info?.(`a package carries ${packaged.length} files of the site`);
      // The demo assignment's learning-platform packages (a teacher's own: teach.html, scripts/make-assignment.mjs).
      mkdirSync(resolve(root, 'packages'), { recursive: true });
      const read = async (file: string) => new Uint8Array(readFileSync(resolve(outDir, file)));
      for (const kind of KINDS) {
        const out = resolve(root, `packages/poker-squares-demo-${kind}.zip`);
        const { bytes } = await buildPackage(read, { kind, token: demo.token, title: 'Poker Squares: three deals (demo)', system: 'american', pass: 50 });
        writeFileSync(out, bytes);
        this.info?.(`${kind} package: ${out} (${(bytes.length / 1e6).toFixed(2)} MB)`);
      }
    },
  };
}

// The dev server serves Pyodide's files from node_modules at the same addresses.
const devPyodide: Plugin = {
  name: 'pps-dev-pyodide',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(servePyodide);
  },
};

export default defineConfig(({ command }) => {
  const folder = command === 'build' ? engineFolder(resolve(root, 'public/engine')) : 'engine/';
  return {
    root,
    base: './',
    publicDir: resolve(root, 'public'),
    define: { __PPS_ENGINE_FOLDER__: JSON.stringify(folder), __PPS_PYODIDE_FOLDER__: JSON.stringify(pyodideFolder()),
      __PPS_PYODIDE_MB__: JSON.stringify(pyodideMegabytes()) },
    plugins: [offlineSite(folder), devPyodide],
    server: { headers, host: 'localhost' },
    preview: { headers, host: 'localhost' },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          main: resolve(root, 'index.html'),
          embed: resolve(root, 'embed.html'),
          lab: resolve(root, 'lab.html'),
          teach: resolve(root, 'teach.html'),
        },
      },
    },
  };
});
