// A review (game_review.h) as JSON, the one form both ways out use: `pps
// review --json` writes it and the WebAssembly engine's review parses it into
// the page's plain data, so the two agree field for field. Cells 0-24, cards
// 0-51, turns 0-24; a missing estimate is null.
//
// Move: {turn, card, played, best, values: [25], cost, margin, verdict, symbol,
//        accuracy, luck, dealtBest, averageBest, expectedBefore, expectedAfter,
//        explanation: (explanation_json.h) | null}
// Summary: {score, scale, start, luck, cost, error, accuracy, mistakesCost,
//           counts: {best, excellent, good, inaccuracy, mistake, blunder, forced},
//           keyMoments: [turn], aiScore: number | null, sentence}
// Review: {...Summary, moves: [Move]}
#pragma once

#include <string>
#include <vector>

#include "ai/review/game_review.h"

namespace pps {

// `explanation`: the move's explanation as JSON, or empty for null.
std::string move_review_json(const MoveReview& move, const std::string& explanation);
std::string review_summary_json(const GameReview& review, bool by_ai);
// The summary with every move; explanations[t] as above (missing: null).
std::string review_json(const GameReview& review, bool by_ai, const std::vector<std::string>& explanations);

}  // namespace pps
