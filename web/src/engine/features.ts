// Which engine build this page can run (as Squoosh does): the threaded one
// needs SharedArrayBuffer, which browsers give only to cross-origin isolated
// pages (COOP: same-origin + COEP: require-corp headers).
import type { Flavour } from './protocol';

export interface BuildChoice {
  flavour: Flavour;
  reason: string;
}

export function chooseBuild(forced?: string | null): BuildChoice {
  if (forced === 'st') return { flavour: 'st', reason: 'single-threaded build requested by the page' };
  const isolated = typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated;
  const shared = typeof SharedArrayBuffer === 'function';
  if (isolated && shared) {
    return { flavour: 'mt', reason: 'the page is cross-origin isolated, so the search can use several threads' };
  }
  return {
    flavour: 'st',
    reason: isolated
      ? 'this browser has no SharedArrayBuffer, so the search runs on one thread'
      : 'the page is not cross-origin isolated (no COOP/COEP headers), so the search runs on one thread',
  };
}

// Threads in the pthread pool: the cores the browser reports, capped so that
// memory stays modest (each pool worker instantiates the module).
export function poolSize(): number {
  const cores = (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) || 4;
  return Math.max(2, Math.min(8, cores));
}
