// Vite serves and builds the app from web/. The engine's Emscripten outputs
// live in web/public/engine/ and are served as they are (not bundled): the
// pthread worker imports the .mjs by a relative path.
import { defineConfig } from 'vite';
import { resolve } from 'node:path';

const root = import.meta.dirname;

// Cross-origin isolation turns on SharedArrayBuffer and so the threaded build.
// PPS_NO_ISOLATION=1 serves without it, as a plain static host would.
export const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};
const headers = process.env.PPS_NO_ISOLATION ? {} : isolationHeaders;

export default defineConfig({
  root,
  base: './',
  publicDir: resolve(root, 'public'),
  server: { headers, host: 'localhost' },
  preview: { headers, host: 'localhost' },
  worker: { format: 'es' },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: resolve(root, 'index.html'),
        embed: resolve(root, 'embed.html'),
        lab: resolve(root, 'lab.html'),
      },
    },
  },
});
