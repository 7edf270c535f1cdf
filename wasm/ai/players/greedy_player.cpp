#include "ai/players/greedy_player.h"

#include "ai/core/cell_choice.h"
#include "ai/learn/evaluator_table.h"

namespace pps {

namespace {
const std::vector<std::string> kTies = {"random", "first"};
}  // namespace

std::vector<ParamInfo> GreedyPlayer::params() {
  const ParamGroup ties{"greedy", {{"ties", "random", "among equally rated cells: random (from the game seed) or first (in row-major order)"}}};
  return compose({evaluator_params("tiger"), learning_params(), ties});
}

GreedyPlayer::GreedyPlayer(const PlayerParams& params)
    : LearningPlayer(params, make_evaluator_model(params)), first_of_ties_(params.choice("ties", kTies) == 1) {}

Analysis GreedyPlayer::decide(const Board& board, Card card, TimedMove&, bool analyzing) {
  return greedy_analysis(evaluator(), board, card, first_of_ties_ ? nullptr : &rng_, analyzing);
}

Analysis greedy_analysis(const Evaluator& evaluator, const Board& board, Card card, Rng* ties, bool estimates) {
  Analysis analysis = unrated_analysis();
  std::array<double, kNumCells> value{};
  evaluator.rate_placements(board, card, value);
  analysis.best = ties ? best_rated_cell(board.empty_cells(), value, *ties) : first_best_rated_cell(board.empty_cells(), value);
  Board after = board;
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (estimates) {  // ratings may be gains on some scale (evaluator.h): estimate each result itself
      after.place(cell, card);
      value[static_cast<std::size_t>(cell)] = evaluator.evaluate(after);
      after.remove(cell);
    }
    analysis.value[static_cast<std::size_t>(cell)] = value[static_cast<std::size_t>(cell)];
  }
  return analysis;
}

}  // namespace pps
