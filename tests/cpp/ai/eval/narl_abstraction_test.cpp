// NARL's abstraction of a line (ai/eval/narl_abstraction.h): what the paper
// separates, and our straight-outs feature.
#include <gtest/gtest.h>

#include "ai/eval/narl_abstraction.h"
#include "board_with.h"

namespace pps {
namespace {

using test::board_with;

TEST(NarlAbstraction, SeparatesWhatThePaperSeparates) {
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}});
  const CardMask unseen = board.unseen();
  const auto key = narl_line_key(board.line(0), true, 3, unseen);
  EXPECT_NE(key, narl_line_key(board.line(0), false, 3, unseen));   // row vs column
  EXPECT_NE(key, narl_line_key(board.line(0), true, 4, unseen));    // cards played
  EXPECT_NE(key, narl_line_key(board.line(0), true, 3, unseen & ~card_bit(parse_card("KH"))));  // undealt suit
  EXPECT_NE((key >> 31) & 1, 0u);  // flush achievable
  EXPECT_EQ((key >> 36) & 1, 0u);  // 2-5-9: no straight
  // Same shape, other ranks and suit: same abstraction.
  const Board other = board_with({{0, "3C"}, {1, "6C"}, {2, "TC"}});
  EXPECT_EQ(key, narl_line_key(other.line(0), true, 3, other.unseen()));
  EXPECT_NE(narl_size_key(board, -1), narl_size_key(board, 3));
}

TEST(NarlAbstraction, StraightOutsCountTheCardsThatKeepAStraightAlive) {
  const Board open_ended = board_with({{0, "5H"}, {1, "6C"}, {2, "7D"}, {3, "8S"}});
  const Board gutshot = board_with({{0, "5H"}, {1, "6C"}, {2, "7D"}, {3, "9S"}});
  // The paper's abstraction sees the same hand: four singles, a straight achievable.
  EXPECT_EQ(narl_line_key(open_ended.line(0), true, 4, open_ended.unseen()),
            narl_line_key(gutshot.line(0), true, 4, gutshot.unseen()));
  const auto outs = [](const Board& b) { return (narl_line_key(b.line(0), true, 4, b.unseen(), true) >> 38) & 63; };
  EXPECT_EQ(outs(open_ended), 8u);  // any 4 or 9
  EXPECT_EQ(outs(gutshot), 4u);     // an 8 only
  const Board paired = board_with({{0, "5H"}, {1, "5C"}});
  EXPECT_EQ(narl_line_key(paired.line(0), true, 2, paired.unseen(), true),
            narl_line_key(paired.line(0), true, 2, paired.unseen()));  // no straight, no outs
}

}  // namespace
}  // namespace pps
