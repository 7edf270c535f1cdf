// The game page's controller: owns the game state (game-state.ts) and the
// engine client, and exposes the page's actions (play, undo, hint, AI moves,
// new games, AI settings). Each change goes through commit(), the one place
// where a change leaves the page: a finished game is recorded, the URL and
// the tab's current game are synced (syncLocation), the view draws the new
// state, and the listeners hear of a move (the sound; an embed's host page).
// It knows the page only through the interfaces of ports.ts.
import { defaultPlayer, strengthBudget } from '../state/ai-settings';
import { CancelledError, type EngineClient } from '../engine/client';
import type { EngineInfo, Explanation, LearnProgress, OpenResult, Snapshot } from '../engine/protocol';
import { eventInfo, type AssignmentStatus } from './assignment-state';
import { recordGame, reloadedGameId, rememberCurrentGame } from '../state/history';
import { OPTION_NAMES, writeOptions, type PageOptions } from '../state/page-options';
import { writeUrl, type PageUrl } from '../state/url-state';
import { gameDetail, hintDetail, moveDetail } from './game-events';
import { compared, disabledButtons, finishedGame, hinted, newGameId, placed, shareState, started, undone, withOptions, type GameState } from './game-state';
import { aiStoppedText, hintText, learningText, openedText, placedText } from './messages';
import type { GameListener, GameViewPort } from './ports';
import { ReviewController } from './review-controller';

export interface ControllerOptions {
  embed: boolean;
  delay: () => number; // the pause between AI moves
  listeners: GameListener[]; // who hears of each card placed and each game finished
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The options the game page keeps in its address besides the position (which
// gives the system and seed; an assignment's page is the embed's).
const KEPT_OPTIONS = OPTION_NAMES.filter((name) => !['system', 'seed', 'assignment', 'deals'].includes(name));

export class GameController {
  private stopRequested = false;
  // The current hint's comparisons asked for so far, by cell (explain() is
  // cheap, but a pointer crosses the same cells again and again).
  private comparisons = new Map<number, Explanation>();
  private inspected = -1; // the cell whose comparison was asked for last
  private pageOptions: PageOptions | null = null; // the options the page was opened with
  // The move-by-move review of the finished game (its changes come back through commit()).
  readonly review: ReviewController;

  constructor(
    private readonly client: EngineClient,
    private readonly view: GameViewPort,
    private readonly options: ControllerOptions,
    public state: GameState,
  ) {
    const controller = this; // the host's state getter reads the live state
    this.review = new ReviewController(client, {
      get state() {
        return controller.state;
      },
      commit: (next) => this.commit(next),
      setBusy: (busy) => this.setBusy(busy),
      say: (text) => view.say(text),
    });
    client.addEventListener('learning', (e) => {
      const progress = (e as CustomEvent<LearnProgress>).detail;
      view.showLearning(progress);
      view.say(learningText(progress));
    });
    client.addEventListener('restart', (e) => view.say(`The engine restarted (${(e as CustomEvent).detail.reason}); your game is kept.`));
    client.addEventListener('failure', (e) => view.say(`The engine failed: ${(e as CustomEvent).detail.reason}`));
  }

  private get info(): EngineInfo {
    if (!this.client.info) throw new Error('the engine is not ready');
    return this.client.info;
  }

  // ---- the one way out
  // landed.explanation: why the AI's cell, against the one played, when a
  // hint explained this card (undefined: the page does not explain).
  private commit(next: GameState, landed?: { cell: number; by: 'player' | 'ai'; explanation?: string | null }) {
    this.state = next;
    const snapshot = next.snapshot;
    if (!snapshot) return;
    // "Your games" are the player's own games of public deals, not an assignment's.
    if (landed && snapshot.over && !next.assignment) recordGame(finishedGame(next, snapshot, new Date().toISOString()));
    this.syncLocation(snapshot);
    this.view.showGame(next, landed?.cell ?? -1);
    if (snapshot.over && this.view.hasHindsight && next.hindsight?.serialized !== snapshot.serialized) void this.askHindsight(snapshot);
    if (landed) {
      const link = this.eventLink(snapshot);
      const played = this.aiPlayed();
      const moved = moveDetail(snapshot, link, next.aiHelp, played, landed, this.assignmentInfo());
      for (const listener of this.options.listeners) listener.moved(moved);
      if (snapshot.over) {
        const finished = gameDetail(snapshot, link, next.aiHelp, played, this.assignmentInfo());
        for (const listener of this.options.listeners) listener.finished(finished);
      }
    }
  }

  // The address bar shows the share link of the position (not in an embed),
  // and the tab remembers its game so that a reload continues it.
  private syncLocation(snapshot: Snapshot) {
    // An assignment keeps its own progress (assignment-controller.ts) and has no share link.
    if (this.state.assignment) return;
    if (!this.options.embed) {
      history.replaceState(null, '', this.query(snapshot, true));
      this.view.showLink(location.href);
    }
    rememberCurrentGame(this.state.gameId, snapshot.serialized);
  }

  // The page's URL is written here only: the query string of a position,
  // with the page's options (hints=off, ai=off, ...) in the app's own address.
  private query(position: Snapshot, options = false): string {
    const kept = options && this.pageOptions ? writeOptions(this.pageOptions, 'app', KEPT_OPTIONS) : {};
    return writeUrl(shareState(this.state, position), kept);
  }

  // The link to a position in the full app (the embed's links open it too).
  shareUrl(position: Snapshot): string {
    return new URL(`./${this.query(position)}`, document.baseURI).href;
  }

  // The events' link: none for a sealed deal (no public seed deals its cards).
  private eventLink(position: Snapshot): string | null {
    return position.sealed ? null : this.shareUrl(position);
  }

  private assignmentInfo() {
    return this.state.assignment ? eventInfo(this.state.assignment) : undefined;
  }
  private setBusy(busy: boolean) {
    this.state = { ...this.state, busy };
    this.view.showBusy(this.state);
  }

  private async run<T>(what: string, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (e) {
      if (e instanceof CancelledError) this.view.say('Stopped.');
      else this.view.say(`${what}: ${(e as Error).message}`);
      return undefined;
    }
  }

  // ---- playing
  async humanPlay(cell: number) {
    const { busy, snapshot } = this.state;
    if (busy || !snapshot || snapshot.over) return;
    const explanation = this.state.explainAllowed ? ((await this.comparison(cell))?.text ?? null) : undefined;
    const next = await this.run('Move', () => this.client.play(cell));
    if (!next) return;
    this.commit(placed(this.state, next, 'player'), { cell, by: 'player', explanation });
    this.view.say(placedText(cell, next));
  }

  // Why the hint's cell rather than `cell` (the hint's own explanation for
  // the AI's cell itself, and for -1), or null when no hint explains this card.
  private async comparison(cell: number): Promise<Explanation | null> {
    const { explained, heat, snapshot } = this.state;
    if (!explained || !heat || !snapshot) return null;
    if (cell < 0 || cell === heat.best) return explained.best;
    if (snapshot.cells[cell] !== -1) return null;
    const known = this.comparisons.get(cell);
    if (known) return known;
    try {
      const asked = await this.client.explain(cell);
      if (this.state.heat === heat) this.comparisons.set(cell, asked);
      return asked;
    } catch {
      return null; // the hint has gone (a card placed, the worker replaced): nothing to compare
    }
  }

  // Shows why the AI's cell rather than `cell` (pointed at, focused or
  // tapped to compare), or against the next best cell for -1. A reply that
  // comes after the hint has gone, or after another cell was asked for, is dropped.
  async inspect(pointed: number) {
    const { explained, heat } = this.state;
    const cell = heat && pointed === heat.best ? -1 : pointed; // the AI's own cell: its explanation
    if (!explained || !heat || explained.cell === cell) return;
    this.inspected = cell;
    const shown = await this.comparison(cell);
    if (!shown || this.state.heat !== heat || this.inspected !== cell) return;
    this.state = compared(this.state, shown, cell);
    this.view.showExplanation(this.state);
  }

  // seed null: a random deal.
  async newGame(system: string, seed: string | null) {
    if (this.state.assignment) return; // an assignment deals its own deals, in order
    if (this.state.busy) await this.stop();
    const next = await this.run('New game', () => this.client.newGame(system, seed));
    if (!next) return;
    const fresh = started(this.state, next, newGameId());
    this.view.showComparison(fresh);
    this.view.showProblems([]);
    this.commit(fresh);
    this.view.say(`New game: ${next.system.label}, seed ${next.seed}.`);
    this.view.showSystem(next);
  }

  async undo() {
    if (disabledButtons(this.state).undo) return;
    const next = await this.run('Undo', () => this.client.undo());
    if (!next) return;
    this.commit(undone(this.state, next));
    for (const listener of this.options.listeners) listener.undone?.();
    this.view.say(`Took back the last card (undos this game: ${this.state.undos}).`);
  }

  async hint() {
    const { snapshot } = this.state;
    if (!snapshot || snapshot.over || !this.state.hintsAllowed) return;
    this.setBusy(true);
    this.view.say('Thinking…');
    const analysis = await this.run('Hint', () => this.client.analyze());
    // Why, from the same analysis (no search): it shows with the heat map.
    const explanation = analysis && this.state.explainAllowed ? await this.run('Explaining the hint', () => this.client.explain(null)) : null;
    this.setBusy(false);
    if (!analysis) return;
    this.comparisons = new Map();
    this.inspected = -1;
    this.commit(hinted(this.state, analysis, explanation ?? null));
    this.view.say(hintText(analysis));
    const position = this.state.snapshot!;
    const why = this.state.explainAllowed ? (explanation?.text ?? null) : undefined;
    const detail = hintDetail(position, this.eventLink(position), this.state.aiHelp, this.aiPlayed(), analysis, why, this.assignmentInfo());
    for (const listener of this.options.listeners) listener.hinted?.(detail);
  }

  // The AI that placed cards in this game, as the events and the link name it.
  private aiPlayed() {
    return { ai: this.state.aiUsed, strength: this.state.strength };
  }

  // The AI places up to `moves` cards, pausing between them.
  async aiPlay(moves: number) {
    if (!this.state.snapshot || this.state.snapshot.over || !this.state.aiAllowed) return;
    // The player the engine was given (the menu's, or an embed's `ai`): the
    // link and the events name it, so that it replays this game.
    this.state = { ...this.state, aiUsed: this.state.player };
    this.setBusy(true);
    this.stopRequested = false;
    let played = 0;
    this.view.say('The AI is playing…');
    try {
      for await (const step of this.client.playOut(() => this.stopRequested || played >= moves)) {
        played++;
        // The AI's own moves come from its decision, not a hint: nothing to explain them by.
        const explanation = this.state.explainAllowed ? null : undefined;
        this.commit(placed(this.state, step.snapshot, 'ai'), { cell: step.cell, by: 'ai', explanation });
        if (!step.snapshot.over && played < moves) await sleep(this.options.delay());
      }
      this.view.say(aiStoppedText(this.state.snapshot!, this.stopRequested));
    } catch (e) {
      this.view.say(e instanceof CancelledError ? 'Stopped.' : `AI: ${(e as Error).message}`);
      const fresh = await this.run('Engine', () => this.client.load(this.state.snapshot!.serialized));
      this.commit(fresh ? { ...this.state, snapshot: fresh } : this.state);
    } finally {
      this.setBusy(false);
    }
  }

  async stop() {
    this.stopRequested = true;
    await this.client.cancel();
  }

  // The AI plays the current deal from the start.
  async watchAi() {
    const { snapshot } = this.state;
    if (disabledButtons(this.state).watchAi || !snapshot) return;
    await this.newGame(snapshot.system.spec, snapshot.seed);
    await this.aiPlay(25);
  }

  // What these 25 cards could have made, known in advance: once per finished game.
  private async askHindsight(finished: Snapshot) {
    this.state = { ...this.state, hindsight: { serialized: finished.serialized, best: null } };
    this.view.showHindsight(this.state);
    const best = await this.run('Hindsight', () => this.client.hindsight());
    if (!best || this.state.snapshot?.serialized !== finished.serialized) return;
    this.state = { ...this.state, hindsight: { serialized: finished.serialized, best } };
    this.view.showHindsight(this.state);
  }

  // The AI plays the player's deal; its grid is shown beside the player's.
  async compareWithAi() {
    const mine = this.state.snapshot;
    if (disabledButtons(this.state).compareAi || !mine) return;
    this.setBusy(true);
    this.view.say('The AI is playing the same deal…');
    const serialized = await this.run('AI', () => this.client.playWhole(mine.system.spec, mine.seed));
    this.setBusy(false);
    if (!serialized) return;
    // Show the AI's grid: replay its moves on the deal, in a scratch game.
    const ai = await this.run('AI', async () => {
      const g = await this.client.load(serialized);
      await this.client.load(mine.serialized);
      return g;
    });
    if (!ai) return;
    this.state = { ...this.state, comparison: { mine, ai, player: this.state.player } };
    this.view.showComparison(this.state);
    this.view.say(`On this deal the AI scores ${ai.score}; you scored ${mine.score}.`);
  }

  // ---- AI settings
  setStrength(name: string) {
    this.state = { ...this.state, strength: name };
    // The address keeps the strength chosen since.
    if (this.pageOptions) this.pageOptions = { ...this.pageOptions, strength: name };
  }

  // The player the page's menu chose (with the current strength) becomes the engine's.
  async applyPlayer(spec = this.state.player) {
    this.state = { ...this.state, player: spec };
    this.view.describePlayer(this.info, spec);
    const budget = strengthBudget(this.state.strength, this.info.poolSize, spec);
    const ok = await this.run('AI player', () => this.client.setPlayer(spec, budget));
    if (ok) this.view.say(`AI player: ${ok}.`);
  }

  // A player spec from a link or an embed's `ai`: the engine checks it first,
  // so an invalid one never reaches the Player menu. Returns the problem.
  private async requestPlayer(requested: string | null): Promise<string | null> {
    const info = this.info;
    let chosen = defaultPlayer(info.players);
    let problem: string | null = null;
    if (requested !== null && requested !== 'off') {
      try {
        await this.client.setPlayer(requested, strengthBudget(this.state.strength, info.poolSize, requested));
        chosen = requested;
      } catch (e) {
        problem = `AI player: ${(e as Error).message}. Using ${chosen} instead.`;
      }
    }
    this.state = { ...this.state, player: chosen };
    this.view.showPlayers(info, chosen);
    return problem;
  }

  // Shows a game opened from a link or an embed's settings, with every
  // problem found in them.
  private async showOpened(opened: OpenResult, problems: string[], source = 'The link') {
    this.view.showProblems(problems);
    await this.run('AI player', () => this.applyPlayer());
    this.view.showSystem(opened.snapshot);
    this.view.showDealSeed(opened.snapshot.seed);
    this.commit(this.state);
    this.view.say(openedText(opened.snapshot, problems, source));
  }

  // The game of the page's URL (or a fresh default one), with its options.
  // Returns whether one opened.
  async openFromUrl(url: PageUrl, search: string): Promise<boolean> {
    const { options } = url;
    const problems = [...url.problems];
    this.pageOptions = options;
    this.state = withOptions(this.state, options);
    const playerProblem = await this.requestPlayer(options.ai);
    if (playerProblem) {
      problems.push(playerProblem);
      this.state = { ...this.state, aiUsed: null, aiHelp: false };
      // The address keeps the player used, not the one refused.
      this.pageOptions = { ...options, ai: null };
    }
    const opened = await this.run('Opening the game', () => this.client.open(options.system, options.seed, url.moves));
    if (!opened) return false;
    const snapshot = opened.snapshot;
    this.state = { ...this.state, snapshot, gameId: reloadedGameId(snapshot.serialized) ?? this.state.gameId };
    if (!new URLSearchParams(search).has('seed') && (search.includes('moves=') || search.includes('system='))) {
      problems.unshift('Seed: the link has no seed, so a random deal was dealt.');
    }
    if (url.review !== null && !snapshot.over) problems.push('Review: only a finished game can be reviewed; the game is open to play on.');
    await this.showOpened(opened, [...opened.problems, ...problems]);
    this.view.showReady();
    // A link to a review opens the review, not the lesson (which would take the focus).
    this.view.showOptions({ ...options, lesson: options.lesson && url.review === null });
    if (url.review !== null && snapshot.over) void this.review.open(url.review);
    return true;
  }

  // New options from the embedding page (attributes of <poker-squares>, or a
  // pps:configure message), read as a URL's are: a new game with them.
  async configure(options: PageOptions, problems: string[]) {
    if (this.state.busy) await this.stop();
    this.pageOptions = options;
    this.state = withOptions(this.state, options);
    const found = [...problems];
    const playerProblem = await this.requestPlayer(options.ai);
    if (playerProblem) found.push(playerProblem);
    const next = await this.run('New game', () => this.client.open(options.system, options.seed, ''));
    if (!next) return;
    const fresh = started(this.state, next.snapshot, newGameId());
    this.view.showComparison(fresh);
    this.state = fresh;
    await this.showOpened(next, [...next.problems, ...found], 'The embedding page’s settings');
    this.view.showOptions(options);
  }

  // ---- assignments (assignment-controller.ts drives them)

  // Opens one of an assignment's deals with `status`: hints, the AI and undo
  // as the assignment allows; nothing of the last deal carries over.
  async openDeal(open: () => Promise<OpenResult>, status: AssignmentStatus): Promise<OpenResult | undefined> {
    if (this.state.busy) await this.stop();
    const { assignment } = status;
    this.state = { ...this.state, assignment: status, hintsAllowed: assignment.hints, aiAllowed: assignment.ai, undoAllowed: assignment.undo };
    // Hints and AI moves need the page's AI player (the `ai` option's, else the strongest).
    if ((assignment.hints || assignment.ai) && !this.state.player) {
      await this.requestPlayer(null);
      await this.run('AI player', () => this.applyPlayer());
    }
    const opened = await this.run('Opening the deal', open);
    if (!opened) return undefined;
    this.state = started(this.state, opened.snapshot, newGameId());
    this.view.showComparison(this.state);
    this.commit(this.state);
    return opened;
  }

  // The assignment's progress or grade changed (a deal scored, the grade worked out).
  showAssignment(status: AssignmentStatus) {
    this.state = { ...this.state, assignment: status };
    this.view.showGame(this.state, -1);
  }

  // Whether a deal is on the board: the student may play on it (the engine is idle).
  get idle(): boolean {
    return !this.state.busy;
  }

  // Escape stops the AI.
  stopIfBusy() {
    if (this.state.busy) void this.stop();
  }
}
