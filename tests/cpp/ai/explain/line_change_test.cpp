// What a card does to a line: the facts before and after, the reasons with
// their stakes, the reason named for a gain or a loss, and its words.
#include "ai/explain/line_change.h"

#include <gtest/gtest.h>

#include "ai/explain/reachable_hands.h"
#include "ai/explain/reason_text.h"
#include "board_with.h"

namespace pps {
namespace {

using test::board_with;

std::string phrase(const LineChange& change, int sign) { return reason_phrase(change, main_reason(change, sign), sign); }

TEST(LineFacts, CountTheUnseenCardsThatServeAFlushOrAStraight) {
  // Column 1 holds 5C 6D 7H 8S; all four 4s and two 9s are on the board.
  const Board board = board_with({{0, "5C"}, {5, "6D"}, {10, "7H"}, {15, "8S"}, {1, "4C"}, {2, "4D"}, {3, "4H"},
                                  {4, "4S"}, {6, "9C"}, {7, "9D"}});
  const LineFacts column = line_facts_without(board, col_line(0), parse_card("KH"));
  ASSERT_TRUE(column.straight);
  EXPECT_EQ(column.straight->fitting, 1u << 8);  // only 9s complete it
  EXPECT_EQ(column.straight->outs, 2);
  EXPECT_EQ(column.straight->need, 1);
  EXPECT_FALSE(column.flush);
  EXPECT_EQ(column.made, kHighCard);
  // Row 5 holds 2S 3S 5H: every straight through them needs a 4, and all 4s are seen.
  const Board with_row = board_with({{0, "5C"}, {1, "4C"}, {2, "4D"}, {3, "4H"}, {4, "4S"}, {21, "2S"}, {22, "3S"},
                                     {23, "5H"}});
  EXPECT_FALSE(line_facts_without(with_row, 4, parse_card("KH")).straight);
  EXPECT_TRUE(line_facts_without(board_with({{21, "2S"}, {22, "3S"}, {23, "5H"}}), 4, parse_card("KH")).straight);
  // Row 1: 5C 4C 4D 4H 4S is full: four of a kind, no draws.
  const LineFacts full = line_facts_without(board, 0, parse_card("KH"));
  EXPECT_EQ(full.made, kFourOfAKind);
  EXPECT_EQ(full.reachable, category_bit(kFourOfAKind));
  EXPECT_FALSE(full.flush || full.straight);
}

TEST(LineChange, KeepsAFlushOpenAndCountsItsSuit) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {10, "7H"}});
  const LineChange change = line_change(board, 0, 3, parse_card("2S"), PointSystem::american());
  ASSERT_TRUE(change.after.flush);
  EXPECT_EQ(change.after.flush->held, 4);
  EXPECT_EQ(change.after.flush->unseen, 9);  // 13 spades less the four in the row
  EXPECT_EQ(phrase(change, 1), "keeps the spade flush open (4 spades, 9 unseen)");
  // Four different ranks cannot end as three of a kind: that is what it costs.
  EXPECT_TRUE(change.gives_up & category_bit(kThreeOfAKind));
  EXPECT_EQ(phrase(change, -1), "gives up three of a kind (+10)");
}

TEST(LineChange, PairingTheMiddleOfAStraightEndsTheStraight) {
  const Board board = board_with({{2, "5C"}, {7, "6D"}, {12, "7H"}});
  const LineChange change = line_change(board, col_line(2), 17, parse_card("6S"), PointSystem::american());
  EXPECT_EQ(phrase(change, 1), "pairs the 6");
  EXPECT_EQ(phrase(change, -1), "ends the straight 5-6-7");
  ASSERT_TRUE(change.before.straight);
  EXPECT_FALSE(change.after.straight);
}

TEST(LineChange, EndingAFlushThatCostsPointsAvoidsIt) {
  const PointSystem flush_costs = PointSystem::parse("0,2,5,10,15,-12,25,50,75,100");
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}});
  const LineChange change = line_change(board, 0, 3, parse_card("KS"), flush_costs);
  EXPECT_EQ(phrase(change, 1), "avoids a flush (\u221212)");
  // Under American points the same card ends a flush worth having.
  EXPECT_EQ(phrase(line_change(board, 0, 3, parse_card("KS"), PointSystem::american()), -1), "ends the heart flush");
}

TEST(LineChange, CompletesTheLineAndSaysWithWhat) {
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}, {3, "JH"}});
  const LineChange change = line_change(board, 0, 4, parse_card("KH"), PointSystem::american());
  EXPECT_EQ(phrase(change, 1), "completes a flush (+20)");
  const LineChange pair = line_change(board, 0, 4, parse_card("2S"), PointSystem::american());
  EXPECT_EQ(phrase(pair, -1), "ends the heart flush");  // and completes one pair: the flush is what counts
}

TEST(LineChange, StartingALineOrFillingAPlaceSayWhatIsTrue) {
  const Board board = board_with({{0, "2H"}, {6, "9C"}});
  const LineChange start = line_change(board, col_line(3), 3, parse_card("KD"), PointSystem::american());
  EXPECT_EQ(phrase(start, 1), "opens an empty line");
  // Hypercorner-like points where nothing the line can lose is worth anything:
  // a loss names no hand, only what is true of the placement.
  const PointSystem flat = PointSystem::parse("0,0,0,0,0,0,0,0,0,0");
  const LineChange flat_change = line_change(board, 0, 1, parse_card("KD"), flat);
  EXPECT_EQ(phrase(flat_change, -1), "fills a place without improving its hand");
  EXPECT_EQ(phrase(flat_change, 1), "adds the king of diamonds");  // it gives up a flush, worth 0 here
}

}  // namespace
}  // namespace pps
