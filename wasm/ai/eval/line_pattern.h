// BeeMo's hand patterns (the contest paper's section 5.1, docs/DESIGN.md
// References [1]): a line (row or column) reduced to
// what matters for its final score, plus coarse context about the cards still
// unseen, in 16 bits, so that learned utilities live in a flat 65,536-entry
// table and "optimized greedy" costs four table look-ups per move.
//
//   bit  0      a flush is still possible (at most one suit in the line)
//   bit  1      a straight is still possible (distinct ranks within one window)
//   bits 2-4    cards of ranks that appear once (0..5)
//   bits 5-6    pairs (0..2)
//   bit  7      three of a kind
//   bit  8      four of a kind
//   bit  9      the line is a row
//   bits 10-11  unseen cards of the primary rank (the most repeated one)
//   bits 12-13  unseen cards of the secondary rank
//   bits 14-15  unseen cards of the flush suit
// Each context field is 0 "not enough", 1 "exactly enough" or 2 "more than
// enough" unseen cards to improve the hand that way (one more of a rank; the
// cards still missing for a flush); 0 too when the line has no room left.
#pragma once

#include <cstdint>

#include "engine/board.h"

namespace pps {

using LinePattern = std::uint16_t;
inline constexpr int kNumLinePatterns = 1 << 16;

// Whether some straight (A-low to A-high) still contains all of `rank_mask`.
bool straight_still_possible(std::uint16_t rank_mask);

// For every 13-bit rank mask, the ranks whose addition keeps a straight
// achievable (a table: line abstractions read it a few hundred times a playout).
struct StraightKeeping {
  std::uint16_t ranks[1 << kNumRanks];
  StraightKeeping();
};
extern const StraightKeeping kStraightKeeping;
inline std::uint16_t straight_keeping_ranks(std::uint16_t rank_mask) { return kStraightKeeping.ranks[rank_mask]; }

LinePattern line_pattern(const LineState& line, bool is_row, CardMask unseen);

}  // namespace pps
