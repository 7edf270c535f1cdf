// The Gettysburg player (Neller, Messinger & Yang 2016; the contest paper's
// section 6, "GettysburgPlayer"; docs/DESIGN.md, References [1, 4]): NARL
// values learned by epsilon-greedy Monte Carlo RL (learn/narl_values_player.h),
// then play by expectimax to depth 2 on them (search=expectimax, the contest
// entry), or by the alternatives the paper compared it with (section 6.2): flat
// Monte Carlo (search=mc) or flat UCB1 (search=ucb), whose simulations place
// five more cards at random before the NARL estimate values the position; or
// 1-ply greedy. Ours: endgame=N searches the last N moves exactly, outs=on
// adds a straight-outs feature to the line abstraction.
#pragma once

#include <vector>

#include "ai/learn/narl_values_player.h"

namespace pps {

class NarlPlayer : public NarlValuesPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit NarlPlayer(const PlayerParams& params);


 private:
  enum class Search { kExpectimax, kMonteCarlo, kUcb1, kGreedy };
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
  Analysis sampled(const Board& board, Card card, const SearchLimits& limits) const;

  Search search_ = Search::kExpectimax;
  int sample_depth_ = 5;
  bool greedy_playouts_ = false;
  double exploration_ = 20;
  int endgame_ = 0;
};

}  // namespace pps
