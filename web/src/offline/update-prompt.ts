// "A new version is ready": a bar fixed to the bottom of the page, so that it
// covers a little of the page rather than move it. Nothing reloads until the
// player says so (a game in progress is in the address bar and the tab, so
// a reload keeps it; an AI move or a review would be cut short).
import { h } from '../ui/dom';

export function offerReload(text: string, reload: () => void): void {
  if (document.getElementById('update-prompt')) return;
  const now = h('button', { type: 'button', class: 'update-reload' }, 'Reload');
  const later = h('button', { type: 'button' }, 'Later');
  const bar = h('div', { id: 'update-prompt', class: 'update-prompt', role: 'status' }, h('span', {}, text), now, later);
  now.addEventListener('click', () => {
    now.disabled = true;
    reload();
  });
  later.addEventListener('click', () => bar.remove());
  document.body.append(bar);
}
