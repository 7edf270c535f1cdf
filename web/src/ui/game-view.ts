// The game page's view: draws the controller's state (controller/game-state.ts)
// into whichever parts the page has (the embed leaves some out). It changes
// only its DOM: no URL, no storage, no engine calls.
import type { GameState } from '../controller/game-state';
import { disabledButtons } from '../controller/game-state';
import type { GameViewPort } from '../controller/ports';
import type { EngineInfo, LearnProgress, Snapshot } from '../engine/protocol';
import { BoardView } from './board-view';
import { cardFace, cardName } from './cards';
import { h } from './dom';
import { embedSnippet } from './embed-snippet';
import { renderComparison, renderEnd, renderHindsight } from './end-view';
import { ExplainView } from './explain-view';
import { Lesson } from './lesson';
import { fillPlayers, playerDescription } from './player-menu';
import { SystemPicker } from './system-picker';
import { CATEGORY_LABELS } from './categories';
import { ReviewView, type ReviewActions } from './review-view';
import { renderTracker } from './tracker';
import { renderAssignment, type AssignmentActions } from './assignment-view';
import { PANELS, type PageOptions } from '../state/page-options';

type Find = <T extends HTMLElement = HTMLElement>(id: string) => T | null;

// Shows the parts of the page kept invisible while the engine started (styles.css, [data-starting]).
export const showStarted = () => document.querySelectorAll('[data-starting]').forEach((e) => e.removeAttribute('data-starting'));

export class GameView implements GameViewPort {
  readonly board: BoardView;
  private readonly explain: ExplainView;
  readonly lesson: Lesson | null;
  readonly picker: SystemPicker | null;
  readonly hasHindsight: boolean;
  private review: ReviewView | null = null;
  private assignmentActions: AssignmentActions = { next: () => {} };
  private readonly controls: (HTMLButtonElement | HTMLSelectElement | HTMLInputElement)[];

  // onInspect: a cell pointed at, focused or tapped to compare while a hint is explained.
  constructor(private readonly opt: Find, onPlace: (cell: number) => void, onInspect: (cell: number) => void) {
    this.board = new BoardView(onPlace, { onInspect });
    this.explain = new ExplainView((on) => (this.board.comparing = on));
    opt('board-slot')!.replaceWith(this.board.element, this.explain.element);
    const lessonSlot = opt('lesson-slot');
    this.lesson = lessonSlot ? new Lesson() : null;
    if (this.lesson) lessonSlot!.replaceWith(this.lesson.element);
    this.picker = SystemPicker.find(opt);
    this.controls = [...document.querySelectorAll<HTMLButtonElement | HTMLSelectElement | HTMLInputElement>('[data-needs-idle]')];
    this.hasHindsight = opt('end') !== null && opt('hindsight') !== null;
  }

  showGame(state: GameState, justPlaced: number) {
    const snapshot = state.snapshot;
    if (!snapshot) return;
    this.board.render(snapshot, state.heat, justPlaced);
    this.showExplanation(state);
    const current = this.opt('current-card');
    if (current) {
      current.replaceChildren(
        snapshot.over ? h('span', { class: 'card card-big card-empty' }, '✓') : cardFace(snapshot.currentCard, 'big'),
      );
      current.setAttribute('aria-label', snapshot.over ? 'no card: the game is over' : `card to place: ${cardName(snapshot.currentCard)}`);
    }
    const turn = this.opt('turn');
    if (turn) turn.textContent = snapshot.over ? 'Game over' : `Card ${snapshot.turn + 1} of 25`;
    document.body.classList.toggle('game-over', snapshot.over);
    const systemLabel = this.opt('system-label');
    const a = state.assignment;
    // An assignment's deal is named by its place in it (a sealed deal has no public seed).
    const deal = a ? `deal ${a.deal + 1} of ${a.assignment.count}` : `seed ${snapshot.seed}`;
    if (systemLabel) systemLabel.textContent = `${snapshot.system.label} · ${deal}`;
    const box = this.opt('assignment');
    if (box) renderAssignment(box, a, this.assignmentActions);
    this.lesson?.setSystem(snapshot.system);
    this.opt('points-table')?.replaceChildren(
      ...snapshot.system.points.map((p, i) => h('li', {}, h('span', {}, CATEGORY_LABELS[i]), h('b', {}, String(p)))),
    );
    const tracker = this.opt('tracker');
    if (tracker) renderTracker(tracker, snapshot);
    this.showButtons(state);
    renderEnd(this.opt, state);
    this.review?.render(state);
  }

  showExplanation(state: GameState) {
    this.explain.render(state.explained);
    this.board.markExplained(state.explained?.shown ?? null);
  }

  wireAssignment(actions: AssignmentActions) {
    this.assignmentActions = actions;
  }

  // The move-by-move review panel, on pages that have one.
  wireReview(actions: ReviewActions) {
    const box = this.opt('review');
    if (box) this.review = new ReviewView(box, actions);
  }

  private showButtons(state: GameState) {
    const disabled = disabledButtons(state);
    const set = (id: string, value: boolean) => {
      const b = this.opt<HTMLButtonElement>(id);
      if (b) b.disabled = value;
    };
    set('undo', disabled.undo);
    set('hint', disabled.hint);
    set('ai-move', disabled.aiMove);
    set('ai-finish', disabled.aiFinish);
    set('watch-ai', disabled.watchAi);
    set('compare-ai', disabled.compareAi);
  }

  showBusy(state: GameState) {
    this.board.enabled = !state.busy;
    document.body.classList.toggle('thinking', state.busy);
    for (const c of this.controls) c.disabled = state.busy;
    const stop = this.opt('stop');
    if (stop) stop.hidden = !state.busy;
    this.showButtons(state);
  }

  showHindsight(state: GameState) {
    const box = this.opt('hindsight');
    if (box) renderHindsight(box, state);
  }

  showComparison(state: GameState) {
    const box = this.opt('compare');
    if (box) renderComparison(box, state);
  }

  say(text: string) {
    this.opt('status')!.textContent = text;
  }

  showProblems(problems: string[]) {
    const box = this.opt('problems')!;
    box.replaceChildren(...problems.map((p) => h('li', {}, p)));
    box.hidden = problems.length === 0;
  }

  // One more problem, kept on the page with the others (a learning platform's refusal met in play).
  addProblem(problem: string) {
    const box = this.opt('problems')!;
    box.append(h('li', {}, problem));
    box.hidden = false;
  }

  showLearning(progress: LearnProgress) {
    const bar = this.opt<HTMLProgressElement>('learn-progress');
    if (!bar) return;
    bar.hidden = progress.done;
    bar.value = progress.fraction;
  }

  showLink(url: string) {
    const link = this.opt<HTMLInputElement>('share-link');
    if (link) link.value = url;
    const snippet = this.opt('embed-snippet');
    if (snippet) snippet.textContent = embedSnippet(url);
  }

  showReady() {
    showStarted();
  }

  // The page's options that change what it shows (state/page-options.ts).
  showOptions(options: PageOptions) {
    // The options the page took, for its tests (tests/web/page-options.browser.test.mjs) and the curious.
    document.documentElement.dataset.options = JSON.stringify(options);
    for (const panel of PANELS) {
      const box = this.opt(`panel-${panel}`);
      if (box) box.hidden = !options.panels.includes(panel);
    }
    // lesson=off only keeps it from opening by itself: Help still opens it.
    if (options.lesson) this.lesson?.openIfNew();
  }

  showSystem(snapshot: Snapshot) {
    this.picker?.sync(snapshot.system);
  }

  showDealSeed(seed: string) {
    const field = this.opt<HTMLInputElement>('deal-seed');
    if (field) field.value = seed;
  }

  showPlayers(info: EngineInfo, chosen: string) {
    const select = this.opt<HTMLSelectElement>('player');
    if (select) fillPlayers(select, info, chosen);
  }

  describePlayer(info: EngineInfo, spec: string) {
    const desc = this.opt('player-desc');
    if (desc) desc.textContent = playerDescription(info, spec);
  }
}
