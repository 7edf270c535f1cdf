// The game page (index.html) and its compact embed (embed.html): one
// controller; the parts of the page that the embed leaves out are optional.
import { defaultPlayer, STRENGTHS, strengthBudget } from './ai-settings';
import type { ConfigureMessage } from './embed/host-messages';
import { playPlaceSound } from './ui/sound';
import { CancelledError, EngineClient } from './engine/client';
import type { Analysis, EngineInfo, OpenResult, Snapshot } from './engine/protocol';
import { BoardView, miniGrid } from './ui/board-view';
import { cardFace, cardName } from './ui/cards';
import { h } from './ui/dom';
import { loadHistory, recordGame, reloadedGameId, rememberCurrentGame, summary } from './ui/history';
import {
  CATEGORY_LABELS,
  CATEGORY_SLUGS,
  SYSTEM_KINDS,
  customValueError,
  dailySeed,
  describeSpec,
  randomSeed,
  seedError,
  type SystemKind,
} from './ui/systems';
import { wireDisplaySettings } from './ui/display-settings';
import { emitGameEvent, gameDetail, moveDetail } from './ui/game-events';
import { Lesson } from './ui/lesson';
import { renderTracker } from './ui/tracker';
import { checkPanels, checkSwitch, movesText, noteProblems, PANELS, readUrl, writeUrl, type Panel } from './ui/url-state';

const opt = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T | null;

export interface AppOptions {
  embed: boolean;
}

// What the embed can do to a running app: start the game its host asks for.
export interface AppHandle {
  configure(message: ConfigureMessage): Promise<void>;
}

const newGameId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export async function startApp(options: AppOptions): Promise<AppHandle | undefined> {
  const defaultStrength = options.embed ? 'fast' : 'normal';
  // Embeds sit in small frames on pages that explain the game: no lesson unless asked (lesson=on).
  const url = readUrl(location.search, defaultStrength, !options.embed);
  let hintsAllowed = !options.embed || url.hints;
  let aiAllowed = !options.embed || url.ai !== 'off';

  const status = opt('status')!;
  const problemsBox = opt('problems')!;
  const say = (text: string) => (status.textContent = text);
  const showProblems = (problems: string[]) => {
    problemsBox.replaceChildren(...problems.map((p) => h('li', {}, p)));
    problemsBox.hidden = problems.length === 0;
  };

  const engineBase = new URL('engine/', document.baseURI).href;
  const client = new EngineClient(engineBase, url.engine);
  const buildBadge = opt('build');
  if (buildBadge) {
    buildBadge.textContent = client.build.flavour === 'mt' ? 'threads' : 'single thread';
    buildBadge.title = client.build.reason;
    buildBadge.dataset.flavour = client.build.flavour;
  }

  // ---- state
  let snapshot: Snapshot | null = null;
  let heat: Analysis | null = null;
  let undos = url.undos;
  // In a share link `ai` names the player that played; in an embed it only
  // chooses the player for Hint and AI finish.
  let aiUsed: string | null = options.embed || url.ai === 'off' ? null : url.ai;
  // A hint asked for or an AI move in this game (reported to embedding pages).
  let aiHelp = aiUsed !== null;
  // Identifies this game in "Your games": recorded when finished here, once.
  let gameId = newGameId();
  let busy = false;
  let stopRequested = false;
  let info: EngineInfo;

  const board = new BoardView((cell) => void humanPlay(cell));
  opt('board-slot')!.replaceWith(board.element);
  const lessonSlot = opt('lesson-slot');
  const lesson = lessonSlot ? new Lesson() : null;
  if (lesson) lessonSlot!.replaceWith(lesson.element);
  opt('help')?.addEventListener('click', () => lesson?.toggle());

  const controls = [...document.querySelectorAll<HTMLButtonElement | HTMLSelectElement | HTMLInputElement>('[data-needs-idle]')];
  function setBusy(value: boolean) {
    busy = value;
    board.enabled = !value;
    document.body.classList.toggle('thinking', value);
    for (const c of controls) c.disabled = value;
    const stop = opt<HTMLButtonElement>('stop');
    if (stop) stop.hidden = !value;
    refreshButtons();
  }

  function refreshButtons() {
    const over = snapshot?.over ?? true;
    const set = (id: string, disabled: boolean) => {
      const b = opt<HTMLButtonElement>(id);
      if (b) b.disabled = disabled || busy;
    };
    set('undo', !snapshot || snapshot.turn === 0);
    set('hint', over || !hintsAllowed);
    set('ai-move', over || !aiAllowed);
    set('ai-finish', over || !aiAllowed);
  }

  function render(justPlaced = -1) {
    if (!snapshot) return;
    board.render(snapshot, heat, justPlaced);
    if (justPlaced >= 0) playPlaceSound();
    const current = opt('current-card');
    if (current) {
      current.replaceChildren(
        snapshot.over ? h('span', { class: 'card card-big card-empty' }, '✓') : cardFace(snapshot.currentCard, 'big'),
      );
      current.setAttribute('aria-label', snapshot.over ? 'no card: the game is over' : `card to place: ${cardName(snapshot.currentCard)}`);
    }
    const turn = opt('turn');
    if (turn) turn.textContent = snapshot.over ? 'Game over' : `Card ${snapshot.turn + 1} of 25`;
    document.body.classList.toggle('game-over', snapshot.over);
    const systemLabel = opt('system-label');
    if (systemLabel) systemLabel.textContent = `${snapshot.system.label} · seed ${snapshot.seed}`;
    lesson?.setSystem(snapshot.system);
    const pointsTable = opt('points-table');
    if (pointsTable) {
      pointsTable.replaceChildren(
        ...snapshot.system.points.map((p, i) => h('li', {}, h('span', {}, CATEGORY_LABELS[i]), h('b', {}, String(p)))),
      );
    }
    const tracker = opt('tracker');
    if (tracker) renderTracker(tracker, snapshot);
    refreshButtons();
    updateUrl();
    rememberCurrentGame(gameId, snapshot.serialized);
    if (snapshot.over) finishGame();
    else opt('end')?.setAttribute('hidden', '');
  }

  function shareQuery(position: Snapshot) {
    return writeUrl({
      system: position.system.spec,
      seed: position.seed,
      moves: movesText(position.moves),
      ai: aiUsed,
      strength: aiUsed ? strengthName() : null,
      undos,
    });
  }

  // The link to this position in the full app (the embed's links open it too).
  function shareUrl(position: Snapshot) {
    return new URL(`./${shareQuery(position)}`, document.baseURI).href;
  }

  function updateUrl() {
    if (!snapshot || options.embed) return;
    history.replaceState(null, '', shareQuery(snapshot));
    const link = opt<HTMLInputElement>('share-link');
    if (link) link.value = location.href;
  }

  // A card placed by the player or the AI: show it, keep a finished game in
  // "Your games" (games finish here only through this path, never by opening
  // a link), and tell the page around.
  function landed(next: Snapshot, cell: number, by: 'player' | 'ai') {
    snapshot = next;
    heat = null;
    if (by === 'ai') aiHelp = true;
    if (next.over) {
      recordGame({ id: gameId, system: next.system.spec, seed: next.seed, score: next.score, undos, byAi: aiUsed !== null, when: new Date().toISOString() });
    }
    render(cell);
    const link = shareUrl(next);
    emitGameEvent('pps:move', moveDetail(next, link, aiHelp, cell, by));
    if (next.over) emitGameEvent('pps:gameover', gameDetail(next, link, aiHelp));
  }

  const where = (cell: number) => `row ${Math.floor(cell / 5) + 1}, column ${(cell % 5) + 1}`;
  const gameOverText = (final: Snapshot) => `Game over: ${final.score} points.`;

  async function run<T>(what: string, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (e) {
      if (e instanceof CancelledError) say('Stopped.');
      else say(`${what}: ${(e as Error).message}`);
      return undefined;
    }
  }

  // ---- playing
  async function humanPlay(cell: number) {
    if (busy || !snapshot || snapshot.over) return;
    const next = await run('Move', () => client.play(cell));
    if (!next) return;
    landed(next, cell, 'player');
    say(next.over ? `Placed at ${where(cell)}. ${gameOverText(next)}` : `Placed at ${where(cell)}. Score ${next.score}.`);
  }

  // A fresh game on the page: nothing from the last one carries over.
  function startGame(next: Snapshot) {
    snapshot = next;
    heat = null;
    undos = 0;
    aiUsed = null;
    aiHelp = false;
    gameId = newGameId();
    opt('compare')?.replaceChildren();
  }

  async function newGame(system: string, seed: string) {
    if (busy) await stop();
    const next = await run('New game', () => client.newGame(system, seed));
    if (!next) return;
    startGame(next);
    showProblems([]);
    render();
    say(`New game: ${next.system.label}, seed ${next.seed}.`);
    syncSystemPicker(next.system.spec);
  }

  async function undo() {
    const next = await run('Undo', () => client.undo());
    if (!next) return;
    snapshot = next;
    heat = null;
    undos++;
    render();
    say(`Took back the last card (undos this game: ${undos}).`);
  }

  async function hint() {
    if (!snapshot || snapshot.over) return;
    setBusy(true);
    say('Thinking…');
    const analysis = await run('Hint', () => client.analyze());
    setBusy(false);
    if (!analysis) return;
    heat = analysis;
    aiHelp = true;
    render();
    const estimated = analysis.values.some((v) => Number.isFinite(v));
    const cell = analysis.best;
    say(
      `The AI would place it at row ${Math.floor(cell / 5) + 1}, column ${(cell % 5) + 1}` +
        (estimated ? ` (estimated final score ${analysis.values[cell].toFixed(1)}).` : '. This player gives no estimates.'),
    );
  }

  const delay = wireDisplaySettings(opt);
  const strengthName = () => opt<HTMLSelectElement>('strength')?.value ?? url.strength ?? defaultStrength;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function aiPlay(moves: number) {
    if (!snapshot || snapshot.over) return;
    aiUsed = opt<HTMLSelectElement>('player')?.value ?? info.players[0].name;
    setBusy(true);
    stopRequested = false;
    let played = 0;
    say('The AI is playing…');
    try {
      for await (const step of client.playOut(() => stopRequested || played >= moves)) {
        played++;
        landed(step.snapshot, step.cell, 'ai');
        if (!snapshot.over && played < moves) await sleep(delay());
      }
      say(snapshot.over ? `${gameOverText(snapshot)} The AI placed the last card.` : stopRequested ? 'Stopped.' : `Score ${snapshot.score}.`);
    } catch (e) {
      say(e instanceof CancelledError ? 'Stopped.' : `AI: ${(e as Error).message}`);
      const fresh = await run('Engine', () => client.load(snapshot!.serialized));
      if (fresh) snapshot = fresh;
      render();
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    stopRequested = true;
    await client.cancel();
  }

  async function watchAi() {
    if (!snapshot) return;
    await newGame(snapshot.system.spec, snapshot.seed);
    await aiPlay(25);
  }

  // ---- end of game
  function finishGame() {
    if (!snapshot) return;
    const end = opt('end');
    if (!end) return;
    end.removeAttribute('hidden');
    const breakdown = opt('breakdown')!;
    breakdown.replaceChildren(
      h('caption', {}, `Final score: ${snapshot.score}`),
      h('tr', {}, h('th', { scope: 'col' }, 'Line'), h('th', { scope: 'col' }, 'Hand'), h('th', { scope: 'col' }, 'Points')),
      ...snapshot.lines.map((line, i) =>
        h('tr', {}, h('td', {}, i < 5 ? `Row ${i + 1}` : `Column ${i - 4}`), h('td', {}, line.name), h('td', {}, String(line.points))),
      ),
    );
    if (hindsightShown !== snapshot.serialized) void showHindsight(snapshot);
    const stats = summary(loadHistory(), snapshot.system.spec);
    const historyBox = opt('history');
    if (historyBox) {
      historyBox.replaceChildren(
        stats
          ? h('p', {}, `Your games with ${snapshot.system.label}: ${stats.games}, best ${stats.best}, mean ${stats.mean.toFixed(1)}.`)
          : h('p', {}, aiUsed ? 'Games the AI played are not counted in your history.' : ''),
      );
    }
  }

  // What these 25 cards could have made, known in advance: once per finished game.
  let hindsightShown = '';
  async function showHindsight(finished: Snapshot) {
    hindsightShown = finished.serialized;
    const box = opt('hindsight');
    if (!box) return;
    box.replaceChildren(h('p', {}, 'Working out the best grid of these cards…'));
    const best = await run('Hindsight', () => client.hindsight());
    if (!best || snapshot?.serialized !== finished.serialized) return;
    const how = best.proven ? 'and no grid of them makes more' : `and none makes more than ${best.bound}`;
    box.replaceChildren(
      h('p', { 'data-testid': 'hindsight' }, `You scored ${finished.score}. Knowing all 25 cards in advance, they could make ${best.score} ${how}.`),
      h('figure', {}, miniGrid(best.cells), h('figcaption', {}, `A best grid found: ${best.score}`)),
    );
  }

  async function compareWithAi() {
    if (!snapshot) return;
    const mine = snapshot;
    setBusy(true);
    say('The AI is playing the same deal…');
    const serialized = await run('AI', () => client.playWhole(mine.system.spec, mine.seed));
    setBusy(false);
    if (!serialized) return;
    // Show the AI's grid: replay its moves on the deal, in a scratch game.
    const aiGame = await run('AI', async () => {
      const g = await client.load(serialized);
      await client.load(mine.serialized);
      return g;
    });
    if (!aiGame) return;
    opt('compare')!.replaceChildren(
      h('figure', {}, miniGrid(mine.cells), h('figcaption', {}, `You: ${mine.score}`)),
      h('figure', {}, miniGrid(aiGame.cells), h('figcaption', {}, `AI (${opt<HTMLSelectElement>('player')?.value}): ${aiGame.score}`)),
    );
    say(`On this deal the AI scores ${aiGame.score}; you scored ${mine.score}.`);
  }

  // ---- point-system picker
  const kindSelect = opt<HTMLSelectElement>('system-kind');
  const systemSeed = opt<HTMLInputElement>('system-seed');
  const singleSelect = opt<HTMLSelectElement>('single-category');
  const customBox = opt('custom-editor');
  const customInputs: HTMLInputElement[] = [];
  if (kindSelect && systemSeed && singleSelect && customBox) {
    kindSelect.replaceChildren(...SYSTEM_KINDS.map((k) => h('option', { value: k.kind }, k.label)));
    singleSelect.replaceChildren(...CATEGORY_LABELS.map((label, i) => h('option', { value: CATEGORY_SLUGS[i] }, label)));
    CATEGORY_LABELS.forEach((label, i) => {
      const input = h('input', { type: 'text', inputmode: 'numeric', id: `custom-${i}`, value: '0', 'aria-describedby': 'custom-errors' });
      customInputs.push(input);
      customBox.querySelector('.custom-grid')!.append(h('label', { for: `custom-${i}` }, label), input);
    });
    kindSelect.addEventListener('change', () => showSystemFields());
  }

  function showSystemFields() {
    if (!kindSelect) return;
    const kind = kindSelect.value as SystemKind;
    opt('system-seed-field')!.hidden = !SYSTEM_KINDS.find((k) => k.kind === kind)?.seeded;
    opt('single-field')!.hidden = kind !== 'single';
    customBox!.hidden = kind !== 'custom';
  }

  function syncSystemPicker(spec: string) {
    if (!kindSelect) return;
    const d = describeSpec(spec);
    kindSelect.value = d.kind;
    if (d.seed) systemSeed!.value = d.seed;
    singleSelect!.value = CATEGORY_SLUGS[d.category];
    if (d.kind === 'custom' && snapshot) snapshot.system.points.forEach((p, i) => (customInputs[i].value = String(p)));
    showSystemFields();
  }

  // The system the picker describes, or the reasons it is not valid.
  function pickedSystem(): { spec: string } | { errors: string[] } {
    const kind = kindSelect!.value as SystemKind;
    if (kind === 'american' || kind === 'british') return { spec: kind };
    if (kind === 'single') return { spec: `single:${singleSelect!.value}` };
    if (kind === 'custom') {
      const errors = customInputs.map((input, i) => customValueError(CATEGORY_LABELS[i], input.value)).filter((e): e is string => e !== null);
      customInputs.forEach((input, i) => input.setAttribute('aria-invalid', String(customValueError(CATEGORY_LABELS[i], input.value) !== null)));
      return errors.length ? { errors } : { spec: customInputs.map((i) => String(Number(i.value.trim()))).join(',') };
    }
    const error = seedError(systemSeed!.value);
    return error ? { errors: [`System seed: ${error}`] } : { spec: `${kind}:${systemSeed!.value.trim()}` };
  }

  // ---- new-game controls
  const dealSeed = opt<HTMLInputElement>('deal-seed');
  async function startFromControls(seed: string) {
    let system = snapshot?.system.spec ?? 'american';
    if (kindSelect) {
      const picked = pickedSystem();
      const errorsBox = opt('custom-errors');
      if ('errors' in picked) {
        if (errorsBox) errorsBox.replaceChildren(...picked.errors.map((e) => h('li', {}, e)));
        say(`The point system is not valid: ${picked.errors.join('; ')}`);
        return;
      }
      errorsBox?.replaceChildren();
      system = picked.spec;
    }
    await newGame(system, seed);
  }

  const on = (id: string, handler: () => void) => opt(id)?.addEventListener('click', handler);
  on('new-random', () => void startFromControls(randomSeed()));
  on('new-daily', () => void startFromControls(dailySeed()));
  on('new-fixed', () => {
    const error = seedError(dealSeed?.value ?? '');
    if (error) {
      say(`Deal seed: ${error}`);
      return;
    }
    void startFromControls(dealSeed!.value.trim());
  });
  on('apply-system', () => void startFromControls(snapshot?.seed ?? randomSeed()));
  on('undo', () => void undo());
  on('hint', () => void hint());
  on('ai-move', () => void aiPlay(1));
  on('ai-finish', () => void aiPlay(25));
  on('watch-ai', () => void watchAi());
  on('stop', () => void stop());
  on('compare-ai', () => void compareWithAi());
  on('copy-link', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      say('Link copied.');
    } catch {
      opt<HTMLInputElement>('share-link')?.select();
      say('Select the link and copy it.');
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && busy) void stop();
  });

  client.addEventListener('learning', (e) => {
    const p = (e as CustomEvent).detail as import('./engine/protocol').LearnProgress;
    const bar = opt<HTMLProgressElement>('learn-progress');
    if (bar) {
      bar.hidden = p.done;
      bar.value = p.fraction;
    }
    if (p.done) say(p.source === 'learned' ? `${p.player} has learned this system (kept for next time).` : `${p.player} loaded what it learned for this system.`);
    else say(`${p.player} is learning this point system… ${Math.round(p.fraction * 100)}%${p.games ? `, ${p.games} games` : ''}`);
  });
  client.addEventListener('restart', (e) => say(`The engine restarted (${(e as CustomEvent).detail.reason}); your game is kept.`));
  client.addEventListener('failure', (e) => say(`The engine failed: ${(e as CustomEvent).detail.reason}`));

  // ---- start-up
  say('Loading the engine…');
  try {
    info = await client.start();
  } catch (e) {
    document.body.classList.add('engine-failed');
    say((e as Error).message + ' Reload the page to try again.');
    return;
  }
  const buildNote = opt('build-note');
  if (buildNote) {
    buildNote.textContent =
      info.threads
        ? `Threaded engine, ${info.poolSize} threads (${info.pthreadWorkers} workers): ${client.build.reason}.`
        : `Single-threaded engine: ${client.build.reason}.`;
  }

  // AI players and strength.
  const playerSelect = opt<HTMLSelectElement>('player');
  const strengthSelect = opt<HTMLSelectElement>('strength');
  if (strengthSelect) {
    strengthSelect.replaceChildren(...STRENGTHS.map((s) => h('option', { value: s.name }, s.label)));
    strengthSelect.value = url.strength ?? defaultStrength;
  }
  let chosenPlayer = defaultPlayer(info.players);
  // A player spec from a link or an embed's `ai`: the engine checks it first,
  // so an invalid one never reaches the Player menu. Returns the problem.
  async function requestPlayer(requested: string | null): Promise<string | null> {
    chosenPlayer = defaultPlayer(info.players);
    let problem: string | null = null;
    if (requested !== null && requested !== 'off') {
      try {
        await client.setPlayer(requested, strengthBudget(strengthName(), info.poolSize));
        chosenPlayer = requested;
      } catch (e) {
        problem = `AI player: ${(e as Error).message}. Using ${chosenPlayer} instead.`;
      }
    }
    if (playerSelect) {
      playerSelect.replaceChildren(...info.players.map((p) => h('option', { value: p.name, title: p.description }, p.name)));
      if (!info.players.some((p) => p.name === chosenPlayer)) playerSelect.append(h('option', { value: chosenPlayer }, chosenPlayer));
      playerSelect.value = chosenPlayer;
    }
    return problem;
  }
  async function applyPlayer() {
    const spec = playerSelect?.value ?? chosenPlayer;
    const desc = opt('player-desc');
    if (desc) desc.textContent = info.players.find((p) => p.name === spec.split(':')[0])?.description ?? '';
    const budget = strengthBudget(strengthName(), info.poolSize);
    const ok = await run('AI player', () => client.setPlayer(spec, budget));
    if (ok) say(`AI player: ${ok}.`);
  }
  playerSelect?.addEventListener('change', () => void applyPlayer());
  strengthSelect?.addEventListener('change', () => void applyPlayer());

  function showPanels(panels: Panel[]) {
    for (const panel of PANELS) {
      const box = opt(`panel-${panel}`);
      if (box) box.hidden = !panels.includes(panel);
    }
  }

  // Shows a game opened from a link or an embed's settings, with every
  // problem found in them.
  async function showOpened(opened: OpenResult, problems: string[], source = 'The link') {
    showProblems(problems);
    await run('AI player', applyPlayer);
    syncSystemPicker(opened.snapshot.system.spec);
    if (dealSeed) dealSeed.value = opened.snapshot.seed;
    render();
    say(
      problems.length
        ? `${source} had problems (listed above); a valid game is open.`
        : opened.snapshot.over
        ? gameOverText(opened.snapshot)
        : `Ready: ${opened.snapshot.system.label}, seed ${opened.snapshot.seed}. Place the card by clicking a cell, or with the arrow keys and Enter.`,
    );
  }

  // The game from the URL, or a fresh default one.
  const problems = [...url.problems];
  const playerProblem = await requestPlayer(url.ai);
  if (playerProblem) {
    problems.push(playerProblem);
    aiUsed = null;
    aiHelp = false;
  }
  showPanels(url.panels);
  const opened = await run('Opening the game', () => client.open(url.system, url.seed ?? randomSeed(), url.moves));
  if (!opened) return;
  snapshot = opened.snapshot;
  gameId = reloadedGameId(snapshot.serialized) ?? gameId;
  if (url.seed === null && (location.search.includes('moves=') || location.search.includes('system='))) {
    problems.unshift('Seed: the link has no seed, so a random deal was dealt.');
  }
  await showOpened(opened, [...opened.problems, ...problems]);

  // An embedding page's new settings (attributes of <poker-squares>, or a
  // pps:configure message): checked as URL parameters are, then a new game.
  async function configure(message: ConfigureMessage) {
    if (busy) await stop();
    const found: string[] = [];
    const keep = noteProblems(found);
    hintsAllowed = !options.embed || keep(checkSwitch('Hints', message.hints ?? null, true));
    aiAllowed = !options.embed || message.ai !== 'off';
    showPanels(keep(checkPanels(message.panels ?? null)));
    const playerProblem = await requestPlayer(message.ai ?? null);
    if (playerProblem) found.push(playerProblem);
    const next = await run('New game', () => client.open(message.system ?? 'american', message.seed ?? randomSeed(), ''));
    if (!next) return;
    startGame(next.snapshot);
    await showOpened(next, [...next.problems, ...found], 'The embedding page’s settings');
  }

  if (url.lesson) lesson?.openIfNew();
  document.body.dataset.ready = 'true';
  performance.mark('pps-ready');
  // For tests and the curious.
  Object.assign(window, { ppsEngine: client });
  return { configure };
}
