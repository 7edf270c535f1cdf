// The page's side of the site's service worker (web/service-worker/): it
// registers the worker once the page is ready (its precaching must not slow
// the first load), reloads the page once when the worker first serves it
// unisolated (reload-guard.ts), and offers a new build when one is
// installed (update-prompt.ts). Not under the development server.
import { isolationReason, pageContext } from '../engine/features';
import { clearReloadMark, decideReload, tabStorage } from './reload-guard';
import { offerReload } from './update-prompt';

// A reload would lose nothing only before the player's first click or key.
let interacted = false;
for (const type of ['pointerdown', 'keydown'] as const) {
  addEventListener(type, () => (interacted = true), { capture: true, once: true });
}
const pristine = () => !interacted && !document.body.classList.contains('thinking');

const HOUR = 60 * 60 * 1000;

// explain: called with a new reason for the engine build when the worker
// cannot help this page after all.
export async function startServiceWorker(explain: (reason: string) => void): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const context = pageContext();
  if (context.isolated) clearReloadMark(tabStorage());
  // A private window of some browsers, storage refused for an embed, no
  // HTTPS, or a browser told to block them (which may answer undefined).
  const registration = await workers.register(new URL('sw.js', document.baseURI), { updateViaCache: 'none' }).catch(() => undefined);
  if (!registration) {
    if (!context.isolated) explain(isolationReason({ ...context, serviceWorker: 'none' }));
    return;
  }
  offerNewBuilds(registration);
  const isolate = () => {
    const situation = { isolated: context.isolated, framed: context.framed, serving: workers.controller !== null, pristine: pristine() };
    switch (decideReload(situation, tabStorage())) {
      case 'reload':
        location.reload();
        break;
      case 'later':
        explain('the page is not cross-origin isolated yet: its service worker is ready, so the next load runs on several threads');
        break;
      case 'guarded':
        explain(isolationReason({ ...context, serviceWorker: 'serving' }));
        break;
      case 'not-needed':
        break;
    }
  };
  if (workers.controller) isolate();
  else workers.addEventListener('controllerchange', isolate, { once: true });
}

// A new build installed while this page runs an older one waits: the page
// offers it, and reloads into it once the player accepts and it has taken over.
function offerNewBuilds(registration: ServiceWorkerRegistration) {
  const workers = navigator.serviceWorker;
  const servedAtStart = workers.controller !== null;
  let accepted = false;
  const offer = (waiting: ServiceWorker) =>
    offerReload('A new version is ready.', () => {
      accepted = true;
      waiting.postMessage({ type: 'pps:skip-waiting' });
    });
  if (registration.waiting && servedAtStart) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && workers.controller) offer(installing);
    });
  });
  workers.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
    // Another tab accepted it: this page's files are the old build's.
    else if (servedAtStart) offerReload('A new version is running in another tab.', () => location.reload());
  });
  const check = () => void registration.update().catch(() => undefined); // offline: next time
  check();
  setInterval(check, HOUR);
}
