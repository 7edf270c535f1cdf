// Which engine build this page can run (as Squoosh does): the threaded one
// needs SharedArrayBuffer, which browsers give only to cross-origin isolated
// pages (COOP: same-origin + COEP: require-corp headers, from the host or
// from the site's service worker: web/service-worker/). When it cannot, the
// reason says why, for the page's badge.
import type { Flavour } from './protocol';

export interface BuildChoice {
  flavour: Flavour;
  reason: string;
}

// What decides the build and its reason.
export interface PageContext {
  isolated: boolean;
  sharedMemory: boolean;
  framed: boolean; // inside another page (an embed)
  secure: boolean; // HTTPS or localhost: isolation and service workers need it
  // The site's service worker: not used (the development server), none in
  // this browser (or this window), not yet serving the page (a first
  // visit), or serving it.
  serviceWorker: 'off' | 'none' | 'installing' | 'serving';
}

export function pageContext(): PageContext {
  const workers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  return {
    isolated: typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated,
    sharedMemory: typeof SharedArrayBuffer === 'function',
    framed: typeof window !== 'undefined' && window.parent !== window,
    secure: typeof isSecureContext === 'undefined' || isSecureContext,
    serviceWorker: import.meta.env.DEV ? 'off' : !workers ? 'none' : workers.controller ? 'serving' : 'installing',
  };
}

const ONE_THREAD = 'so the search runs on one thread';

export function isolationReason(context: PageContext): string {
  if (context.isolated) {
    return context.sharedMemory
      ? 'the page is cross-origin isolated, so the search can use several threads'
      : `this browser has no SharedArrayBuffer, ${ONE_THREAD}`;
  }
  if (context.framed) return `the page that embeds this game is not cross-origin isolated, ${ONE_THREAD}`;
  if (!context.secure) return `the page is not cross-origin isolated (it is not served over HTTPS), ${ONE_THREAD}`;
  switch (context.serviceWorker) {
    case 'off':
      return `the page is not cross-origin isolated (no COOP/COEP headers), ${ONE_THREAD}`;
    case 'none':
      return (
        'the page is not cross-origin isolated: the host sends no COOP/COEP headers and this browser gives the page ' +
        `no service worker to add them (a private window?), ${ONE_THREAD}`
      );
    case 'installing':
      return (
        'the page is not cross-origin isolated yet: the host sends no COOP/COEP headers, and the service worker that ' +
        'adds them is being installed (threads from the next load)'
      );
    case 'serving':
      return `the page is not cross-origin isolated, though its service worker adds the COOP/COEP headers, ${ONE_THREAD}`;
  }
}

export function chooseBuild(forced?: string | null, context: PageContext = pageContext()): BuildChoice {
  if (forced === 'st') return { flavour: 'st', reason: 'single-threaded build requested by the page' };
  return { flavour: context.isolated && context.sharedMemory ? 'mt' : 'st', reason: isolationReason(context) };
}

// Threads in the pthread pool: the cores the browser reports, capped so that
// memory stays modest (each pool worker instantiates the module).
export function poolSize(): number {
  const cores = (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) || 4;
  return Math.max(2, Math.min(8, cores));
}
