// The game page (index.html) and its compact embed (embed.html): the wiring
// of the engine client, the controller (controller/game-controller.ts: the
// state and the actions) and the view (ui/game-view.ts). The parts of the
// page that the embed leaves out are optional.
import { GameController } from './controller/game-controller';
import { newGameId, withOptions, type GameState } from './controller/game-state';
import type { GameListener } from './controller/ports';
import { createEngineClient } from './engine/client';
import { poolSize } from './engine/features';
import { startServiceWorker } from './offline/service-worker-client';
import { wireDisplaySettings } from './ui/display-settings';
import { GameView, showStarted } from './ui/game-view';
import { fillStrengths } from './ui/player-menu';
import { placeSound } from './ui/sound';
import { DEFAULT_SYSTEM } from './engine/rules';
import { dailySeed } from './state/input-rules';
import { optionTexts, readOptions, type OptionTexts, type Page, type PageOptions } from './state/page-options';
import { readUrl } from './state/url-state';
import { readAssignment } from './state/assignment';
import { AssignmentController } from './controller/assignment-controller';
import type { AssignmentListener } from './controller/ports';

const opt = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T | null;


export interface AppOptions {
  page: Page;
  // Who else hears of the game's moves (an embed's host page).
  listeners?: GameListener[];
  // Who keeps and reports an assignment's progress (embed: this browser, a platform, the host page).
  assignmentListeners?: AssignmentListener[];
  // Problems met finding them (a platform that does not answer).
  platformProblems?: string[];
}

// What the embed can do to a running app: start the game its host asks for
// (the page's options as text: state/page-options.ts).
export interface AppHandle {
  configure(texts: OptionTexts): Promise<void>;
}

export async function startApp(options: AppOptions): Promise<AppHandle | undefined> {
  const embed = options.page === 'embed';
  const url = readUrl(location.search, options.page);
  // An assignment is played in the embed's page, which has nothing but the game:
  // the app hands its link there (its own controls would deal other deals).
  if (!embed && (url.options.assignment !== null || url.options.deals !== null)) {
    location.replace(new URL(`embed.html${location.search}`, document.baseURI).href);
    return undefined;
  }

  const client = createEngineClient(document.baseURI, url.engine);
  // The engine build on the badge, and why (its title, and the AI panel's note).
  const buildBadge = opt('build');
  const buildNote = opt('build-note');
  let threads = { on: client.build.flavour === 'mt', pool: poolSize() };
  const showBuild = (reason: string) => {
    if (buildBadge) {
      buildBadge.textContent = threads.on ? 'threads' : 'single thread';
      buildBadge.title = reason;
      buildBadge.dataset.flavour = threads.on ? 'mt' : 'st';
    }
    if (buildNote) buildNote.textContent = threads.on ? `Threaded engine, ${threads.pool} threads: ${reason}.` : `Single-threaded engine: ${reason}.`;
  };
  let buildReason = client.build.reason;
  showBuild(buildReason);

  // In a share link `ai` names the player that played; in an embed it only
  // chooses the player for Hint and AI finish.
  const { ai } = url.options;
  const aiUsed = embed || ai === 'off' ? null : ai;
  const initial: GameState = withOptions({
    snapshot: null,
    heat: null,
    explained: null,
    undos: url.undos,
    aiUsed,
    aiHelp: aiUsed !== null,
    aiMoves: 0,
    gameId: newGameId(),
    busy: false,
    hintsAllowed: true,
    explainAllowed: true,
    aiAllowed: true,
    undoAllowed: true,
    assignment: null,
    player: '',
    strength: '',
    hindsight: null,
    comparison: null,
    review: null,
  }, url.options);
  const view = new GameView(
    opt,
    (cell) => void controller.humanPlay(cell),
    (cell) => void controller.inspect(cell),
  );
  const delay = wireDisplaySettings(opt);
  // The assignment being played, if any: it hears the game's cards too.
  let assignment: AssignmentController | null = null;
  const toAssignment: GameListener = {
    moved: (d) => assignment?.moved(d),
    finished: () => {},
    undone: () => assignment?.undone(),
  };
  const listeners = [placeSound, ...(options.listeners ?? []), toAssignment];
  const controller = new GameController(client, view, { embed, delay, listeners }, initial);
  opt('help')?.addEventListener('click', () => view.lesson?.toggle());
  view.wireAssignment({ next: () => void assignment?.next() });
  const review = controller.review;
  view.wireReview({
    step: (step) => review.step(step),
    by: (delta) => review.by(delta),
    nextMistake: () => review.nextMistake(),
    cancel: () => void review.cancel(),
    open: () => void review.open(),
    close: () => review.close(),
  });

  // ---- new-game controls (seed null: a random deal; the engine checks a typed one)
  const dealSeed = opt<HTMLInputElement>('deal-seed');
  async function startFromControls(seed: string | null) {
    let system = controller.state.snapshot?.system.spec ?? DEFAULT_SYSTEM;
    if (view.picker) {
      const picked = await view.picker.read((values) => client.checkPoints(values));
      if ('errors' in picked) {
        view.say(`The point system is not valid: ${picked.errors.join('; ')}`);
        return;
      }
      system = picked.spec;
    }
    await controller.newGame(system, seed);
  }

  const on = (id: string, handler: () => void) => opt(id)?.addEventListener('click', handler);
  on('new-random', () => void startFromControls(null));
  on('new-daily', () => void startFromControls(dailySeed()));
  on('new-fixed', () => void startFromControls(dealSeed?.value.trim() ?? null));
  on('apply-system', () => void startFromControls(controller.state.snapshot?.seed ?? null));
  on('undo', () => void controller.undo());
  on('hint', () => void controller.hint());
  on('ai-move', () => void controller.aiPlay(1));
  on('ai-finish', () => void controller.aiPlay(25));
  on('watch-ai', () => void controller.watchAi());
  on('stop', () => void controller.stop());
  on('compare-ai', () => void controller.compareWithAi());
  on('review-open', () => void review.open());
  on('copy-link', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      view.say('Link copied.');
    } catch {
      opt<HTMLInputElement>('share-link')?.select();
      view.say('Select the link and copy it.');
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') controller.stopIfBusy();
  });

  // ---- start-up
  view.say('Loading the engine…');
  let info;
  try {
    info = await client.start();
  } catch (e) {
    document.body.classList.add('engine-failed');
    view.say((e as Error).message + ' Reload the page to try again.');
    showStarted();
    return;
  }
  threads = { on: info.threads, pool: info.poolSize };
  showBuild(buildReason);

  // AI players and strength.
  const playerSelect = opt<HTMLSelectElement>('player');
  const strengthSelect = opt<HTMLSelectElement>('strength');
  if (strengthSelect) fillStrengths(strengthSelect, controller.state.strength);
  playerSelect?.addEventListener('change', () => void controller.applyPlayer(playerSelect.value));
  strengthSelect?.addEventListener('change', () => {
    controller.setStrength(strengthSelect.value);
    void controller.applyPlayer(playerSelect?.value);
  });

  // Opens the assignment the options name, if any (its problems are shown
  // with `problems`); returns whether one opened.
  const given = (texts: Partial<OptionTexts>) => new Set(Object.entries(texts).filter(([, v]) => v !== null && v !== undefined).map(([k]) => k));
  async function openAssignment(read: PageOptions, texts: Partial<OptionTexts>, problems: string[]): Promise<boolean> {
    const found = readAssignment(read, given(texts));
    if (!found.assignment) {
      problems.push(...found.problems);
      return false;
    }
    try {
      await client.parseSystem(found.assignment.system);
    } catch (e) {
      problems.push(`The assignment's point system: ${(e as Error).message}. It cannot be played: ask for a corrected link. A single game is open instead.`);
      return false;
    }
    controller.state = withOptions(controller.state, read);
    assignment = new AssignmentController(controller, client, found.assignment, options.assignmentListeners ?? [], {
      say: (text) => view.say(text),
      warn: (text) => view.addProblem(text),
    });
    view.showProblems([...problems, ...found.problems]);
    const met = await assignment.start();
    view.showProblems([...problems, ...found.problems, ...(options.platformProblems ?? []), ...met]);
    view.showReady();
    view.showOptions(read);
    return true;
  }

  const startProblems = [...url.problems];
  const inAssignment = await openAssignment(url.options, optionTexts(location.search), startProblems);
  // A learning platform's package (platform=) plays its assignment or
  // nothing: an ungraded game there would pass for the assignment.
  if (!inAssignment && new URLSearchParams(location.search).has('platform')) {
    view.showProblems([...startProblems, ...(options.platformProblems ?? []), 'This package cannot open its assignment, so no game is open: ask your teacher for a corrected package.']);
    view.say('No game: the assignment could not be opened.');
    document.body.classList.add('no-game');
    showStarted();
    document.body.dataset.ready = 'true';
    return undefined;
  }
  if (!inAssignment) {
    url.problems.splice(0, url.problems.length, ...startProblems);
    const opened = await controller.openFromUrl(url, location.search);
    if (!opened) {
      showStarted();
      return;
    }
  }

  document.body.dataset.ready = 'true';
  performance.mark('pps-ready');
  // For tests and the curious.
  Object.assign(window, { ppsEngine: client });
  // A learning platform's package (platform=) runs in the platform's site:
  // no service worker of ours there, nor its isolating reload.
  if (!new URLSearchParams(location.search).has('platform')) void startServiceWorker((reason) => showBuild((buildReason = reason)));
  return {
    configure: async (texts) => {
      const { options: read, problems } = readOptions(texts, options.page);
      assignment?.close();
      assignment = null;
      controller.state = { ...controller.state, assignment: null };
      if (await openAssignment(read, texts, problems)) return;
      return controller.configure(read, problems);
    },
  };
}
