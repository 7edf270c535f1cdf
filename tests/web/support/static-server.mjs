// A small static file server for the browser tests: serves a folder (the
// built app, web/dist) on a free localhost port, with or without the
// cross-origin isolation headers, as a static host would.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

// routes: extra paths answered with fixed HTML (e.g. a host page).
export async function serveFolder(folder, { isolated = false, routes = {} } = {}) {
  const server = createServer(async (req, res) => {
    // CORS lets a host page on another origin load poker-squares.js as a module.
    const headers = { 'Access-Control-Allow-Origin': '*', ...(isolated ? ISOLATION_HEADERS : {}) };
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (routes[urlPath] !== undefined) {
      res.writeHead(200, { ...headers, 'Content-Type': TYPES['.html'] });
      res.end(routes[urlPath]);
      return;
    }
    const file = path.join(folder, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (!file.startsWith(folder)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, headers).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
