#include "ai/players/beemo_player.h"

#include <cmath>
#include <limits>

#include "ai/search/flat_monte_carlo.h"
#include "ai/search/race_monte_carlo.h"
#include "ai/search/playout.h"

namespace pps {

std::vector<ParamInfo> BeemoPlayer::params() {
  const ParamGroup own = {"beemo", {
      {"search", "mc",
       "mc: parallel flat Monte Carlo with greedy playouts; greedy: optimized greedy alone; race (ours): the "
       "champion's Monte Carlo race (search/race_monte_carlo.h) with the same playouts"},
  }};
  ParamGroup learning = learning_params({BeemoModel::params()});
  learning["prep"].help += " (the contest allowed 300)";
  return compose({own, learning});
}

BeemoPlayer::BeemoPlayer(const PlayerParams& p) : LearningPlayer(p, std::make_unique<BeemoModel>(p)) {
  search_ = static_cast<Search>(p.choice("search", {"mc", "greedy", "race"}));
}

Analysis BeemoPlayer::greedy(const Board& board, Card card) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  std::array<double, kNumCells> deltas{};
  analysis.best = GreedyPolicy(evaluator()).choose_rated(board, card, rng_, &deltas);
  // The estimate of the final score: the board's value plus the change.
  const double now = values().board_value(board, system_);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    analysis.value[static_cast<std::size_t>(cell)] = now + deltas[static_cast<std::size_t>(cell)];
  }
  return analysis;
}

Analysis BeemoPlayer::decide(const Board& board, Card card, TimedMove& move, bool) {
  if (search_ == Search::kGreedy || __builtin_popcount(board.empty_cells()) <= 1) return greedy(board, card);
  move.searched = true;
  const GreedyPolicy playouts(evaluator());
  const Analysis analysis = search_ == Search::kRace ? race_monte_carlo(board, card, playouts, system_, move.limits)
                                                     : flat_monte_carlo(board, card, playouts, system_, move.limits);
  return analysis.simulations > 0 ? analysis : greedy(board, card);  // stopped at once: still answer
}

}  // namespace pps
