// What one line holds and can still become, in the terms NARL's abstraction
// rates it by (eval/narl_abstraction.h: its ranks and suits, whether a flush
// or a straight is still achievable, how many unseen cards would serve it),
// stated exactly under the cards still unseen so that an explanation names
// nothing the board does not bear out.
#pragma once

#include <cstdint>
#include <optional>

#include "ai/explain/small_list.h"
#include "engine/board.h"

namespace pps {

// An open line whose cards are all of one suit, with enough of that suit
// unseen to fill it: a flush (plain, straight or royal) is still achievable.
struct FlushDraw {
  int suit = 0;
  int held = 0;    // its cards, all of the suit
  int unseen = 0;  // unseen cards of the suit
  int need = 0;    // cards it still lacks
};

// An open line of different ranks that some straight can still complete
// with an unseen card of every rank it lacks.
struct StraightDraw {
  std::uint16_t ranks = 0;    // the ranks it holds
  std::uint16_t fitting = 0;  // ranks that keep a straight achievable (the ones that complete it when need is 1)
  int outs = 0;               // unseen cards of those ranks
  int need = 0;               // cards it still lacks
};

struct LineFacts {
  int line = -1;             // 0-4 rows, 5-9 columns
  SmallList<Card, kGridSize> cards;  // in cell order
  HandCategory made = kHighCard;  // what it holds (an open line: its pairs, as the contest scores it)
  std::uint16_t reachable = 0;    // bit k: it can still end as category k (reachable_hands.h)
  std::optional<FlushDraw> flush;
  std::optional<StraightDraw> straight;
  int size() const { return static_cast<int>(cards.size()); }
};

// The facts of line `line` holding `cards` (its LineState `state`) when
// `unseen` are the cards still to come.
LineFacts line_facts(int line, const SmallList<Card, kGridSize>& cards, const LineState& state, CardMask unseen);

// The facts of a line of `board` as it stands (cards to come: board.unseen()
// without `card_to_place`, which goes elsewhere), and as it would be with the
// card added at `cell` (one of its empty cells).
LineFacts line_facts_without(const Board& board, int line, Card card_to_place);
LineFacts line_facts_with(const Board& board, int line, int cell, Card card);

}  // namespace pps
