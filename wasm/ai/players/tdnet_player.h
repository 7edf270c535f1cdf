// The TD network player (Harris's report; its code settles what the prose
// leaves vague, docs/DESIGN.md): a small MLP value function (td_network.h)
// trained by temporal-difference learning on its own greedy games
// (tdnet_learner.h). Play: greedy 1-ply on the network (search=greedy), or
// Monte Carlo search with network-greedy playouts whose final choice mixes
// 0.2 of the raw network estimate with 0.8 of the playout mean (search=mc;
// the report's search is this one level of its tree).
#pragma once

#include <vector>

#include "ai/learn/learning_player.h"
#include "ai/learn/tdnet_model.h"

namespace pps {

class TdNetPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit TdNetPlayer(const PlayerParams& params);

  const TdNetwork& network() const { return static_cast<const TdNetModel&>(model()).network(); }

 private:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
  Analysis raw(const Board& board, Card card) const;

  bool use_search_ = true;
  double mix_ = 0.2;
};

}  // namespace pps
