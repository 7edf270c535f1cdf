// Expectimax over the cards to come (the Gettysburg player's search, the contest
// paper's section 6.1, docs/DESIGN.md References [1]): a card's placement is worth the mean, over every card that may
// come next, of that card's best placement, and so on `depth` cards deep,
// where the evaluator values the position. With depth = empty cells - 1 it is
// exact (every full board is scored). Each class of equivalent cells
// (engine/symmetry.h) is searched once.
#pragma once

#include "ai/core/player.h"
#include "ai/eval/evaluator.h"

namespace pps {

// value[] holds each empty cell's expected final score, best the first best
// cell; simulations counts the positions the evaluator estimated at the depth
// limit (full boards reached before it are scored, not counted).
Analysis expectimax(const Board& board, Card card, const Evaluator& evaluator, int depth);

}  // namespace pps
