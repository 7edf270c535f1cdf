#include "ai/players/tdnet_player.h"

#include <cmath>
#include <limits>

#include "ai/core/cell_choice.h"
#include "ai/search/flat_monte_carlo.h"
#include "ai/search/playout.h"

namespace pps {

std::vector<ParamInfo> TdNetPlayer::params() {
  const ParamGroup own = {"tdnet", {
      {"search", "mc", "mc: Monte Carlo with network-greedy playouts mixed with the raw estimate; greedy: 1-ply"},
  }};
  const ParamGroup mix = {"tdnet", {
      {"mix", "0.2", "weight of the raw network estimate in the final choice (search=mc)"},
  }};
  ParamGroup learning = learning_params({TdNetModel::params()});
  learning["seed"].help += " (also the network's initial weights)";
  learning.insert_before("seed", mix);  // the search's, but specs have always named it just before seed
  return compose({own, learning});
}

TdNetPlayer::TdNetPlayer(const PlayerParams& p) : LearningPlayer(p, std::make_unique<TdNetModel>(p)) {
  use_search_ = p.choice("search", {"mc", "greedy"}) == 0;
  mix_ = p.number("mix", 0, 1);
}

Analysis TdNetPlayer::raw(const Board& board, Card card) const {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  evaluator().rate_placements(board, card, analysis.value);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    if (analysis.best < 0 || analysis.value[static_cast<std::size_t>(cell)] > analysis.value[static_cast<std::size_t>(analysis.best)])
      analysis.best = cell;
  }
  return analysis;
}

Analysis TdNetPlayer::decide(const Board& board, Card card, TimedMove& move, bool) {
  Analysis analysis = raw(board, card);
  if (use_search_ && __builtin_popcount(board.empty_cells()) > 1) {
    move.searched = true;
    const Analysis searched = flat_monte_carlo(board, card, GreedyPolicy(evaluator()), system_, move.limits);
    if (searched.simulations > 0) {
      analysis.best = -1;
      analysis.simulations = searched.simulations;
      for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
        const auto cell = static_cast<std::size_t>(__builtin_ctz(e));
        analysis.value[cell] = mix_ * analysis.value[cell] + (1 - mix_) * searched.value[cell];
        if (analysis.best < 0 || analysis.value[cell] > analysis.value[static_cast<std::size_t>(analysis.best)])
          analysis.best = static_cast<int>(cell);
      }
    }
  }
  return analysis;
}

}  // namespace pps
