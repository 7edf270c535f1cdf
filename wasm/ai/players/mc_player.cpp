#include "ai/players/mc_player.h"

#include "ai/learn/evaluator_table.h"
#include "ai/players/greedy_player.h"
#include "ai/search/flat_monte_carlo.h"
#include "ai/search/playout.h"

namespace pps {

std::vector<ParamInfo> McPlayer::params() { return compose({evaluator_params("tiger"), learning_params()}); }

McPlayer::McPlayer(const PlayerParams& params) : LearningPlayer(params, make_evaluator_model(params)) {}

Analysis McPlayer::decide(const Board& board, Card card, TimedMove& move, bool analyzing) {
  if (__builtin_popcount(board.empty_cells()) <= 1) return greedy_analysis(evaluator(), board, card, &rng_, analyzing);
  move.searched = true;
  const Analysis analysis = flat_monte_carlo(board, card, GreedyPolicy(evaluator()), system_, move.limits);
  return analysis.simulations > 0 ? analysis : greedy_analysis(evaluator(), board, card, &rng_, analyzing);  // stopped at once
}

}  // namespace pps
