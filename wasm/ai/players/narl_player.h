// The Gettysburg player (Messinger, Yang & Neller; contest paper §6): NARL
// values learned by epsilon-greedy Monte Carlo RL (narl_learner.h), then play
// by expectimax to depth 2 on them (search=expectimax, the contest entry), or
// by the alternatives the paper compared it with (§6.2): flat Monte Carlo
// (search=mc) or flat UCB1 (search=ucb, flat_ucb1.h), whose simulations place
// five more cards at random before the NARL estimate values the position;
// or 1-ply greedy.
//
// Ours: endgame=N searches the last N moves exactly; search=hybrid lets
// expectimax rank every cell, then races the `top` best-ranked cells by Monte
// Carlo (race_monte_carlo.h) with the time budget; outs=on adds a
// straight-outs feature to the line abstraction (narl_abstraction.h).
// Expectimax rates one cell of each class of equivalent cells
// (engine/symmetry.h). The champion (champion_params()) is this player with
// the exact endgame, the hybrid search and outs by default.
#pragma once

#include <vector>

#include "ai/learn/learning_player.h"
#include "ai/learn/narl_learner.h"
#include "ai/search/race_monte_carlo.h"
#include "engine/rng.h"

namespace pps {

class NarlPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  static std::vector<ParamInfo> champion_params();
  explicit NarlPlayer(const PlayerParams& params, std::string kind = "narl");

  std::string spec() const override { return spec_; }
  int choose(const Board& board, Card card) override { return decide(board, card).best; }
  Analysis analyze(const Board& board, Card card) override { return decide(board, card); }

  std::string save() const override;
  const NarlValues& values() const { return values_; }

 protected:
  void learn_now(const LearnBudget& budget) override;
  void load_payload(std::string_view bytes, const PointSystem& system) override;
  int search_moves_left(int empty_cells) const override;

 private:
  enum class Search { kExpectimax, kMonteCarlo, kUcb1, kGreedy, kHybrid };
  Analysis decide(const Board& board, Card card);
  Analysis greedy(const Board& board, Card card);
  Analysis expectimax(const Board& board, Card card, int endgame) const;
  Analysis hybrid(const Board& board, Card card, int endgame);
  Analysis sampled(const Board& board, Card card) const;

  std::string spec_;
  std::string kind_;
  Search search_ = Search::kExpectimax;
  int sample_depth_ = 5;
  bool greedy_playouts_ = false;
  double exploration_ = 20;
  int top_ = 5;
  RaceSettings race_;
  int endgame_ = 0;
  NarlLearnSettings settings_;
  NarlValues values_;
};

}  // namespace pps
