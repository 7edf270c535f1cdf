#include "ai/explain/line_change.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ai/explain/reachable_hands.h"

namespace pps {

namespace {

constexpr std::uint16_t kRankHands = category_bit(kOnePair) | category_bit(kTwoPair) | category_bit(kThreeOfAKind) |
                                     category_bit(kFullHouse) | category_bit(kFourOfAKind);

// The hand of `hands` (a category mask) with the most points at stake either
// way; ties go to the lower category (the plain flush or straight).
int most_at_stake(std::uint16_t hands, const PointSystem& system) {
  int best = -1;
  for (unsigned m = hands; m; m &= m - 1) {
    const int c = __builtin_ctz(m);
    if (best < 0 || std::abs(system.points(c)) > std::abs(system.points(best))) best = c;
  }
  return best;
}

// The sign a reason has under the system: a hand kept within reach or made is
// good and one lost is bad, when the hand scores points; the other way round
// when it costs them.
double sign_of(ReasonKind kind, int points) {
  const double good = points > 0 ? 1 : points < 0 ? -1 : 0;
  switch (kind) {
    case ReasonKind::kCompletes:
    case ReasonKind::kMakes:
    case ReasonKind::kKeepsFlush:
    case ReasonKind::kKeepsStraight: return good;
    case ReasonKind::kStarts: return 1;
    default: return -good;
  }
}

Reason reason(ReasonKind kind, int category, const PointSystem& system) {
  const int points = category >= 0 ? system.points(category) : 0;
  return {kind, category, points, sign_of(kind, points) * std::abs(points)};
}

// A draw kept open: its plain hand if that is still reachable, else the best
// one of it that is.
Reason kept(ReasonKind kind, HandCategory plain, std::uint16_t hands, const LineFacts& after, const PointSystem& system) {
  const std::uint16_t open = after.reachable & hands;
  return reason(kind, (open & category_bit(plain)) ? plain : most_at_stake(open, system), system);
}

// The hands a reason is about: a draw its kind of hand, a place taken the
// hands of repeated ranks, the others their own hand.
std::uint16_t concerned(const Reason& reason) {
  switch (reason.kind) {
    case ReasonKind::kKeepsFlush:
    case ReasonKind::kEndsFlush: return kFlushHands;
    case ReasonKind::kKeepsStraight:
    case ReasonKind::kEndsStraight: return kStraightHands;
    case ReasonKind::kTakesPlace: return kRankHands;
    default: return reason.category >= 0 ? category_bit(reason.category) : 0;
  }
}

}  // namespace

LineChange line_change(const Board& board, int line, int cell, Card card, const PointSystem& system) {
  LineChange change;
  change.line = line;
  change.cell = cell;
  change.card = card;
  change.before = line_facts_without(board, line, card);
  change.after = line_facts_with(board, line, cell, card);
  const LineFacts& before = change.before;
  const LineFacts& after = change.after;
  change.gives_up = before.reachable & ~after.reachable;
  SmallList<Reason, 15>& reasons = change.reasons;

  if (after.size() == kGridSize) reasons.push_back(reason(ReasonKind::kCompletes, after.made, system));
  else if (after.made != before.made) reasons.push_back(reason(ReasonKind::kMakes, after.made, system));

  std::uint16_t explained = 0;  // hands given up that an ended draw already names
  if (before.flush && after.flush) reasons.push_back(kept(ReasonKind::kKeepsFlush, kFlush, kFlushHands, after, system));
  if (before.straight && after.straight)
    reasons.push_back(kept(ReasonKind::kKeepsStraight, kStraight, kStraightHands, after, system));
  if (before.flush && !after.flush && !(after.reachable & kFlushHands)) {
    reasons.push_back(reason(ReasonKind::kEndsFlush, most_at_stake(change.gives_up & kFlushHands, system), system));
    explained |= kFlushHands;
  }
  if (before.straight && !after.straight && !(after.reachable & kStraightHands)) {
    reasons.push_back(reason(ReasonKind::kEndsStraight, most_at_stake(change.gives_up & kStraightHands, system), system));
    explained |= kStraightHands;
  }
  for (unsigned m = change.gives_up & ~explained; m; m &= m - 1) {
    const int category = __builtin_ctz(m);
    if (system.points(category) != 0) reasons.push_back(reason(ReasonKind::kGivesUp, category, system));
  }
  // A card of a new rank in an open line that has cards: a place that could
  // have made a pair, trips or a full house goes to a card that matches none.
  if (before.size() > 0 && after.size() < kGridSize && after.made == before.made) {
    bool matches = false;
    for (const Card c : before.cards) matches = matches || rank_of(c) == rank_of(card);
    if (!matches) reasons.push_back(reason(ReasonKind::kTakesPlace, kOnePair, system));
  }
  if (before.size() == 0) reasons.push_back(reason(ReasonKind::kStarts, -1, system));
  return change;
}

void weigh_reasons(LineChange& change, const LineOutcomes& outcomes, int with, int without, const PointSystem& system) {
  const int line = change.line;
  const int before_scenario = without >= 0 ? without : with;
  for (Reason& r : change.reasons) {
    if (r.kind == ReasonKind::kStarts) continue;  // a fact, not a hand
    if (r.kind == ReasonKind::kCompletes || r.kind == ReasonKind::kMakes) {
      r.chance = 1;
      // A hand completed now is worth what the line could still have become
      // without the card less; the hand made in an open line its points.
      if (r.kind == ReasonKind::kCompletes && without >= 0)
        r.stake = r.points - outcomes.expected_points(without, line, system);
      continue;
    }
    // A draw kept counts the chance of its hands with the card, one ended or
    // a hand given up (or the place taken from the repeated ranks) the chance
    // they had without it; the hand named is the one whose chance is worth
    // the most points.
    const bool kept = r.kind == ReasonKind::kKeepsFlush || r.kind == ReasonKind::kKeepsStraight;
    const int scenario = kept ? with : before_scenario;
    const std::uint16_t hands = concerned(r);
    double best_points = -1;
    for (unsigned m = hands; m; m &= m - 1) {
      const int c = __builtin_ctz(m);
      const double points = std::fabs(system.points(c) * outcomes.chance(scenario, line, c));
      if (r.kind != ReasonKind::kTakesPlace && points > best_points) best_points = points, r.category = c;
    }
    r.points = system.points(r.category);
    r.chance = r.kind == ReasonKind::kTakesPlace ? outcomes.chance_of(scenario, line, hands)
                                                 : outcomes.chance(scenario, line, r.category);
    // A hand that costs points is rare in the games because play steers
    // clear of it: while the line can still end as it, avoiding it is a
    // reason, however rarely it came.
    r.material = r.chance >= kLongShot || r.points < 0;
    r.stake = sign_of(r.kind, r.points) * std::fabs(static_cast<double>(r.points)) *
              (r.points < 0 ? std::max(r.chance, kLongShot) : r.chance);
    if (r.kind == ReasonKind::kTakesPlace) {
      // A place taken costs the line its share of what the repeated ranks
      // were worth: their expected points over the places it had.
      double worth = 0;
      for (unsigned m = hands; m; m &= m - 1)
        worth += system.points(__builtin_ctz(m)) * outcomes.chance(scenario, line, __builtin_ctz(m));
      r.stake = -worth / (kGridSize - change.before.size());
    }
  }
}

const Reason* main_reason(const LineChange& change, int sign) {
  const Reason* best = nullptr;
  for (const Reason& reason : change.reasons)
    if (reason.material && reason.kind != ReasonKind::kStarts && reason.stake * sign > 0 &&
        (!best || std::fabs(reason.stake) > std::fabs(best->stake)))
      best = &reason;
  // A line the card fills with less than it could have made: the draw it
  // ends says what was lost.
  if (best && best->kind == ReasonKind::kCompletes && sign < 0)
    for (const Reason& reason : change.reasons)
      if ((reason.kind == ReasonKind::kEndsFlush || reason.kind == ReasonKind::kEndsStraight) && reason.material &&
          reason.stake < 0)
        best = &reason;
  for (const Reason& reason : change.reasons)
    if (!best && sign > 0 && reason.kind == ReasonKind::kStarts) best = &reason;
  return best;
}

}  // namespace pps
