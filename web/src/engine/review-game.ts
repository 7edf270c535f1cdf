// The move-by-move review of a finished game, run in the engine worker by the
// engine's own review (wasm/ai/review/, the same as `pps review`): the
// reviewing player, seeded for the deal once as a game of it is, judges each
// move in turn (its estimates, the cost, the verdict, the card's luck), and
// each move is reported as soon as it is ready; with aiGame it then plays the
// deal itself. Under a fixed simulation budget the review is the same on
// every machine and build.
import type { GameReview, ReviewMove, ReviewOptions } from './protocol';
import type { AiPlayer, Game, MoveReviewJs, PpsEngine } from './pps-engine';

export class ReviewStopped extends Error {
  constructor() {
    super('the review was stopped');
  }
}

const orNaN = (v: number | null) => (v === null ? NaN : v);

// report(done, total, move?): after every step; `move` after each move
// reviewed. options.explain: each move's explanation too, the AI's cell
// against the cell played, or, when the move was the AI's choice, against the
// cell that scores the most now (or the next best one).
export function reviewGame(
  E: PpsEngine,
  p: AiPlayer,
  serialized: string,
  options: ReviewOptions,
  report: (done: number, total: number, move?: ReviewMove) => void,
): GameReview {
  const finished = E.Game.parse(serialized);
  const replay = E.Game.create(finished.snapshot().system.spec, finished.snapshot().seed);
  try {
    if (!finished.over()) throw new Error('only a finished game can be reviewed');
    p.reviewStart(finished, options.aiGame);
    const moves: ReviewMove[] = [];
    for (;;) {
      const before = replay.snapshot();
      const step = p.reviewStep(options.explain);
      if (p.stopRequested()) throw new ReviewStopped();
      let move: ReviewMove | undefined;
      if (step.move) {
        move = reviewMove(step.move, before);
        moves.push(move);
        replay.play(move.played);
      }
      report(step.done, step.steps, move);
      if (step.done === step.steps) break;
    }
    return { moves, summary: p.reviewSummary(options.byAi) };
  } finally {
    finished.delete();
    replay.delete();
  }
}

function reviewMove(m: MoveReviewJs, before: ReviewMove['before']): ReviewMove {
  return { ...m, before, values: m.values.map(orNaN), margin: orNaN(m.margin) };
}

// The accuracy of a finished game (a Game of the engine's, of a public or a
// sealed deal), as the review finds it: no explanations, no game of its own.
export function gameAccuracy(p: AiPlayer, game: Game): number {
  p.reviewStart(game, false);
  for (;;) {
    const step = p.reviewStep(false);
    if (p.stopRequested()) throw new ReviewStopped();
    if (step.done === step.steps) break;
  }
  return p.reviewSummary(true).accuracy;
}
