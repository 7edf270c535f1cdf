// Playouts: the fast policies that place the cards of simulated games, and
// the loops that play them. The flat Monte Carlo searches (flat, race, UCB1),
// MCTS's rollouts (mcts.h: random, prune+random, best move) and every
// learner's games use these.
#pragma once

#include <array>

#include "ai/core/cell_choice.h"
#include "ai/eval/evaluator.h"
#include "ai/search/pruning.h"
#include "engine/board.h"
#include "engine/rng.h"

namespace pps {

// Something that picks a cell for a card quickly: the policy inside playouts
// and learning games. Ties are broken with `rng`.
class PlayoutPolicy {
 public:
  virtual ~PlayoutPolicy() = default;
  virtual int choose(const Board& board, Card card, Rng& rng) const = 0;
};

// A uniformly random empty cell: the placements of plain flat Monte Carlo.
class RandomPlacement final : public PlayoutPolicy {
 public:
  int choose(const Board& board, Card, Rng& rng) const override { return random_empty_cell(board, rng); }
};

// 1-ply greedy on an evaluator: the empty cell whose placement it rates
// highest, ties broken at random (BeeMo's "optimized greedy" over pattern
// utilities, the NARL greedy policy, the TD network's greedy play).
class GreedyPolicy final : public PlayoutPolicy {
 public:
  explicit GreedyPolicy(const Evaluator& evaluator) : evaluator_(evaluator) {}
  int choose(const Board& board, Card card, Rng& rng) const override { return choose_rated(board, card, rng, nullptr); }
  // Also writes the evaluator's rating of each empty cell to `ratings`, if given.
  int choose_rated(const Board& board, Card card, Rng& rng, std::array<double, kNumCells>* ratings) const;

 private:
  const Evaluator& evaluator_;
};

// Tiger's prune+random simulation: a random cell among those the prune rule
// keeps on the evaluator's ratings (pruning.h).
class PrunedRandomPlacement final : public PlayoutPolicy {
 public:
  PrunedRandomPlacement(const Evaluator& evaluator, const PruneRule& rule) : evaluator_(evaluator), rule_(rule) {}
  int choose(const Board& board, Card card, Rng& rng) const override;

 private:
  const Evaluator& evaluator_;
  PruneRule rule_;
};

// Plays `board` to the end with `policy`, the next cards being cards[0..];
// returns the final score. `board` is restored before returning.
int play_out(Board& board, const Card* cards, const PlayoutPolicy& policy, Rng& rng, const PointSystem& system);

// Plays at most `depth` of the next cards (to the end if depth <= 0) with
// `policy`, then returns leaf(board), which must also value a full board.
// `board` is restored before returning.
template <typename LeafValue>
double play_out_to_depth(Board& board, const Card* cards, int depth, const PlayoutPolicy& policy, Rng& rng,
                         const LeafValue& leaf) {
  int placed[kNumCells];
  int n = 0;
  while (!board.full() && (depth <= 0 || n < depth)) {
    const int cell = policy.choose(board, cards[n], rng);
    board.place(cell, cards[n]);
    placed[n++] = cell;
  }
  const double value = leaf(static_cast<const Board&>(board));
  while (n > 0) board.remove(placed[--n]);
  return value;
}

// Deals the cards still to come at random: fills `out` with `count` distinct
// cards drawn from `unseen` (a uniformly random ordered sample).
void sample_cards(CardMask unseen, int count, Rng& rng, Card* out);

}  // namespace pps
