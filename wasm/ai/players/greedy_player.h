// Greedy 1-ply play: each card goes to the empty cell whose resulting
// position the evaluator rates highest (ties broken at random, from the game
// seed). eval=tiger uses Tiger's state heuristic, eval=points the points the
// lines would score if the game ended now.
#pragma once

#include <vector>

#include "ai/core/player.h"
#include "ai/eval/tiger_heuristic.h"
#include "engine/rng.h"

namespace pps {

class GreedyPlayer : public Player {
 public:
  static std::vector<ParamInfo> params();
  explicit GreedyPlayer(const PlayerParams& params);

  std::string spec() const override { return spec_; }
  void set_system(const PointSystem& system) override;
  void new_game(std::uint64_t seed) override { rng_.reseed(seed); }
  int choose(const Board& board, Card card) override { return analyze(board, card).best; }
  // Values are the evaluator's rating of each placement.
  Analysis analyze(const Board& board, Card card) override;

 private:
  std::string spec_;
  bool use_points_ = false;
  TigerWeights weights_;
  TigerHeuristic heuristic_;
  Rng rng_;
};

}  // namespace pps
