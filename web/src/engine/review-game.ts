// The move-by-move review of a finished game, run in the engine worker: the
// deal is replayed from its first card, and before each move the reviewing
// player analyzes the position (the same analyze() as a hint), seeded for the
// deal once as a game of it is (and as a hint's player is), and may explain it. Under a fixed simulation budget the review is
// the same on every machine and build.
import type { ReviewMove } from './protocol';
import type { AiPlayer, PpsEngine } from './pps-engine';

export class ReviewStopped extends Error {
  constructor() {
    super('the review was stopped');
  }
}

// The best estimate minus the estimate of the cell played (NaN when the
// player gives no estimates).
export function moveCost(values: number[], played: number): number {
  const estimates = values.filter((v) => Number.isFinite(v));
  return estimates.length ? Math.max(...estimates) - values[played] : NaN;
}

// explain: each move's explanation too (AiPlayer.explain, no search): the
// AI's cell against the cell played, or, when the move was the AI's choice,
// against the cell that scores the most now (or the next best one).
export function reviewGame(E: PpsEngine, p: AiPlayer, serialized: string, explain: boolean, report: (done: number) => void): ReviewMove[] {
  const finished = E.Game.parse(serialized);
  const { over, moves, system, seed } = finished.snapshot();
  finished.delete();
  if (!over) throw new Error('only a finished game can be reviewed');
  const g = E.Game.create(system.spec, seed);
  try {
    p.newGameForDeal(seed);
    return moves.map((played, turn) => {
      const before = g.snapshot();
      const analysis = p.analyze(g);
      if (p.stopRequested()) throw new ReviewStopped();
      const explanation = explain ? p.explain(g, analysis, played === analysis.best ? null : played) : null;
      g.play(played);
      report(turn + 1);
      const cost = moveCost(analysis.values, played);
      return { turn, before, played, best: analysis.best, values: analysis.values, cost, expected: analysis.values[played], explanation };
    });
  } finally {
    g.delete();
  }
}
