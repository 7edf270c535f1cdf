// Places each card in a uniformly random empty cell: the baseline every other
// player is measured against (the contest's random player averaged 14.25 on
// the American system).
#pragma once

#include "ai/core/player.h"
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

}  // namespace pps
