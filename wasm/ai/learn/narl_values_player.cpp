#include "ai/learn/narl_values_player.h"

#include <algorithm>

#include "ai/search/expectimax.h"
#include "ai/search/playout.h"

namespace pps {

NarlValuesPlayer::NarlValuesPlayer(const PlayerParams& p) : LearningPlayer(p, std::make_unique<NarlModel>(p)) {}

NarlValuesPlayer::NarlValuesPlayer(const PlayerParams& p, std::unique_ptr<EvaluatorModel> model)
    : LearningPlayer(p, std::move(model)) {}

Analysis NarlValuesPlayer::greedy(const Board& board, Card card) {
  Analysis analysis = unrated_analysis();
  std::array<double, kNumCells> deltas{};
  analysis.best = GreedyPolicy(evaluator()).choose_rated(board, card, rng_, &deltas);
  // Estimated final score: the other lines as they will stand, plus the change.
  Board after = board;
  after.place(analysis.best, card);
  const double chosen = evaluator().evaluate(after);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    analysis.value[static_cast<std::size_t>(cell)] =
        chosen + deltas[static_cast<std::size_t>(cell)] - deltas[static_cast<std::size_t>(analysis.best)];
  }
  return analysis;
}

Analysis NarlValuesPlayer::expectimax(const Board& board, Card card, int endgame, int ahead) const {
  const int empty = __builtin_popcount(board.empty_cells());
  return pps::expectimax(board, card, evaluator(), empty <= endgame ? empty - 1 : std::min(ahead, empty - 1));
}

int NarlValuesPlayer::affordable_endgame(const SearchLimits& limits, int endgame) {
  if (limits.simulations > 0) return endgame;  // not timed
  const double allowance = limits.seconds;
  if (allowance < 0.02) return -1;
  // The exact search of the last three moves adds well under a millisecond to
  // a game, of the last four about 30 ms (American, native, idle machine).
  return allowance < 0.2 ? std::min(endgame, 3) : endgame;
}

}  // namespace pps
