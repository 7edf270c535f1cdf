// The move-by-move review panel: progress and cancel while the worker
// reviews, then the board before the move shown (with the AI's estimate on
// every empty cell, the cell played and the AI's choice), the move's cost,
// the costly moves, and the expected score over the game. It draws the
// controller's state and calls its actions; no URL, storage or engine here.
import type { GameState } from '../controller/game-state';
import { where } from '../controller/messages';
import { costlySteps, MOVES, reviewSummary, type ReviewState } from '../controller/review-state';
import type { ReviewMove } from '../engine/protocol';
import { BoardView } from './board-view';
import { cardFace, cardName } from './cards';
import { ExplainDetails } from './explain-details';
import { h } from './dom';
import { chartSummary, scoreChart } from './score-chart';

export interface ReviewActions {
  step(step: number): void;
  by(delta: number): void;
  nextMistake(): void;
  cancel(): void;
  open(): void;
  close(): void;
}

const estimate = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'no estimate');

export function moveText(m: ReviewMove): string {
  const head = `Move ${m.turn + 1} of ${MOVES}: the ${cardName(m.before.currentCard)}.`;
  const played = `Played at ${where(m.played)} (estimate ${estimate(m.values[m.played])}).`;
  if (m.played === m.best || !(m.cost > 0)) return `${head} ${played} The AI agrees: cost 0 points.`;
  return `${head} ${played} The AI prefers ${where(m.best)} (${estimate(m.values[m.best])}): cost ${m.cost.toFixed(1)} points.`;
}

function statusText(review: ReviewState): string {
  switch (review.status) {
    case 'running':
      return `Reviewing… ${review.done} of ${MOVES} moves.`;
    case 'cancelled':
      return `Review cancelled after ${review.done} of ${MOVES} moves.`;
    case 'failed':
      return `The review failed: ${review.error ?? 'unknown error'}.`;
    case 'done':
      return 'Each move judged by the AI at a fixed budget (Fast: 500 simulations a move), so the same on every machine.';
  }
}

export class ReviewView {
  private readonly board = new BoardView(() => {}, { label: 'The board before the move', scoreTestId: 'review-score' });
  private readonly status = h('p', { class: 'review-status', 'data-testid': 'review-status' });
  private readonly progress = h('progress', { max: MOVES, value: 0 });
  private readonly cancelButton = h('button', { type: 'button', class: 'stop', 'data-testid': 'review-cancel' }, 'Cancel');
  private readonly againButton = h('button', { type: 'button' }, 'Review again');
  private readonly prev = h('button', { type: 'button', 'aria-label': 'Previous move' }, '◀');
  private readonly next = h('button', { type: 'button', 'aria-label': 'Next move' }, '▶');
  private readonly slider = h('input', { type: 'range', min: 1, max: MOVES, step: 1, value: 1, 'aria-label': 'Move' });
  private readonly mistakeButton = h('button', { type: 'button', 'data-testid': 'next-mistake' }, 'Next mistake');
  private readonly move = h('p', { class: 'review-move', 'data-testid': 'review-move' });
  // Why the AI's cell against the one played (the engine's sentence), when the page explains.
  private readonly why = h('p', { class: 'review-why', 'data-testid': 'review-explain', hidden: true });
  // The move and its reasons are read out as each move is shown (stepping, "Next mistake").
  private readonly said = h('div', { class: 'review-said', 'aria-live': 'polite' }, this.move, this.why);
  // Where the sentence's numbers come from, closed until opened (not read out).
  private readonly details = new ExplainDetails();
  private readonly card = h('div', { class: 'review-card' });
  private readonly mistakes = h('ol', { class: 'review-mistakes', 'aria-label': 'Costly moves, costliest first' });
  private readonly chart = h('figure', { class: 'review-chart' });
  private readonly body = h('div', { class: 'review-body' });
  // Focused when the review opens, so that keyboard and screen-reader users
  // land in it (the button that opened it is disabled while it runs).
  private readonly heading = h('h2', { tabindex: -1 }, 'Move-by-move review');
  // What the body shows once the moves are reviewed; out of the page until
  // then, so that the page has one board (and one score) while no review is shown.
  private readonly parts = [
    this.said,
    this.details.element,
    h('p', { class: 'review-key' }, '● the cell played (dashed when not the AI’s choice) · ★ the AI’s choice'),
    h('div', { class: 'review-position' }, this.card, this.board.element),
    h('h3', { class: 'review-subhead' }, 'Costly moves, costliest first'),
    this.mistakes,
    h('h3', { class: 'review-subhead' }, 'Expected final score, move by move'),
    this.chart,
  ];

  constructor(
    private readonly box: HTMLElement,
    actions: ReviewActions,
  ) {
    this.board.enabled = false;
    this.cancelButton.addEventListener('click', () => actions.cancel());
    this.againButton.addEventListener('click', () => actions.open());
    this.prev.addEventListener('click', () => actions.by(-1));
    this.next.addEventListener('click', () => actions.by(1));
    this.slider.addEventListener('input', () => actions.step(Number(this.slider.value)));
    this.mistakeButton.addEventListener('click', () => actions.nextMistake());
    const close = h('button', { type: 'button', class: 'review-close' }, 'Close review');
    close.addEventListener('click', () => actions.close());
    // Left and right arrows step while the review is open, wherever the focus
    // is (a Next button disabled at the last move drops it), except in the
    // fields and boards that use arrows themselves.
    document.addEventListener('keydown', (e) => {
      const delta = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
      const target = e.target as HTMLElement;
      if (delta === undefined || box.hidden || e.altKey || e.ctrlKey || e.metaKey) return;
      if (target.closest('input, select, textarea, .board')) return;
      e.preventDefault();
      actions.by(delta);
    });
    this.mistakes.addEventListener('click', (e) => {
      const step = (e.target as HTMLElement).closest<HTMLElement>('[data-step]')?.dataset.step;
      if (step) actions.step(Number(step));
    });
    box.replaceChildren(
      h('div', { class: 'review-head' }, this.heading, close),
      h('div', { class: 'review-progress' }, this.status, this.progress, this.cancelButton, this.againButton),
      h('div', { class: 'review-controls' }, this.prev, this.slider, this.next, this.mistakeButton),
      this.body,
    );
  }

  render(state: GameState) {
    const review = state.review;
    const opening = this.box.hidden && review !== null;
    this.box.hidden = review === null;
    if (!review) {
      this.body.replaceChildren();
      return;
    }
    // It opens below the end screen: in view, with the focus on it.
    if (opening) {
      this.heading.focus({ preventScroll: true });
      this.box.scrollIntoView({ block: 'start' });
    }
    this.status.textContent = statusText(review);
    this.progress.value = review.done;
    this.progress.hidden = review.status !== 'running';
    this.cancelButton.hidden = review.status !== 'running';
    this.againButton.hidden = review.status === 'running' || review.status === 'done';
    const moves = review.moves;
    for (const control of [this.prev, this.next, this.slider, this.mistakeButton]) control.disabled = moves === null;
    this.slider.value = String(review.step);
    if (!moves) {
      this.body.replaceChildren();
      return;
    }
    if (!this.body.hasChildNodes()) {
      this.body.append(...this.parts);
      // The page was too short to scroll the running review to the top;
      // now it is not (unless the reader has moved on).
      if (this.box.contains(document.activeElement)) this.box.scrollIntoView({ block: 'start' });
    }
    this.prev.disabled = review.step <= 1;
    this.next.disabled = review.step >= MOVES;
    const m = moves[review.step - 1];
    this.move.textContent = moveText(m);
    this.move.dataset.step = String(review.step);
    this.move.dataset.cost = Number.isFinite(m.cost) ? m.cost.toFixed(3) : '';
    this.why.textContent = m.explanation?.text ?? '';
    this.why.hidden = !m.explanation;
    this.details.render(m.explanation ?? null);
    this.card.replaceChildren(cardFace(m.before.currentCard, 'big'));
    this.board.render(m.before, { values: m.values, best: m.best, simulations: 0 }, -1, m.played);
    this.board.markExplained(m.explanation, false);
    const flagged = costlySteps(moves);
    this.mistakeButton.disabled = flagged.length === 0;
    this.renderMistakes(moves, flagged, review.step);
    this.renderChart(moves, review.step, state.snapshot?.score ?? 0);
  }

  private renderMistakes(moves: ReviewMove[], flagged: number[], step: number) {
    this.mistakes.replaceChildren(
      ...(flagged.length === 0
        ? [h('li', {}, 'None: no move cost a point or more by the AI’s estimates.')]
        : flagged.map((s) =>
            h('li', {}, h('button', { type: 'button', 'data-step': s, 'aria-current': s === step ? 'step' : undefined, class: 'review-mistake' },
              `Move ${s}: −${moves[s - 1].cost.toFixed(1)} points`)),
          )),
    );
  }

  private renderChart(moves: ReviewMove[], step: number, final: number) {
    const { expected, flagged } = reviewSummary(moves);
    this.chart.replaceChildren(scoreChart(expected, flagged, step), h('figcaption', {}, chartSummary(expected, final)));
  }
}
