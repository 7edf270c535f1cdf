// Places each card in a uniformly random empty cell: the baseline every other
// player is measured against (the contest's random player averaged 14.25 on
// the American system).
#pragma once

#include "ai/pattern_values.h"
#include "ai/player.h"
#include "engine/rng.h"

namespace pps {

class RandomPlayer : public Player {
 public:
  std::string spec() const override { return "random"; }
  void new_game(std::uint64_t seed) override { rng_.reseed(seed); }
  int choose(const Board& board, Card card) override;

 private:
  Rng rng_;
};

// The n-th set bit of `mask` (n counted from 0), e.g. the n-th empty cell.
int nth_set_bit(std::uint32_t mask, int n);

// A uniformly random empty cell.
int random_empty_cell(const Board& board, Rng& rng);

// The same as a playout policy: the placements of plain flat Monte Carlo's
// simulations (narl search=mc and ucb, playout=random).
class RandomPlacement : public PlayoutPolicy {
 public:
  int choose(const Board& board, Card, Rng& rng) const override { return random_empty_cell(board, rng); }
};

}  // namespace pps
