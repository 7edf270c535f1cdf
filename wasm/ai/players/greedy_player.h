// Greedy 1-ply play: each card goes to the empty cell whose resulting
// position the evaluator (eval=, learn/evaluator_table.h) rates highest, ties
// broken at random from the game seed (or, with ties=first, the first such
// cell in row-major order: the rule a program of its own can copy exactly,
// as clients/python/greedy_player.py does). eval=tiger uses Tiger's state
// heuristic, eval=points the points the lines would score if the game ended
// now; a learned evaluator learns the point system first.
#pragma once

#include <vector>

#include "ai/learn/learning_player.h"

namespace pps {

class GreedyPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit GreedyPlayer(const PlayerParams& params);

 private:
  // Values are the evaluator's estimates of each placement.
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;

  bool first_of_ties_;
};

// Greedy on `evaluator`. value[] holds its rating of each placement, or with
// `estimates` (hints) its estimate of the final score after each placement.
// Ties are broken with `ties`, or to the first cell if it is nullptr.
Analysis greedy_analysis(const Evaluator& evaluator, const Board& board, Card card, Rng* ties, bool estimates);

}  // namespace pps
