// What a card does to a line: the facts before and after, the reasons and
// their words, and how simulated games weigh them: a long shot is never a
// reason, and the reason named for a gain or a loss has that sign.
#include "ai/explain/line_change.h"

#include <gtest/gtest.h>

#include "ai/eval/tiger_heuristic.h"
#include "ai/explain/reachable_hands.h"
#include "ai/explain/reason_text.h"
#include "board_with.h"

namespace pps {
namespace {

using test::board_with;

const Reason* find(const LineChange& change, ReasonKind kind) {
  for (const Reason& r : change.reasons)
    if (r.kind == kind) return &r;
  return nullptr;
}

std::string phrase(const LineChange& change, ReasonKind kind, bool in_line = false) {
  const Reason* reason = find(change, kind);
  return reason ? reason_phrase(change, *reason, Verb::kPresent, in_line ? Place::kInLine : Place::kFull) : "(no such reason)";
}

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
  EXPECT_EQ(phrase(change, ReasonKind::kKeepsFlush), "keeps the spade flush open (9 spades left)");
  // Named in a clause, with its line and without the counts.
  EXPECT_EQ(phrase(change, ReasonKind::kKeepsFlush, true), "keeps the spade flush open in row 1");
  // Four different ranks cannot end as three of a kind: that is what it costs.
  EXPECT_TRUE(change.gives_up & category_bit(kThreeOfAKind));
}

TEST(LineChange, PairingTheMiddleOfAStraightEndsTheStraightDraw) {
  const Board board = board_with({{2, "5C"}, {7, "6D"}, {12, "7H"}});
  const LineChange change = line_change(board, col_line(2), 17, parse_card("6S"), PointSystem::american());
  EXPECT_EQ(phrase(change, ReasonKind::kMakes), "pairs the 6");
  EXPECT_EQ(phrase(change, ReasonKind::kEndsStraight, true), "ends the straight draw 5-6-7 in column 3");
  ASSERT_TRUE(change.before.straight);
  EXPECT_FALSE(change.after.straight);
}

TEST(LineChange, AStraightDrawOneCardShortIsOpenEndedOrInside) {
  const Board open = board_with({{0, "5C"}, {1, "6D"}, {2, "7H"}});
  EXPECT_EQ(phrase(line_change(open, 0, 3, parse_card("8S"), PointSystem::american()), ReasonKind::kKeepsStraight),
            "makes an open-ended straight draw 5-6-7-8 (8 cards left complete it)");
  const Board gap = board_with({{0, "5C"}, {1, "6D"}, {2, "8H"}});
  EXPECT_EQ(phrase(line_change(gap, 0, 3, parse_card("9S"), PointSystem::american()), ReasonKind::kKeepsStraight),
            "makes an inside straight draw with 5, 6, 8 and 9 (4 cards left complete it)");
}

TEST(LineChange, EndingAFlushThatCostsPointsAvoidsIt) {
  const PointSystem flush_costs = PointSystem::parse("0,2,5,10,15,-12,25,50,75,100");
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}});
  const LineChange change = line_change(board, 0, 3, parse_card("KS"), flush_costs);
  EXPECT_EQ(phrase(change, ReasonKind::kEndsFlush), "avoids a flush, which loses points here");
  EXPECT_GT(find(change, ReasonKind::kEndsFlush)->stake, 0);
  // Under American points the same card ends a flush worth having.
  const LineChange american = line_change(board, 0, 3, parse_card("KS"), PointSystem::american());
  EXPECT_EQ(phrase(american, ReasonKind::kEndsFlush), "ends the heart flush draw");
  EXPECT_LT(find(american, ReasonKind::kEndsFlush)->stake, 0);
}

TEST(LineChange, CompletesTheLineAndSaysWithWhat) {
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}, {3, "JH"}});
  EXPECT_EQ(phrase(line_change(board, 0, 4, parse_card("KH"), PointSystem::american()), ReasonKind::kCompletes),
            "completes the heart flush");
  const LineChange pair = line_change(board, 0, 4, parse_card("2S"), PointSystem::american());
  EXPECT_EQ(phrase(pair, ReasonKind::kCompletes), "completes one pair");
  EXPECT_EQ(phrase(pair, ReasonKind::kEndsFlush), "ends the heart flush draw");
}

TEST(LineChange, ACardOfANewRankTakesAPlaceAndAFirstCardStartsTheLine) {
  const Board board = board_with({{0, "KH"}, {6, "9C"}});
  const LineChange taken = line_change(board, col_line(0), 5, parse_card("QD"), PointSystem::american());
  EXPECT_EQ(phrase(taken, ReasonKind::kTakesPlace, true), "takes a place in column 1 without pairing the king");
  EXPECT_EQ(find(line_change(board, col_line(0), 5, parse_card("KD"), PointSystem::american()), ReasonKind::kTakesPlace),
            nullptr);  // a king pairs it
  const LineChange start = line_change(board, col_line(3), 3, parse_card("KD"), PointSystem::american());
  EXPECT_EQ(phrase(start, ReasonKind::kStarts, true), "starts column 4");
}

// The chances behind the weights: a hand seen in a given share of deals.
LineOutcomes outcomes_with(int line, std::initializer_list<std::pair<int, double>> with,
                           std::initializer_list<std::pair<int, double>> without) {
  LineOutcomes outcomes;
  outcomes.deals = 1000;
  outcomes.scenarios = 2;
  for (const auto& [category, chance] : with) outcomes.count[0][static_cast<std::size_t>(line)][static_cast<std::size_t>(category)] = static_cast<int>(chance * 1000);
  for (const auto& [category, chance] : without) outcomes.count[1][static_cast<std::size_t>(line)][static_cast<std::size_t>(category)] = static_cast<int>(chance * 1000);
  return outcomes;
}

TEST(WeighReasons, AHandThatAlmostNeverComesIsNoReason) {
  // The 4 of hearts in an empty row gives up its royal flushes, and in greedy
  // play a row ends as a royal flush in no game: not a reason.
  const Board board = board_with({{0, "KS"}});
  LineChange change = line_change(board, 1, 5, parse_card("4H"), PointSystem::american());
  const Reason* royal = nullptr;
  for (const Reason& r : change.reasons)
    if (r.kind == ReasonKind::kGivesUp && r.category == kRoyalFlush) royal = &r;
  ASSERT_NE(royal, nullptr);
  const TigerHeuristic tiger(PointSystem::american(), TigerWeights{});
  const LineOutcomes simulated = simulate_line_outcomes(board, parse_card("4H"), 5, 24, tiger, PointSystem::american(), 200);
  weigh_reasons(change, simulated, 0, 1, PointSystem::american());
  EXPECT_LT(royal->chance, kLongShot);
  EXPECT_FALSE(royal->material);
  for (const int sign : {1, -1})
    if (const Reason* named = main_reason(change, sign)) {
      EXPECT_TRUE(named->material);
      EXPECT_NE(named->category, kRoyalFlush);
    }
}

TEST(WeighReasons, ADrawIsWeighedByTheChanceOfItsHandAndNamedWithItsSign) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}});
  LineChange change = line_change(board, 0, 3, parse_card("2S"), PointSystem::american());
  // With the card the row ends as a flush in 60% of the games, without it in 30%.
  weigh_reasons(change, outcomes_with(0, {{kFlush, 0.6}, {kOnePair, 0.1}}, {{kFlush, 0.3}, {kOnePair, 0.2}}), 0, 1,
                PointSystem::american());
  const Reason* kept = find(change, ReasonKind::kKeepsFlush);
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(kept->category, kFlush);
  EXPECT_DOUBLE_EQ(kept->chance, 0.6);
  EXPECT_DOUBLE_EQ(kept->stake, 20 * 0.6);
  EXPECT_EQ(main_reason(change, 1), kept);
  // Three of a kind came in no game either way: giving it up is no reason.
  const Reason* trips = nullptr;
  for (const Reason& r : change.reasons)
    if (r.kind == ReasonKind::kGivesUp && r.category == kThreeOfAKind) trips = &r;
  ASSERT_NE(trips, nullptr);
  EXPECT_FALSE(trips->material);
  // What is left against it is a place taken from the pairs: 10% of 2 points
  // over the two places the row had.
  const Reason* against = main_reason(change, -1);
  ASSERT_NE(against, nullptr);
  EXPECT_EQ(against->kind, ReasonKind::kTakesPlace);
  EXPECT_DOUBLE_EQ(against->stake, -2 * 0.2 / 2);
}

TEST(WeighReasons, AHandCompletedIsWorthWhatTheLineCouldHaveBecome) {
  // Trips completed now against an open line that made a full house a third
  // of the time: closing it at three of a kind costs it.
  const Board board = board_with({{0, "7C"}, {1, "7D"}, {2, "7H"}, {3, "KS"}});
  LineChange change = line_change(board, 0, 4, parse_card("2D"), PointSystem::american());
  weigh_reasons(change, outcomes_with(0, {{kThreeOfAKind, 1.0}}, {{kThreeOfAKind, 0.5}, {kFullHouse, 0.3}, {kFourOfAKind, 0.2}}),
                0, 1, PointSystem::american());
  const Reason* completes = find(change, ReasonKind::kCompletes);
  ASSERT_NE(completes, nullptr);
  EXPECT_DOUBLE_EQ(completes->stake, 10 - (0.5 * 10 + 0.3 * 25 + 0.2 * 50));
  EXPECT_EQ(reason_phrase(change, *completes, Verb::kPresent, Place::kInLine), "fills row 1 with only three of a kind");
}

}  // namespace
}  // namespace pps
