#include "ai/players/greedy_player.h"

#include <limits>

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
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  const std::uint32_t empty = board.empty_cells();
  if (use_points_) {
    Board next = board;
    for (std::uint32_t m = empty; m; m &= m - 1) {
      const int cell = __builtin_ctz(m);
      next.place(cell, card);
      analysis.value[cell] = next.score(system_);
      next.remove(cell);
    }
  } else {
    std::array<double, kNumCells> value{};
    heuristic_.evaluate_placements(board, card, DeckView(board.unseen() & ~card_bit(card)), value);
    for (std::uint32_t m = empty; m; m &= m - 1) analysis.value[__builtin_ctz(m)] = value[__builtin_ctz(m)];
  }
  std::uint32_t ties = 0;
  for (std::uint32_t m = empty; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (analysis.best < 0 || analysis.value[cell] > analysis.value[analysis.best]) {
      analysis.best = cell;
      ties = 1;
    } else if (analysis.value[cell] == analysis.value[analysis.best] && rng_.below(++ties) == 0) {
      analysis.best = cell;
    }
  }
  return analysis;
}

}  // namespace pps
