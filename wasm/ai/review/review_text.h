// A review's words for a learner: the game in one sentence, luck against
// choices ("The cards gave you about 12 points more than an average deal;
// your choices cost about 19 points; the AI scored 142 on the same cards."),
// and points as "about N points". The page and pps review print the same.
#pragma once

#include <string>

#include "ai/review/game_review.h"

namespace pps {

// "about 12 points", "about 1 point", "less than a point" (the sign is dropped).
std::string about_points(double points);

// The game in one sentence; `by_ai`: the AI placed the cards (it is "the AI"
// and its choices, and there is no "the AI on the same cards").
std::string review_sentence(const GameReview& review, bool by_ai);

}  // namespace pps
