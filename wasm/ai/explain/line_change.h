// What placing a card does to one of the two lines it joins: the line's facts
// (line_facts.h) without the card (the card placed elsewhere) and with it,
// and the reasons a person would give: the hand it makes or completes, the
// draws it keeps open or ends, the hands it gives up, the place it takes
// without matching anything. Each reason is weighed by the chance of the hand
// it concerns in simulated games (line_outcomes.h), so that a long shot is
// never a reason, and by that hand's points.
#pragma once

#include <cstdint>

#include "ai/explain/line_facts.h"
#include "ai/explain/line_outcomes.h"
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
  kTakesPlace,     // the card takes one of the open line's places and pairs none of its cards
  kStarts,         // the card is the line's first
};

struct Reason {
  ReasonKind kind;
  int category = -1;  // the hand concerned (for a draw, the hand of it whose chance is the most points)
  int points = 0;     // that hand's points under the system
  // How much it matters to the line, in points: + for the better, - for the
  // worse. Its sign is the reason's own (a draw kept is good, ended is bad,
  // under a system where the hand scores points); once weighed, its size is
  // the hand's points times its chance.
  double stake = 0;
  double chance = 1;     // once weighed: the chance of the hand concerned (1 for what the card makes)
  bool material = true;  // once weighed: false for a long shot, which is never a reason
};

struct LineChange {
  int line = -1;
  int cell = -1;  // where the card goes
  Card card = kNoCard;
  LineFacts before, after;
  std::uint16_t gives_up = 0;  // before.reachable without after.reachable
  // Every one that holds, by kind in the order above: at most one made or
  // completed hand, two draws kept or ended, ten hands given up, a place
  // taken, a start.
  SmallList<Reason, 15> reasons;
};

// `card` going to `cell` of `board` (empty), for the row or the column `line`
// through it.
LineChange line_change(const Board& board, int line, int cell, Card card, const PointSystem& system);

// A hand that came in fewer simulated games than this is a long shot: never
// a reason.
inline constexpr double kLongShot = 0.05;

// Weighs each reason by how the line ended in simulated games with the card
// in it (scenario `with` of `outcomes`) and with the card elsewhere (`without`;
// -1 when the card goes to this line either way, and the chances with it
// stand for both). A draw kept counts its hand's chance with the card, a
// draw ended or a hand given up the chance it had without it.
void weigh_reasons(LineChange& change, const LineOutcomes& outcomes, int with, int without, const PointSystem& system);

// The reason to name when the placement is worth more to the line (sign > 0)
// or less (sign < 0): of the weighed reasons that are no long shot, the one
// with that sign and the most at stake; that it starts the line only for a
// gain and without another; nullptr if none.
const Reason* main_reason(const LineChange& change, int sign);

}  // namespace pps
