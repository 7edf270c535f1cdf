#include "ai/players/greedy_player.h"

#include "ai/core/cell_choice.h"
#include "ai/eval/points_now.h"

namespace pps {

std::vector<ParamInfo> GreedyPlayer::params() {
  return {
      {"eval", "tiger", "evaluator: tiger (Tiger's state heuristic) or points (the lines' points as they stand)"},
      {"alpha", "0.1", "tiger: weight of one-card hands, in [0, 10] (paper's untuned value 0.2)"},
      {"beta", "0.3", "tiger: weight of two-card hands, in [0, 10] (untuned 0.4)"},
      {"gamma", "0.85", "tiger: weight of three-card hands, in [0, 10] (untuned 0.6)"},
  };
}

GreedyPlayer::GreedyPlayer(const PlayerParams& params) : spec_(params.canonical()) {
  use_points_ = params.choice("eval", {"tiger", "points"}) == 1;
  weights_.alpha = params.number("alpha", 0, 10);
  weights_.beta = params.number("beta", 0, 10);
  weights_.gamma = params.number("gamma", 0, 10);
  heuristic_ = TigerHeuristic(system_, weights_);
}

void GreedyPlayer::set_system(const PointSystem& system) {
  Player::set_system(system);
  heuristic_ = TigerHeuristic(system, weights_);
}

Analysis GreedyPlayer::analyze(const Board& board, Card card) {
  Analysis analysis = unrated_analysis();
  const PointsNowEvaluator points(system_);
  const Evaluator& evaluator = use_points_ ? static_cast<const Evaluator&>(points) : heuristic_;
  std::array<double, kNumCells> value{};
  evaluator.rate_placements(board, card, value);
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) analysis.value[__builtin_ctz(m)] = value[__builtin_ctz(m)];
  analysis.best = best_rated_cell(board.empty_cells(), value, rng_);
  return analysis;
}

}  // namespace pps
