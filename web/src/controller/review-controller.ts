// The move-by-move review's actions: start it in the worker (progress,
// cancel), step through it, jump to the next mistake, close it. Every change
// goes out through the game controller's commit() (the one place that writes
// the URL), so the review's step is in the address bar and survives a reload.
import { defaultPlayer, REVIEW_STRENGTH, strengthBudget } from '../state/ai-settings';
import { CancelledError, type EngineClient } from '../engine/client';
import type { ReviewProgress } from '../engine/protocol';
import type { GameState } from './game-state';
import { reviewDoneText, reviewProgressText } from './messages';
import { MOVES, nextMistake, reviewDone, reviewProgressed, reviewStarted, reviewStopped, steppedTo, type ReviewState } from './review-state';

const CANCELLED = 'Review cancelled: open it again to start over.';

export interface ReviewHost {
  readonly state: GameState;
  commit(next: GameState): void;
  setBusy(busy: boolean): void;
  say(text: string): void;
}

export class ReviewController {
  constructor(
    private readonly client: EngineClient,
    private readonly host: ReviewHost,
  ) {
    client.addEventListener('review', (e) => {
      const { done, total, move } = (e as CustomEvent<ReviewProgress>).detail;
      const review = this.host.state.review;
      if (review?.status !== 'running') return;
      this.update(reviewProgressed(review, done, total, move));
      this.host.say(reviewProgressText(done, total));
    });
  }

  private update(review: ReviewState | null) {
    this.host.commit({ ...this.host.state, review });
  }

  // Reviews the finished game on screen and shows move `step` (1..25, a
  // link's), or when none is given its first key moment once the review is
  // done. The reviewer is fixed (the default player at the review strength,
  // one thread), so the same game gets the same review everywhere. Unless the
  // game was the AI's, the reviewer also plays the deal ("the AI scored N on
  // the same cards").
  async open(step?: number) {
    const { snapshot, review } = this.host.state;
    if (!snapshot?.over || this.host.state.busy) return;
    if (review?.serialized === snapshot.serialized && review.status === 'done') {
      if (step !== undefined) this.update(steppedTo(review, step));
      return;
    }
    const info = this.client.info;
    if (!info) return;
    const reviewer = defaultPlayer(info.players);
    const budget = strengthBudget(REVIEW_STRENGTH, 1, reviewer);
    this.update(reviewStarted(snapshot.serialized, step ?? 1, step !== undefined));
    this.host.setBusy(true);
    const byAi = this.host.state.aiMoves === MOVES;
    this.host.say(reviewProgressText(0, byAi ? MOVES : 2 * MOVES));
    // A result for a review that is no longer running (cancelled, closed,
    // another game) is dropped.
    const stillRunning = () => {
      const current = this.host.state.review;
      return current?.serialized === snapshot.serialized && current.status === 'running' ? current : null;
    };
    try {
      const options = { explain: this.host.state.explainAllowed, aiGame: !byAi, byAi };
      const { moves, summary } = await this.client.review(snapshot.serialized, reviewer, budget, options);
      const current = stillRunning();
      if (!current) return;
      const finished = reviewDone(current, moves, summary);
      this.update(finished);
      this.host.say(reviewDoneText(finished, reviewer));
    } catch (e) {
      const current = stillRunning();
      if (!current) return;
      const cancelled = e instanceof CancelledError;
      this.update(reviewStopped(current, cancelled ? 'cancelled' : 'failed', (e as Error).message));
      this.host.say(cancelled ? CANCELLED : `Review: ${(e as Error).message}`);
    } finally {
      this.host.setBusy(false);
    }
  }

  step(step: number) {
    const review = this.host.state.review;
    if (review?.moves) this.update(steppedTo(review, step));
  }

  by(delta: number) {
    const review = this.host.state.review;
    if (review) this.step(review.step + delta);
  }

  nextMistake() {
    const review = this.host.state.review;
    const next = review?.moves ? nextMistake(review.moves, review.step) : null;
    if (next !== null) this.step(next);
  }

  // The review says it was cancelled at once; the worker stops its search.
  async cancel() {
    const review = this.host.state.review;
    if (review?.status !== 'running') return;
    this.update(reviewStopped(review, 'cancelled'));
    this.host.say(CANCELLED);
    await this.client.cancel();
  }

  close() {
    if (this.host.state.review?.status === 'running') void this.client.cancel();
    this.update(null);
  }
}
