// The teacher's page (teach.html, docs/TEACHING.md): the teacher's key, an
// assignment made with its link, snippet and packages, and a grade checked,
// all in this browser (static, offline once visited: the service worker).
import './styles.css';
import { createEngineClient } from './engine/client';
import type { LearnProgress } from './engine/protocol';
import { startServiceWorker } from './offline/service-worker-client';
import { byId } from './ui/dom';
import { CheckPanel, tokenOf } from './teach/check-panel';
import { KeyPanel } from './teach/key-panel';
import { MakePanel } from './teach/make-panel';
import { keepAssignment } from './teach/teacher-store';

const say = (text: string) => (byId('status').textContent = text);

async function start() {
  const client = createEngineClient(document.baseURI, null);
  let keyPanel: KeyPanel;
  const key = () => keyPanel.current;
  const check = new CheckPanel(client, key, say);
  const make = new MakePanel(client, key, (made) => {
    keepAssignment({ name: made.assignment.name, token: made.token, made: new Date().toISOString() });
    check.showKept(made.token);
  }, say);
  make.enable(false);
  keyPanel = new KeyPanel((k) => make.enable(k !== null));
  await keyPanel.start();
  // teach.html#assignment=TOKEN (the script's last line) opens that assignment to check.
  const linked = new URLSearchParams(location.hash.slice(1)).get('assignment');
  if (linked) check.preset(tokenOf(linked));

  client.addEventListener('learning', (e) => {
    const p = (e as CustomEvent<LearnProgress>).detail;
    if (!p.done) say(`The AI learns the point system: ${Math.round(100 * p.fraction)}%…`);
  });
  say('Loading the engine…');
  try {
    const info = await client.start();
    make.showPlayers(info.players.map((p) => p.name));
    say(keyPanel.current ? 'Ready.' : 'Ready: draw your key (or import it) to begin.');
  } catch (e) {
    say(`${(e as Error).message} Reload the page to try again.`);
    return;
  }
  document.body.dataset.ready = 'true';
  Object.assign(window, { ppsEngine: client });
  void startServiceWorker(() => {});
}

void start();
