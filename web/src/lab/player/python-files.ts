// Pyodide's files for a Python player, fetched by the page (the sandbox
// cannot fetch) only when a student picks Python, with the bytes received so
// far for a progress line; the service worker keeps them for offline use
// once fetched (web/build/pyodide-files.mjs). The lab's own Python modules
// go with them: the command-line client (clients/python/pps_player.py, the
// same file) and the lab's helpers (pps_lab.py).
import ppsLab from './pps_lab.py?raw';
import ppsPlayer from '../../../../clients/python/pps_player.py?raw';
import type { PythonFiles } from './sandbox';

declare const __PPS_PYODIDE_FOLDER__: string;
declare const __PPS_PYODIDE_MB__: string;

// The files' size in MB, measured at build time (web/build/pyodide-files.mjs), as the README says it.
export const pythonMegabytes = () => __PPS_PYODIDE_MB__;

const FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
const TEXT = new Set(['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide-lock.json']);

export type Progress = (received: number, total: number | null) => void;

async function fetchCounting(url: URL, onBytes: (n: number) => void): Promise<{ bytes: Uint8Array; size: number | null }> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url.pathname.split('/').pop()}: ${response.status} ${response.statusText}`);
  const size = Number(response.headers.get('Content-Length')) || null;
  const parts: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes(value.length);
  }
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (bytes.set(p, at), (at += p.length));
  return { bytes, size };
}

let loaded: Promise<PythonFiles> | null = null;

// Every file, once per page; `progress` hears of every chunk.
export function pythonFiles(progress: Progress): Promise<PythonFiles> {
  if (loaded) return loaded;
  let received = 0;
  const folder = new URL(__PPS_PYODIDE_FOLDER__, document.baseURI);
  loaded = Promise.all(
    FILES.map((name) => fetchCounting(new URL(name, folder), (n) => progress((received += n), null)).then(({ bytes }) => [name, bytes] as const)),
  ).then((entries) => {
    const files: PythonFiles = { 'pps_player.py': ppsPlayer, 'pps_lab.py': ppsLab };
    // The binary files as Blobs: a message carries a Blob by reference, so
    // starting Python in a sandbox copies no megabytes on the page's thread
    // or the sandbox's (the worker reads them itself).
    for (const [name, bytes] of entries) files[name] = TEXT.has(name) ? new TextDecoder().decode(bytes) : new Blob([bytes as Uint8Array<ArrayBuffer>]);
    return files;
  });
  loaded.catch(() => (loaded = null)); // a failed load is tried again next time
  return loaded;
}
