// The base of the players that learn NARL values for the point system
// (narl_learner.h) and play on them: the Gettysburg player (narl), the
// champion and tiger-narl (players/). It reads the learning parameters, learns,
// saves and loads the values, and offers the searches every one of them uses
// (NARL-greedy with estimates, expectimax); each player adds its own search.
#pragma once

#include <string>
#include <vector>

#include "ai/eval/narl_values.h"
#include "ai/learn/learning_player.h"
#include "ai/learn/narl_learner.h"

namespace pps {

class NarlValuesPlayer : public LearningPlayer {
 public:
  // The `cap` of the players that play on our values (champion, tiger-narl):
  // past about 4 million games the values got worse (bench/LEARNING.md, "More
  // learning is not better").
  static constexpr const char* kLearningGameCap = "4000000";
  // prep, games, cap (default `cap`), epsilon, decay, sizes, outs (default
  // `outs`), batch, seed.
  static std::vector<ParamInfo> learning_params(const std::string& outs, const std::string& cap);

  std::string spec() const override { return spec_; }
  std::string save() const override;
  const NarlValues& values() const { return values_; }

 protected:
  // `kind` names the player in its learned data: data learned by one kind
  // loads only into the same kind with the same learning settings.
  NarlValuesPlayer(const PlayerParams& params, std::string kind);
  void learn_now(const LearnBudget& budget) override;
  void load_payload(std::string_view bytes, const PointSystem& system) override;

  NarlEvaluator evaluator() const { return NarlEvaluator(values_, system_); }
  // NARL-greedy; value[] estimates each cell's final score (ties at random).
  Analysis greedy(const Board& board, Card card);
  // Expectimax looking `ahead` cards past this one (1: the next card) before
  // the values' estimate, or to the end of the game once at most `endgame`
  // cells are empty (exact there).
  Analysis expectimax(const Board& board, Card card, int endgame, int ahead = 1) const;
  // Expectimax has a fixed cost (bench/LEARNING.md, "The champion"): the
  // endgame depth it may use for a move with these limits (at most 3 when its
  // time is short), or -1 when the time is too short for expectimax at all and
  // greedy must decide.
  static int affordable_endgame(const SearchLimits& limits, int endgame);

  std::string spec_;
  std::string kind_;

 private:
  NarlLearnSettings settings_;
  NarlValues values_;
  std::int64_t cap_ = 0;  // the most games a time budget learns from (0: no limit)
};

}  // namespace pps
