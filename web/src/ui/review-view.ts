// The move-by-move review panel: progress and cancel while the worker
// reviews (each move shows as soon as it is reviewed), then the game in one
// sentence (luck against choices), its accuracy and verdict counts, the score
// told apart in a chart, the key moments with why; and any move: the board
// before it (with the AI's estimate on every empty cell, the cell played and
// the AI's choice), its verdict and cost, and the expected score over the
// game. It draws the controller's state and calls its actions; no URL,
// storage or engine here.
import type { GameState } from '../controller/game-state';
import { where } from '../controller/messages';
import { costlySteps, MOVES, reviewSummary, type ReviewState } from '../controller/review-state';
import type { ReviewMove, ReviewSummary } from '../engine/protocol';
import { BoardView } from './board-view';
import { cardFace, cardName } from './cards';
import { ExplainDetails } from './explain-details';
import { h } from './dom';
import { luckChart, luckChartText } from './luck-chart';
import { chartSummary, scoreChart } from './score-chart';
import { aboutPoints, VERDICTS, verdictBadge, verdictName } from './verdicts';

export interface ReviewActions {
  step(step: number): void;
  by(delta: number): void;
  nextMistake(): void;
  cancel(): void;
  open(): void;
  close(): void;
}

// The move in words, after its verdict badge.
export function moveText(m: ReviewMove): string {
  const head = `Move ${m.turn + 1} of ${MOVES}: the ${cardName(m.before.currentCard)}.`;
  if (m.verdict === 'forced') return `${head} Forced: every empty cell was worth the same.`;
  if (m.played === m.best || !(m.cost > 0)) return `${head} ${verdictName(m.verdict)}: played at ${where(m.played)}, the AI’s choice.`;
  return `${head} ${verdictName(m.verdict)}: played at ${where(m.played)}; the AI prefers ${where(m.best)}: it costs ${aboutPoints(m.cost)}.`;
}

function statusText(review: ReviewState): string {
  switch (review.status) {
    case 'running':
      return review.done < MOVES
        ? `Reviewing… ${review.done} of ${MOVES} moves.`
        : `The AI plays the same cards… ${review.done - MOVES} of ${review.total - MOVES}.`;
    case 'cancelled':
      return `Review cancelled after ${Math.min(review.done, MOVES)} of ${MOVES} moves.`;
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
  // The game in one sentence, its accuracy, and the key moments (once done).
  private readonly sentence = h('p', { class: 'review-sentence', 'data-testid': 'review-sentence' });
  private readonly accuracy = h('p', { class: 'review-accuracy', 'data-testid': 'review-accuracy' });
  private readonly luck = h('figure', { class: 'review-luck', 'data-testid': 'review-luck' });
  private readonly keyMoments = h('ol', { class: 'review-key-moments', 'data-testid': 'review-key-moments', 'aria-label': 'Key moments, costliest first' });
  private readonly summary = h(
    'section',
    { class: 'review-summary', 'aria-label': 'The game in short' },
    this.sentence,
    this.accuracy,
    this.luck,
    h('h3', { class: 'review-subhead' }, 'Key moments'),
    this.keyMoments,
  );
  private readonly verdict = h('span', { class: 'review-verdict', 'data-testid': 'review-verdict' });
  private readonly move = h('p', { class: 'review-move', 'data-testid': 'review-move' });
  // Why the AI's cell against the one played (the engine's sentence), when the page explains.
  private readonly why = h('p', { class: 'review-why', 'data-testid': 'review-explain', hidden: true });
  // The move and its reasons are read out as each move is shown (stepping, "Next mistake").
  private readonly said = h('div', { class: 'review-said', 'aria-live': 'polite' }, this.verdict, this.move, this.why);
  // Where the sentence's numbers come from, closed until opened (not read out).
  private readonly details = new ExplainDetails();
  private readonly card = h('div', { class: 'review-card' });
  private readonly counts = h('p', { class: 'review-counts', 'data-testid': 'review-counts' });
  private readonly chart = h('figure', { class: 'review-chart' });
  private readonly body = h('div', { class: 'review-body' });
  // Focused when the review opens, so that keyboard and screen-reader users
  // land in it (the button that opened it is disabled while it runs).
  private readonly heading = h('h2', { tabindex: -1 }, 'Move-by-move review');
  // What the body shows once a move is reviewed; out of the page until
  // then, so that the page has one board (and one score) while no review is shown.
  private readonly parts = [
    this.summary,
    this.said,
    this.details.element,
    h('p', { class: 'review-key' }, '● the cell played (dashed when not the AI’s choice) · ★ the AI’s choice'),
    h('div', { class: 'review-position' }, this.card, this.board.element),
    this.counts,
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
    this.keyMoments.addEventListener('click', (e) => {
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
    this.progress.max = review.total;
    this.progress.value = review.done;
    this.progress.hidden = review.status !== 'running';
    this.cancelButton.hidden = review.status !== 'running';
    this.againButton.hidden = review.status === 'running' || review.status === 'done';
    const moves = review.moves;
    const shown = moves[review.step - 1] ?? moves[moves.length - 1];
    for (const control of [this.prev, this.next, this.slider, this.mistakeButton]) control.disabled = !shown;
    this.slider.value = String(shown ? shown.turn + 1 : review.step);
    if (!shown) {
      this.body.replaceChildren();
      return;
    }
    if (!this.body.hasChildNodes()) {
      this.body.append(...this.parts);
      // The page was too short to scroll the running review to the top;
      // now it is not (unless the reader has moved on).
      if (this.box.contains(document.activeElement)) this.box.scrollIntoView({ block: 'start' });
    }
    const step = shown.turn + 1;
    this.prev.disabled = step <= 1;
    this.next.disabled = step >= moves.length;
    this.renderSummary(review.summary, moves, step);
    this.verdict.replaceChildren(verdictBadge(shown.verdict));
    this.move.textContent = moveText(shown);
    this.move.dataset.step = String(step);
    this.move.dataset.cost = Number.isFinite(shown.cost) ? shown.cost.toFixed(3) : '';
    this.why.textContent = shown.explanation?.text ?? '';
    this.why.hidden = !shown.explanation;
    this.details.render(shown.explanation ?? null);
    this.card.replaceChildren(cardFace(shown.before.currentCard, 'big'));
    this.board.render(shown.before, { values: shown.values, best: shown.best, simulations: 0 }, -1, shown.played);
    this.board.markExplained(shown.explanation, false);
    this.mistakeButton.disabled = costlySteps(moves).length === 0;
    this.renderCounts(moves, review.status === 'done');
    this.renderChart(moves, step, state.snapshot?.score ?? 0);
  }

  private renderSummary(summary: ReviewSummary | null, moves: ReviewMove[], step: number) {
    this.summary.hidden = summary === null;
    if (!summary) return;
    this.sentence.textContent = summary.sentence;
    const lost = summary.mistakesCost >= 0.5 ? `; ${aboutPoints(summary.mistakesCost)} lost to inaccuracies, mistakes and blunders` : '';
    this.accuracy.textContent = `Accuracy ${Math.round(summary.accuracy)} out of 100${lost}.`;
    this.luck.replaceChildren(luckChart(summary), h('figcaption', {}, luckChartText(summary)));
    this.keyMoments.replaceChildren(
      ...(summary.keyMoments.length === 0
        ? [h('li', {}, 'None: no move was an inaccuracy or worse.')]
        : summary.keyMoments.map((turn) => {
            const m = moves[turn];
            return h(
              'li',
              {},
              h('button', { type: 'button', 'data-step': turn + 1, class: 'review-moment', 'aria-current': turn + 1 === step ? 'step' : undefined },
                `Move ${turn + 1}, the ${cardName(m.card)}: `, verdictBadge(m.verdict), `, ${aboutPoints(m.cost)}`),
              m.explanation ? h('p', { class: 'review-moment-why' }, m.explanation.text) : null,
            );
          })),
    );
  }

  // The verdicts' counts so far ("★ 12 Best · ! 4 Excellent ..."), under the board.
  private renderCounts(moves: ReviewMove[], done: boolean) {
    const parts = VERDICTS.map((v) => `${v.symbol} ${moves.filter((m) => m.verdict === v.key).length} ${v.name}`);
    this.counts.textContent = `${done ? 'This game' : `The first ${moves.length} moves`}: ${parts.join(' · ')}`;
  }

  private renderChart(moves: ReviewMove[], step: number, final: number) {
    const { expected, flagged } = reviewSummary(moves);
    this.chart.replaceChildren(scoreChart(expected, flagged, step), h('figcaption', {}, chartSummary(expected, final)));
  }
}
