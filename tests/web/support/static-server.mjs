// A small static file server for the browser tests: serves a folder (the
// built app, web/dist) on a free localhost port, with or without the
// cross-origin isolation headers, at the root or under a path, as a static
// host would. It logs every request it answers (path and status), so that a
// test can see 404s, and can go offline (answers nothing) and back.
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
  '.webmanifest': 'application/manifest+json',
};

export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

// routes: extra paths answered with fixed HTML (e.g. a host page), or with
// {type, body};
// base: the path the folder is served under ('/some/deep/path/').
export async function serveFolder(folder, { isolated = false, routes = {}, base = '/' } = {}) {
  const log = [];
  let online = true;
  const server = createServer(async (req, res) => {
    if (!online) {
      req.socket.destroy(); // as an unreachable host: the browser sees a network error
      return;
    }
    const answer = (status, headers, body) => {
      log.push({ path: req.url, status });
      res.writeHead(status, headers).end(body);
    };
    // CORS lets a host page on another origin load poker-squares.js as a module.
    const headers = { 'Access-Control-Allow-Origin': '*', ...(isolated ? ISOLATION_HEADERS : {}) };
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (routes[urlPath] !== undefined) {
      const route = typeof routes[urlPath] === 'string' ? { type: TYPES['.html'], body: routes[urlPath] } : routes[urlPath];
      answer(200, { ...headers, 'Content-Type': route.type }, route.body);
      return;
    }
    if (!urlPath.startsWith(base)) {
      answer(404, headers, 'not found');
      return;
    }
    const inside = urlPath.slice(base.length - 1);
    const file = path.join(folder, inside.endsWith('/') ? `${inside}index.html` : inside);
    if (!file.startsWith(folder)) {
      answer(403, headers);
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      answer(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }, body);
    } catch {
      answer(404, headers, 'not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}${base}`,
    log,
    setOnline: (value) => {
      online = value;
      if (!value) server.closeAllConnections();
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
