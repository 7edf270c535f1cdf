// BeeMo's line patterns (ai/eval/line_pattern.h): the hand features a line's
// pattern encodes.
#include <gtest/gtest.h>

#include "ai/eval/line_pattern.h"
#include "board_with.h"

namespace pps {
namespace {

using test::board_with;

TEST(LinePattern, EncodesTheHandFeatures) {
  const Board board = board_with({{0, "2H"}, {1, "2S"}, {2, "9H"}});
  const LinePattern row = line_pattern(board.line(0), true, board.unseen());
  EXPECT_EQ(row & 1, 0);               // two suits: no flush
  EXPECT_EQ((row >> 1) & 1, 0);        // a pair: no straight
  EXPECT_EQ((row >> 2) & 7, 1);        // one single (the nine)
  EXPECT_EQ((row >> 5) & 3, 1);        // one pair
  EXPECT_EQ((row >> 9) & 1, 1);        // a row
  EXPECT_EQ((row >> 10) & 3, 2);       // two more deuces unseen: more than enough
  const LinePattern col = line_pattern(board.line(5), false, board.unseen());
  EXPECT_EQ(col & 3, 3);               // one card: flush and straight possible
  EXPECT_EQ((col >> 14) & 3, 2);       // 12 hearts unseen for 4 missing cards
  EXPECT_FALSE(straight_still_possible((1u << 1) | (1u << 7)));  // 2 and 8 are too far apart
  EXPECT_TRUE(straight_still_possible(kRoyalRanks));
}

}  // namespace
}  // namespace pps
