// The move-by-move review of a finished game, as plain data and pure
// functions (no DOM, no engine): which move is shown, how far the worker has
// got, and which moves were costly. Steps count moves from 1 to 25; step N
// shows the board before move N, its card, and where it went.
import type { ReviewMove } from '../engine/protocol';

export type ReviewStatus = 'running' | 'done' | 'cancelled' | 'failed';

export interface ReviewState {
  serialized: string; // the finished game under review
  status: ReviewStatus;
  done: number; // moves reviewed so far (progress)
  moves: ReviewMove[] | null; // all 25 once done
  step: number; // 1..25
  error?: string;
}

export const MOVES = 25;

// A move costs at least this many points to be flagged as a mistake: the
// estimates' noise at a fixed budget stays well under it.
export const COSTLY_POINTS = 1;
// At most this many moves are flagged.
export const MAX_FLAGGED = 5;

export const clampStep = (step: number) => Math.min(MOVES, Math.max(1, Math.round(step) || 1));

export function reviewStarted(serialized: string, step: number): ReviewState {
  return { serialized, status: 'running', done: 0, moves: null, step: clampStep(step) };
}

export const reviewProgressed = (review: ReviewState, done: number): ReviewState => ({ ...review, done });

export const reviewDone = (review: ReviewState, moves: ReviewMove[]): ReviewState => ({ ...review, status: 'done', done: moves.length, moves });

export const reviewStopped = (review: ReviewState, status: 'cancelled' | 'failed', error?: string): ReviewState => ({ ...review, status, error });

export const steppedTo = (review: ReviewState, step: number): ReviewState => ({ ...review, step: clampStep(step) });

// The costly moves, costliest first (ties: the earlier move first), as steps.
export function costlySteps(moves: ReviewMove[]): number[] {
  return moves
    .filter((m) => Number.isFinite(m.cost) && m.cost >= COSTLY_POINTS)
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

// The running expected final score after each move as played, and the points
// the moves cost in all.
export function reviewSummary(moves: ReviewMove[]) {
  const costs = moves.map((m) => m.cost).filter((c) => Number.isFinite(c));
  return {
    expected: moves.map((m) => m.expected),
    totalCost: costs.reduce((a, b) => a + b, 0),
    flagged: costlySteps(moves),
  };
}
