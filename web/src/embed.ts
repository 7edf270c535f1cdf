// The compact game for other pages (embed.html): the app, plus the messages
// to and from the page that frames it (embed/host-messages.ts).
import './styles.css';
import { startApp } from './app';
import { applyChanges, onConfigure, postToHost, reportHeight } from './embed/host-messages';
import { optionTexts } from './state/page-options';
import type { GameEventDetail } from './ui/game-events';

reportHeight(document.body);
for (const type of ['pps:move', 'pps:gameover'] as const) {
  document.addEventListener(type, (e) => postToHost({ type, ...(e as CustomEvent<GameEventDetail>).detail }));
}
void startApp({ page: 'embed' }).then((app) => {
  if (!app) return;
  // The options in force, as text: the frame's URL, then each accepted pps:configure.
  let settings = optionTexts(location.search);
  // One new game at a time, in the order the host asked for them.
  let queue = Promise.resolve();
  onConfigure((changes) => {
    const next = applyChanges(settings, changes);
    if (!next) return; // nothing changes: the game in progress stays
    settings = next;
    queue = queue.then(() => app.configure(next)).catch((e) => console.error('pps:configure failed', e));
  });
  postToHost({ type: 'pps:ready' });
});
