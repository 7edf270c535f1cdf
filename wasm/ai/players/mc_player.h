// Flat Monte Carlo over any evaluator (ours): each cell is rated by the mean
// final score of playouts that place the cards to come greedily on the
// evaluator (eval=, learn/evaluator_table.h), every cell on the same deals
// (search/flat_monte_carlo.h). BeeMo's search over patterns and the TD
// network's over its network are this search with their own evaluators.
#pragma once

#include <vector>

#include "ai/learn/learning_player.h"

namespace pps {

class McPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit McPlayer(const PlayerParams& params);

 private:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
};

}  // namespace pps
