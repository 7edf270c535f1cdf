// The status line's sentences about the game (pure: state in, text out).
import type { Analysis, LearnProgress, Snapshot } from '../engine/protocol';
import type { ReviewState } from './review-state';

export const where = (cell: number) => `row ${Math.floor(cell / 5) + 1}, column ${(cell % 5) + 1}`;

export const gameOverText = (final: Snapshot) => `Game over: ${final.score} points.`;

export const placedText = (cell: number, next: Snapshot) =>
  next.over ? `Placed at ${where(cell)}. ${gameOverText(next)}` : `Placed at ${where(cell)}. Score ${next.score}.`;

export function hintText(analysis: Analysis): string {
  const estimated = analysis.values.some((v) => Number.isFinite(v));
  const cell = analysis.best;
  return (
    `The AI would place it at ${where(cell)}` +
    (estimated ? ` (estimated final score ${analysis.values[cell].toFixed(1)}).` : '. This player gives no estimates.')
  );
}

export function aiStoppedText(snapshot: Snapshot, stopRequested: boolean): string {
  if (snapshot.over) return `${gameOverText(snapshot)} The AI placed the last card.`;
  return stopRequested ? 'Stopped.' : `Score ${snapshot.score}.`;
}

export function openedText(snapshot: Snapshot, problems: string[], source: string): string {
  if (problems.length) return `${source} had problems (listed above); a valid game is open.`;
  if (snapshot.over) return gameOverText(snapshot);
  return `Ready: ${snapshot.system.label}, seed ${snapshot.seed}. Click a cell, or use the arrows and Enter.`;
}

export function learningText(p: LearnProgress): string {
  if (p.done)
    return p.source === 'learned' ? `${p.player} has learned this system (kept for next time).` : `${p.player} loaded what it learned for this system.`;
  return `${p.player} is learning this point system… ${Math.round(p.fraction * 100)}%${p.games ? `, ${p.games} games` : ''}`;
}

export function hindsightText(finished: Snapshot, best: { score: number; bound: number; proven: boolean }): string {
  const how = best.proven ? 'and no grid of them makes more' : `and none makes more than ${best.bound}`;
  return `You scored ${finished.score}. Knowing all 25 cards in advance, they could make ${best.score} ${how}.`;
}

// The moves first, then the AI's own game of the deal (when it plays one).
export function reviewProgressText(done: number, total: number): string {
  if (done < 25 || total === 25) return `Reviewing the game… ${Math.min(done, 25)} of 25 moves.`;
  return `Reviewed the 25 moves; the AI is playing the same cards… ${done - 25} of 25.`;
}

export function reviewDoneText(review: ReviewState, reviewer: string): string {
  const summary = review.summary;
  if (!summary) return `Review by ${reviewer} done.`;
  const first = summary.keyMoments[0];
  const key = first === undefined ? 'No move was an inaccuracy or worse.' : `Showing the costliest move, move ${first + 1}.`;
  return `Review by ${reviewer} done: accuracy ${Math.round(summary.accuracy)}. ${summary.sentence} ${key}`;
}
