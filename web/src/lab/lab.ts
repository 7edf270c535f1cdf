// The AI lab (lab.html): players × point systems × games at one strength,
// then a table of means ± standard error with the normalized score, the
// paired difference of two chosen players on the same deals, one histogram
// per system, exports that carry the settings, and a URL that reruns the
// tournament; "Your player", a student's code playing beside the built-in
// players in a sandbox (player/); and a class, many students' files ranked
// on one leaderboard with a grade sheet (class/). This file only wires the engine client, the
// controller (lab-controller.ts: state, runs, the URL), the view (lab-view.ts:
// DOM) and the player's panel and sandbox (player/).
import '../styles.css';
import { createEngineClient } from '../engine/client';
import { startServiceWorker } from '../offline/service-worker-client';
import { ClassLab } from './class/class-lab';
import { LabController } from './lab-controller';
import { LabView } from './lab-view';
import { Mine } from './player/mine';
import { Keeper } from './player/opening';
import { wireFiles } from './player/player-file';
import { playerLink } from './player/player-link';
import { PlayerPanel } from './player/player-panel';
import { pythonFiles } from './player/python-files';
import { byId } from '../ui/dom';

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
  const panel = new PlayerPanel(() => keeper.keep());
  const keeper = new Keeper(panel);
  const mine = new Mine(client, panel, pythonFiles);
  // Python loads when a student picks it (not before: its files are megabytes).
  byId('lab-language').addEventListener('change', () => {
    if (panel.language === 'python') mine.loadPython().catch((e: Error) => panel.say(`Python could not be loaded: ${e.message}`, 'failed'));
  });
  const klass = new ClassLab(client, pythonFiles, () => {});
  const controller = new LabController(client, view, engine ? { engine } : {}, mine, klass);
  await controller.openUrl(location.search);
  await keeper.open(location.hash);
  wireShare(panel, controller);
  wireFiles(panel);
  view.showStarted();
  view.showReady();
  Object.assign(window, { ppsEngine: client, ppsLabCode: () => panel.text, ppsLabSandbox: mine.sandbox, ppsLabClass: klass });
  void startServiceWorker((reason) => view.showBuildReason(reason));
}

function wireShare(panel: PlayerPanel, controller: LabController) {
  byId('lab-share').addEventListener('click', async () => {
    // A handout: never the key of a run here, which would let a player foresee its deals.
    const made = await playerLink(new URL(controller.rerunHref(false), location.href).href, panel.read().settings);
    const link = byId<HTMLAnchorElement>('lab-share-link');
    link.hidden = !('url' in made);
    if ('problem' in made) {
      panel.say(made.problem, 'failed');
      return;
    }
    link.href = made.url;
    link.textContent = 'Link to this player and tournament';
    await navigator.clipboard?.writeText(made.url).then(
      () => panel.say('The link is copied: whoever opens it sees the code and presses Run to play it.'),
      () => panel.say('The link is below: copy it to share the code and the tournament.'),
    );
  });
}

void main();
