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
#include "ai/eval/td_network.h"
#include "ai/learn/tdnet_learner.h"
#include "engine/rng.h"

namespace pps {

class TdNetPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit TdNetPlayer(const PlayerParams& params);

  std::string spec() const override { return spec_; }
  std::string save() const override;
  const TdNetwork& network() const { return net_; }

 protected:
  void learn_now(const LearnBudget& budget) override;
  void load_payload(std::string_view bytes, const PointSystem& system) override;

 private:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
  Analysis raw(const Board& board, Card card) const;

  std::string spec_;
  bool use_search_ = true;
  TdLearnSettings settings_;
  double mix_ = 0.2;
  TdNetwork net_;
};

}  // namespace pps
