// What the next card could do: the words for the share of the AI's look one
// card ahead. For every card that may come next, its best placement by the
// evaluator after the card goes to the AI's cell, and after it goes to the
// other cell; the lookahead's share is the mean of what those placements
// gain, one position against the other (expectimax one card deep). The cards
// that make most of it, grouped by what they do where they do better (any of
// the 8 hearts would complete row 3's flush), are what a sentence names; a
// card that would do the same after either cell (a heart completing a flush
// in a line neither cell is in) does not tell them apart and is never named.
#pragma once

#include "ai/eval/evaluator.h"
#include "ai/explain/line_change.h"

namespace pps {

struct NextCard {
  bool found = false;
  bool after_best = true;     // the group does better after the AI's cell (else after the other)
  int count = 0;              // cards in the group
  int suit = -1, rank = -1;   // the suit or the rank all of them share (-1: none)
  Card example = kNoCard;     // one of them
  LineChange change;          // what it does at its best cell, where the group does better
  Reason reason;              // the reason named there (a gain)
  double points = 0;          // the group's part of the share
  double total = 0;           // the whole share, computed this way
};

// The group of next cards that makes the most of the lookahead's share in the
// direction `sign` (+1: for the AI's cell); found is false when no card
// helps that way with a reason a sentence can name.
NextCard next_card_note(const Board& board, Card card, int best_cell, int other_cell, const Evaluator& evaluator,
                        const PointSystem& system, int sign);

}  // namespace pps
