// Tiger's MCTS over NARL values (ours): the NARL values learned for the point
// system as the narl player learns them (learn/narl_values_player.h), searched
// by Tiger's tree-parallel MCTS (search/mcts_search.h) whose best-move
// rollouts follow the NARL estimate instead of Tiger's heuristic. An example
// of a player that is an evaluator plus a search: this file and one registry
// line.
#pragma once

#include <vector>

#include "ai/learn/narl_values_player.h"
#include "ai/search/mcts_search.h"

namespace pps {

class TigerNarlPlayer : public NarlValuesPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit TigerNarlPlayer(const PlayerParams& params);


 private:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;

  MctsSearch search_;
};

}  // namespace pps
