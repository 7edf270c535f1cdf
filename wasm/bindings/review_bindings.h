// Embind side of the review (ai/review/): a finished game reviewed one step
// at a time by a player (AiPlayer.reviewStart/reviewStep/reviewSummary in
// ai_bindings.cpp), each step's result as the plain data of ai/review/
// review_json.h, the form `pps review --json` writes.
#pragma once

#include <emscripten/val.h>

#include "ai/core/player.h"
#include "ai/review/game_review.h"
#include "engine/game.h"

namespace pps::bindings {

class ReviewSession {
 public:
  // The reviewer must know the game's point system; throws
  // std::invalid_argument for a game that is not over.
  ReviewSession(Player& reviewer, const Game& game, bool ai_game);
  // {done, steps, move}: move is the move just reviewed (with its
  // explanation when `explain`), or null after a step of the AI's own game.
  emscripten::val step(bool explain);
  // The summary (review_json.h's Summary) of the moves reviewed so far.
  emscripten::val summary(bool by_ai) const;

 private:
  GameReviewer reviewer_;
};

}  // namespace pps::bindings
