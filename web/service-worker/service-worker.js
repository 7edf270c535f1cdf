// @ts-check
/// <reference lib="webworker" />
// The site's service worker (sw.js in a build: web/build/service-worker-file.mjs
// puts the list of what to precache, self.PPS_PRECACHE, in front of this code).
// It does three things:
// - serves every response of the site with the cross-origin isolation headers
//   (COOP/COEP), so that on a host that sends none the pages become isolated
//   and run the threaded engine (the page reloads once for it: offline/);
// - precaches the whole site, both engines and the shipped learned values,
//   and serves from that cache first, so that the app, the lab and the embed
//   load offline; keeps the `lazy` files (Pyodide, for the lab's Python
//   players) once a page fetched them, and carries them over to a new build;
// - keeps one cache per build (its version): an installed new build waits
//   until the page asks for it (the "new version" prompt), so a page never
//   gets files of two builds.

/** @typedef {{ version: string, core: string[], learned: string[], lazy: string[] }} Precache */
const sw = /** @type {ServiceWorkerGlobalScope & { PPS_PRECACHE: Precache }} */ (/** @type {unknown} */ (self));
const { version, core, learned, lazy = [] } = sw.PPS_PRECACHE;
const SCOPE = sw.registration.scope;
// Several copies of the site may share an origin (other paths): each has its
// own caches, named by scope.
const PREFIX = `pps-squares ${SCOPE} `;
const CACHE = PREFIX + version;

const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  // Lets a cross-origin isolated page of another site frame the embed.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** @param {string} file */
const address = (file) => new URL(file, SCOPE).href;
// Files whose names carry their content's hash may come from the HTTP cache;
// the others are fetched anew, so that a stale copy never enters the cache.
/** @param {string} file */
const request = (file) => new Request(address(file), { cache: /^(assets|engine)\//.test(file) ? 'default' : 'no-cache' });
// Cached when first fetched: learned files that failed at install, and the lazy files.
const keptOnUse = new Set([...learned, ...lazy].map(address));

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(core.map(request));
      // A learned file that fails is fetched (and cached) when first used:
      // it must not cost the site its offline pages.
      await Promise.allSettled(learned.map((file) => cache.add(request(file))));
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const name of await caches.keys()) {
        if (!name.startsWith(PREFIX) || name === CACHE) continue;
        // The lazy files an older build kept, if this build has the same (their folder is their version).
        const old = await caches.open(name);
        for (const file of lazy) {
          const kept = await old.match(address(file));
          if (kept && !(await cache.match(address(file)))) await cache.put(address(file), kept);
        }
        await caches.delete(name);
      }
      // The first visit's page is served from now on (and reloads once to be isolated).
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const type = event.data?.type;
  // The page's "reload" on the new-version prompt.
  if (type === 'pps:skip-waiting') void sw.skipWaiting();
  // For the page's tests and the curious: which build this is, and how much of it is cached.
  if (type === 'pps:version') {
    event.waitUntil(
      (async () => {
        const cached = (await (await caches.open(CACHE)).keys()).map((r) => r.url);
        event.source?.postMessage({ type: 'pps:version', version, cached: cached.length, precache: core.length + learned.length });
      })(),
    );
  }
});

sw.addEventListener('fetch', (event) => {
  const { request: asked } = event;
  if (asked.method !== 'GET' || !asked.url.startsWith(SCOPE)) return;
  event.respondWith(respond(asked));
});

// A page's address (any query: the game is in it) is the cached page; the
// site's folder is its index.html.
/** @param {Request} asked */
function cacheKey(asked) {
  if (asked.mode !== 'navigate') return asked;
  const url = new URL(asked.url);
  url.search = '';
  url.hash = '';
  return url.href === SCOPE ? address('index.html') : url.href;
}

/** @param {Request} asked */
async function respond(asked) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(cacheKey(asked), { ignoreVary: true });
  if (cached) return isolated(cached);
  // Not precached (or not yet): the network; a network failure is the
  // browser's, as without a service worker.
  const response = await fetch(asked);
  if (response.ok && keptOnUse.has(asked.url)) await cache.put(asked, response.clone());
  return isolated(response);
}

// The response with the isolation headers. A new Response also drops the
// "redirected" mark of a cached page whose host redirected it (index.html to
// its folder, say), which a navigation would refuse.
/** @param {Response} response */
function isolated(response) {
  if (response.type === 'opaque' || response.type === 'error') return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers.set(name, value);
  const bodyless = [101, 204, 205, 304].includes(response.status);
  return new Response(bodyless ? null : response.body, { status: response.status, statusText: response.statusText, headers });
}
