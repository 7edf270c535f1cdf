// Greedy 1-ply play: each card goes to the empty cell whose resulting
// position the evaluator (eval=, learn/evaluator_table.h) rates highest, ties
// broken at random from the game seed. eval=tiger uses Tiger's state
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
};

// Greedy on `evaluator`. value[] holds its rating of each placement, or with
// `estimates` (hints) its estimate of the final score after each placement.
Analysis greedy_analysis(const Evaluator& evaluator, const Board& board, Card card, Rng& rng, bool estimates);

}  // namespace pps
