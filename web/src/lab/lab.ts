// The AI lab (lab.html): players × point systems × games at one strength,
// then a table of means ± standard error with the normalized score, the
// paired difference of two chosen players on the same deals, one histogram
// per system, exports that carry the settings, and a URL that reruns the
// tournament; and "Your player", a student's code playing beside the built-in
// players in a sandbox (player/). This file only wires the engine client, the
// controller (lab-controller.ts: state, runs, the URL), the view (lab-view.ts:
// DOM) and the player's panel and sandbox (player/).
import '../styles.css';
import { createEngineClient } from '../engine/client';
import { startServiceWorker } from '../offline/service-worker-client';
import { LabController } from './lab-controller';
import { LabView } from './lab-view';
import { Mine } from './player/mine';
import { MINE_DEFAULTS, PlayerPanel, STARTERS } from './player/player-panel';

async function main() {
  const params = new URLSearchParams(location.search);
  const engine = params.get('engine');
  const client = createEngineClient(document.baseURI, engine);
  const view = new LabView();
  view.say('Loading the engine…');
  let info;
  try {
    info = await client.start();
  } catch (e) {
    view.say(`${(e as Error).message} Reload the page to try again.`);
    view.showStarted();
    return;
  }
  view.showBuild(info, client.build.reason);
  view.showPlayers(info);
  const panel = new PlayerPanel(() => {});
  const mine = new Mine(client, panel);
  const controller = new LabController(client, view, engine ? { engine } : {}, mine);
  await controller.openUrl(location.search);
  panel.fill({ on: false, language: 'javascript', code: STARTERS.javascript, ...MINE_DEFAULTS });
  view.showStarted();
  view.showReady();
  Object.assign(window, { ppsEngine: client, ppsLabCode: () => panel.editor.text });
  void startServiceWorker((reason) => view.showBuildReason(reason));
}

void main();
