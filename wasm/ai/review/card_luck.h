// The luck of a card, as backgammon programs measure the luck of a roll
// (GNU Backgammon, after Zare's "A measure of luck"): how much the card dealt
// raised or lowered the best position reachable with it, against the average
// over every card that could have come (each card not on the board is as
// likely). Positions are rated by the reviewer's evaluator, one placement
// deep: for each possible card, its best cell by the evaluator.
#pragma once

#include "ai/eval/evaluator.h"
#include "engine/board.h"

namespace pps {

struct CardLuck {
  double dealt = 0;    // the evaluator's best placement of the card dealt
  double average = 0;  // the mean over the possible cards of their best placement
  double luck() const { return dealt - average; }
};

// `board` before the card is dealt; `dealt` is not on it. Throws
// std::invalid_argument for a full board or a dealt card on the board.
CardLuck card_luck(const Board& board, Card dealt, const Evaluator& evaluator);

}  // namespace pps
