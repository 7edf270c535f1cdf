#include "ai/explain/line_change.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ai/explain/reachable_hands.h"

namespace pps {

namespace {

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

// A draw kept open: its plain hand if that is still reachable, else the best
// one of it that is.
Reason kept(ReasonKind kind, HandCategory plain, std::uint16_t hands, const LineFacts& after, const PointSystem& system) {
  const std::uint16_t open = after.reachable & hands;
  const int category = (open & category_bit(plain)) ? plain : most_at_stake(open, system);
  return {kind, category, system.points(category), static_cast<double>(system.points(category))};
}

Reason lost(ReasonKind kind, int category, const PointSystem& system) {
  return {kind, category, system.points(category), -static_cast<double>(system.points(category))};
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

  const double made_gain = system.points(after.made) - system.points(before.made);
  if (after.size() == kGridSize)
    reasons.push_back({ReasonKind::kCompletes, after.made, system.points(after.made),
                       static_cast<double>(system.points(after.made))});
  else if (after.made != before.made)
    reasons.push_back({ReasonKind::kMakes, after.made, system.points(after.made), made_gain});

  std::uint16_t explained = 0;  // hands given up that an ended draw already names
  if (before.flush && after.flush) reasons.push_back(kept(ReasonKind::kKeepsFlush, kFlush, kFlushHands, after, system));
  if (before.straight && after.straight)
    reasons.push_back(kept(ReasonKind::kKeepsStraight, kStraight, kStraightHands, after, system));
  if (before.flush && !after.flush && !(after.reachable & kFlushHands)) {
    reasons.push_back(lost(ReasonKind::kEndsFlush, most_at_stake(change.gives_up & kFlushHands, system), system));
    explained |= kFlushHands;
  }
  if (before.straight && !after.straight && !(after.reachable & kStraightHands)) {
    reasons.push_back(lost(ReasonKind::kEndsStraight, most_at_stake(change.gives_up & kStraightHands, system), system));
    explained |= kStraightHands;
  }
  for (unsigned m = change.gives_up & ~explained; m; m &= m - 1) {
    const int category = __builtin_ctz(m);
    if (system.points(category) != 0) reasons.push_back(lost(ReasonKind::kGivesUp, category, system));
  }
  // A hand kept is worth more with fewer places left for a worse one.
  if (after.made == before.made && before.size() > 0 && after.size() < kGridSize) {
    int worst = system.points(after.made);
    for (unsigned m = after.reachable; m; m &= m - 1) worst = std::min(worst, system.points(__builtin_ctz(m)));
    if (worst < system.points(after.made))
      reasons.push_back({ReasonKind::kHolds, after.made, system.points(after.made),
                         static_cast<double>(system.points(after.made) - worst)});
  }
  if (before.size() == 0) reasons.push_back({ReasonKind::kStarts, -1, 0, 0.0});
  return change;
}

const Reason* main_reason(const LineChange& change, int sign) {
  // What the card changes first; what the line keeps, or that it starts, only without it.
  const Reason* best = nullptr;
  for (const Reason& reason : change.reasons)
    if (reason.kind < ReasonKind::kHolds && reason.stake * sign > 0 &&
        (!best || std::fabs(reason.stake) > std::fabs(best->stake)))
      best = &reason;
  for (const Reason& reason : change.reasons)
    if (!best && sign > 0 && reason.kind >= ReasonKind::kHolds) best = &reason;
  return best;
}

}  // namespace pps
