// The base of the players that learn NARL values for the point system
// (narl_model.h) and play on them: the Gettysburg player (narl) and the
// champion (players/), which may take another evaluator instead (eval=). It
// offers the searches both use (greedy with estimates, expectimax); each
// player adds its own search.
#pragma once

#include <memory>

#include "ai/learn/learning_player.h"
#include "ai/learn/narl_model.h"

namespace pps {

class NarlValuesPlayer : public LearningPlayer {
 public:
  // The `cap` of the players that play on our values (the champion,
  // eval=narl): past about 4 million games the values got worse
  // (bench/notes/2026-11-24-more-learning.md, "More learning is not better").
  static constexpr const char* kLearningGameCap = "4000000";

  // The NARL values it plays on (only when its evaluator is NARL's).
  const NarlValues& values() const { return dynamic_cast<const NarlModel&>(model()).values(); }

 protected:
  // NARL values learned with the spec's learning parameters.
  explicit NarlValuesPlayer(const PlayerParams& params);
  // Another evaluator model instead.
  NarlValuesPlayer(const PlayerParams& params, std::unique_ptr<EvaluatorModel> model);

  // Greedy on the evaluator; value[] estimates each cell's final score (ties at random).
  Analysis greedy(const Board& board, Card card);
  // Expectimax looking `ahead` cards past this one (1: the next card) before
  // the values' estimate, or to the end of the game once at most `endgame`
  // cells are empty (exact there).
  Analysis expectimax(const Board& board, Card card, int endgame, int ahead = 1) const;
  // Expectimax has a fixed cost (bench/notes/2026-11-22-champion-design.md, "The champion"): the
  // endgame depth it may use for a move with these limits (at most 3 when its
  // time is short), or -1 when the time is too short for expectimax at all and
  // greedy must decide.
  static int affordable_endgame(const SearchLimits& limits, int endgame);
};

}  // namespace pps
