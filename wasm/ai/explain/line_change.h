// What placing a card does to one of the two lines it joins: the line's facts
// (line_facts.h) without the card (the card placed elsewhere) and with it,
// and the reasons a person would give, each with what is at stake under the
// point system: the hand it makes or completes, the draws it keeps open or
// ends, the hands it gives up.
#pragma once

#include <cstdint>

#include "ai/explain/line_facts.h"
#include "engine/point_system.h"

namespace pps {

enum class ReasonKind : std::uint8_t {
  kCompletes,      // the card fills the line, which ends as `category`
  kMakes,          // the open line now holds `category` (one pair ... four of a kind) thanks to the card
  kKeepsFlush,     // its flush draw stays open with the card (after.flush)
  kKeepsStraight,  // its straight draw stays open with the card (after.straight)
  kEndsFlush,      // the card ends the flush draw it had (before.flush)
  kEndsStraight,   // the card ends the straight draw it had (before.straight)
  kGivesUp,        // `category` could end the line without the card, not with it
  kHolds,          // the open line keeps `category`, better than some hand it can still end as, with a place less for that
  kStarts,         // the card is the line's first
};

struct Reason {
  ReasonKind kind;
  int category = -1;  // the hand concerned (for a draw, the hand of it with the most points at stake)
  int points = 0;     // that hand's points under the system
  double stake = 0;   // how much it matters to the line: + for the better, - for the worse
};

struct LineChange {
  int line = -1;
  int cell = -1;  // where the card goes
  Card card = kNoCard;
  LineFacts before, after;
  std::uint16_t gives_up = 0;  // before.reachable without after.reachable
  // Every one that holds, by kind in the order above: at most one made or
  // completed hand, two draws kept or ended, ten hands given up, one kept, a start.
  SmallList<Reason, 15> reasons;
};

// `card` going to `cell` of `board` (empty), for the row or the column `line`
// through it.
LineChange line_change(const Board& board, int line, int cell, Card card, const PointSystem& system);

// The reason to name when the placement is worth more to the line (sign > 0)
// or less (sign < 0): of what the card changes, the one with that sign and
// the most at stake; for a gain without one, the hand the line keeps or its
// start; nullptr if none.
const Reason* main_reason(const LineChange& change, int sign);

}  // namespace pps
