// The AI lab (lab.html): players × point systems × games at one strength,
// then a table of means ± standard error with the normalized score, the
// paired difference of two chosen players on the same deals, one histogram
// per system, exports that carry the settings, and a URL that reruns the
// tournament. This file only wires the engine client, the controller
// (lab-controller.ts: state, runs, the URL) and the view (lab-view.ts: DOM).
import '../styles.css';
import { createEngineClient } from '../engine/client';
import { startServiceWorker } from '../offline/service-worker-client';
import { LabController } from './lab-controller';
import { LabView } from './lab-view';

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
  const controller = new LabController(client, view, engine ? { engine } : {});
  await controller.openUrl(location.search);
  view.showStarted();
  view.showReady();
  Object.assign(window, { ppsEngine: client });
  void startServiceWorker((reason) => view.showBuildReason(reason));
}

void main();
