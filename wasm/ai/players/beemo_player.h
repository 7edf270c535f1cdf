// BeeMo (Castro-Wunsch, Maga & Anton 2016; the contest paper's section 5,
// "BeeMo"; docs/DESIGN.md, References [1, 3]), the contest's winner:
// learns hand-pattern utilities for the point system (beemo_learner.h), then
// plays by parallel flat Monte Carlo with optimized-greedy playouts
// (search=mc) or by optimized greedy alone (search=greedy). search=race (ours)
// puts the same patterns under the champion's Monte Carlo race: a spec, not
// a new player, because every search takes any playout policy.
#pragma once

#include <vector>

#include "ai/learn/beemo_model.h"
#include "ai/learn/learning_player.h"

namespace pps {

class BeemoPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit BeemoPlayer(const PlayerParams& params);

  const PatternValues& values() const { return beemo().values(); }
  double learned_mean() const { return beemo().learned_mean(); }

 private:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
  Analysis greedy(const Board& board, Card card);

  const BeemoModel& beemo() const { return static_cast<const BeemoModel&>(model()); }

  enum class Search { kMonteCarlo, kGreedy, kRace };
  Search search_ = Search::kMonteCarlo;
};

}  // namespace pps
