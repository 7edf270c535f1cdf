// The move-by-move review of a finished game, as plain data and pure
// functions (no DOM, no engine): which move is shown, the moves reviewed so
// far (each appears as soon as the worker has it), the game's summary once
// done, and which moves were costly. Steps count moves from 1 to 25; step N
// shows the board before move N, its card, and where it went.
import type { ReviewMove, ReviewSummary, Verdict } from '../engine/protocol';

export type ReviewStatus = 'running' | 'done' | 'cancelled' | 'failed';

export interface ReviewState {
  serialized: string; // the finished game under review
  status: ReviewStatus;
  done: number; // steps done so far (progress: the moves, then the AI's own game)
  total: number; // steps in all
  moves: ReviewMove[]; // the moves reviewed so far, in order (all 25 once done)
  summary: ReviewSummary | null; // once done
  step: number; // 1..25
  // The step was chosen (a link's step=, the reader's stepping): the review
  // does not move it to the first key moment when it is done.
  stepChosen: boolean;
  error?: string;
}

export const MOVES = 25;

// The verdicts of costly moves, as chess players name them.
export const COSTLY: readonly Verdict[] = ['inaccuracy', 'mistake', 'blunder'];
export const isCostly = (m: ReviewMove) => COSTLY.includes(m.verdict);
// At most this many moves are flagged for "Next mistake".
export const MAX_FLAGGED = 5;

export const clampStep = (step: number) => Math.min(MOVES, Math.max(1, Math.round(step) || 1));

export function reviewStarted(serialized: string, step: number, stepChosen: boolean): ReviewState {
  return { serialized, status: 'running', done: 0, total: MOVES, moves: [], summary: null, step: clampStep(step), stepChosen };
}

// A progress report: the steps done, and the move just reviewed (in order).
export function reviewProgressed(review: ReviewState, done: number, total: number, move?: ReviewMove): ReviewState {
  const moves = move && move.turn === review.moves.length ? [...review.moves, move] : review.moves;
  return { ...review, done, total, moves };
}

// Done: every move and the summary; the review opens on its first key moment
// unless a step was chosen.
export function reviewDone(review: ReviewState, moves: ReviewMove[], summary: ReviewSummary): ReviewState {
  const first = summary.keyMoments[0];
  const step = !review.stepChosen && first !== undefined ? first + 1 : review.step;
  return { ...review, status: 'done', done: review.total, moves, summary, step };
}

export const reviewStopped = (review: ReviewState, status: 'cancelled' | 'failed', error?: string): ReviewState => ({ ...review, status, error });

// Steps to a move already reviewed (while the review runs, the last one so far).
export function steppedTo(review: ReviewState, step: number): ReviewState {
  const last = review.status === 'done' ? MOVES : Math.max(1, review.moves.length);
  return { ...review, step: Math.min(clampStep(step), last), stepChosen: true };
}

// The costly moves (an inaccuracy or worse), costliest first (ties: the
// earlier move first), as steps.
export function costlySteps(moves: ReviewMove[]): number[] {
  return moves
    .filter(isCostly)
    .sort((a, b) => b.cost - a.cost || a.turn - b.turn)
    .slice(0, MAX_FLAGGED)
    .map((m) => m.turn + 1);
}

// "Next mistake": from a flagged move, the next one in order of cost (back to
// the costliest after the last); from any other move, the costliest. Null
// when no move was costly.
export function nextMistake(moves: ReviewMove[], step: number): number | null {
  const flagged = costlySteps(moves);
  if (flagged.length === 0) return null;
  const at = flagged.indexOf(step);
  return flagged[(at + 1) % flagged.length];
}

// The expected final score before the first card and after each move as
// played (the chart's line), and the costly moves.
export function reviewSummary(moves: ReviewMove[]) {
  return {
    expected: moves.length ? [moves[0].expectedBefore, ...moves.map((m) => m.expectedAfter)] : [],
    flagged: costlySteps(moves),
  };
}
