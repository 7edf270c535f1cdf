// The one automatic reload that makes a page cross-origin isolated once the
// site's service worker serves it (its responses carry the COOP/COEP
// headers; the page's own did not), and the guard that keeps it to one: a
// mark in the tab's session storage, set before reloading. While the mark is
// there no page of the tab reloads by itself, so a service worker that cannot
// isolate the page (an old browser, a broken host) never sets off a loop; an
// isolated page clears it.
const MARK = 'pps.isolation-reload';

export interface ReloadSituation {
  isolated: boolean;
  framed: boolean; // an embed: its host page decides isolation, a reload cannot help
  serving: boolean; // the service worker serves this page
  pristine: boolean; // nothing done on the page yet (no click, key or AI work to lose)
}

// reload: now (the mark is set); not-needed: isolated, framed or not served;
// later: the player is busy, the next load will do; guarded: reloaded once already.
export type ReloadDecision = 'reload' | 'not-needed' | 'later' | 'guarded';

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function decideReload(situation: ReloadSituation, storage: MarkStorage | null): ReloadDecision {
  if (situation.isolated || situation.framed || !situation.serving) return 'not-needed';
  try {
    if (!storage || storage.getItem(MARK) !== null) return 'guarded';
    if (!situation.pristine) return 'later';
    storage.setItem(MARK, new Date().toISOString());
    return 'reload';
  } catch {
    return 'guarded'; // storage refused: no mark, so no reload
  }
}

export function clearReloadMark(storage: MarkStorage | null): void {
  try {
    storage?.removeItem(MARK);
  } catch {
    // storage refused: there is no mark to clear
  }
}

// The tab's session storage, or null where the browser refuses it.
export function tabStorage(): MarkStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
