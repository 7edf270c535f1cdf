#include "ai/eval/line_pattern.h"

namespace pps {

namespace {

// 0 not enough, 1 exactly enough, 2 more than enough.
unsigned coarse(int available, int needed) {
  if (available < needed) return 0;
  return available == needed ? 1u : 2u;
}


}  // namespace

bool straight_still_possible(std::uint16_t rank_mask) {
  if ((rank_mask & ~kRoyalRanks) == 0) return true;  // fits T-J-Q-K-A (or is empty)
  for (int low = 0; low + 5 <= kNumRanks; ++low)
    if ((rank_mask & ~(0x1Fu << low)) == 0) return true;
  return false;
}

StraightKeeping::StraightKeeping() {
  for (int mask = 0; mask < (1 << kNumRanks); ++mask) {
    std::uint16_t keep = 0;
    for (int r = 0; r < kNumRanks; ++r) {
      const auto with = static_cast<std::uint16_t>(mask | (1 << r));
      if (with != mask && straight_still_possible(with)) keep = static_cast<std::uint16_t>(keep | (1u << r));
    }
    ranks[mask] = keep;
  }
}
const StraightKeeping kStraightKeeping;

LinePattern line_pattern(const LineState& line, bool is_row, CardMask unseen) {
  const int size = line.size();
  const int room = 5 - size;
  int suits = 0, flush_suit = 0;
  for (int s = 0; s < kNumSuits; ++s)
    if (line.suit_count(s)) ++suits, flush_suit = s;
  const bool flush_possible = suits <= 1;
  const bool straight_possible = line.ranks_with_count(1) == size && straight_still_possible(line.rank_mask());

  // The primary and secondary ranks: most repeated first, then the one with
  // more unseen cards (the better chance), then the lower rank.
  int first = -1, second = -1, first_unseen = 0, second_unseen = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    const int count = line.rank_count(r);
    if (!count) continue;
    const int left = count_of_rank(unseen, r);
    const auto better = [&](int other, int other_left) {
      return other < 0 || count > line.rank_count(other) ||
             (count == line.rank_count(other) && left > other_left);
    };
    if (better(first, first_unseen)) {
      second = first, second_unseen = first_unseen;
      first = r, first_unseen = left;
    } else if (better(second, second_unseen)) {
      second = r, second_unseen = left;
    }
  }

  unsigned bits = 0;
  bits |= flush_possible ? 1u : 0u;
  bits |= (straight_possible ? 1u : 0u) << 1;
  bits |= static_cast<unsigned>(line.ranks_with_count(1)) << 2;
  bits |= static_cast<unsigned>(line.ranks_with_count(2)) << 5;
  bits |= (line.ranks_with_count(3) ? 1u : 0u) << 7;
  bits |= (line.ranks_with_count(4) ? 1u : 0u) << 8;
  bits |= (is_row ? 1u : 0u) << 9;
  if (room > 0) {
    if (first >= 0) bits |= coarse(first_unseen, 1) << 10;
    if (second >= 0) bits |= coarse(second_unseen, 1) << 12;
    if (flush_possible && size > 0) bits |= coarse(count_of_suit(unseen, flush_suit), room) << 14;
  }
  return static_cast<LinePattern>(bits);
}

}  // namespace pps
