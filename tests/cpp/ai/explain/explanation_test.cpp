// Hand-built positions whose explanation must say what a teacher would: the
// flush the card completes, the three of a kind both cells make, the straight
// draw the other cell would end, the costly hand avoided, the cell that
// scores more now; a close call called close, either being fine; the look
// one card ahead and the trial games named as such.
#include "ai/explain/explanation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "ai/explain/explanation_text.h"
#include "board_with.h"
#include "says.h"

namespace pps {
namespace {

using test::board_with;

struct Explained {
  Analysis analysis;
  Explanation explanation;
};

Explained explain(const std::string& spec, const PointSystem& system, const Board& board, const char* card,
                  int other = -1, int simulations = 200) {
  const auto player = make_player(spec);
  SearchBudget budget;
  budget.simulations = simulations;
  player->set_budget(budget);
  player->set_system(system);
  player->new_game(1);
  const Analysis analysis = player->analyze(board, parse_card(card));
  const auto split = line_split_of(*player, system);
  return {analysis, explain_move(board, parse_card(card), system, analysis, *split, other)};
}

double sum_of_shares(const Explanation& e) {
  double sum = 0;
  for (const Share& share : e.shares) sum += share.points;
  return sum;
}

using test::says;

TEST(Explanation, LeadsWithTheFlushTheCardCompletes) {
  const Board board = board_with({{0, "5H"}, {1, "3H"}, {2, "JH"}, {3, "7H"}, {12, "KS"}, {18, "2D"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "4H");
  EXPECT_EQ(x.explanation.best.cell, 4);
  EXPECT_EQ(x.explanation.text.rfind("Row 1: completes the heart flush.", 0), 0u) << x.explanation.text;
}

TEST(Explanation, NamesTheFlushDrawTheCardKeepsOpen) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {12, "7H"}, {18, "2D"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "6S", 24);
  EXPECT_EQ(row_of(x.explanation.best.cell), 0);
  EXPECT_TRUE(says(x.explanation, "Row 1: keeps the spade flush open (9 spades left).")) << x.explanation.text;
}

TEST(Explanation, SaysWhatBothCellsDoInsteadOfLettingItCancel) {
  // A pair of kings in column 2, and 5-6-7-8 in row 4: a king makes three
  // kings anywhere in column 2, but in row 4 it would end the straight draw.
  const Board board = board_with({{1, "KH"}, {6, "KD"}, {15, "5C"}, {17, "6D"}, {18, "7H"}, {19, "8S"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "KC", 16);
  const Explanation& e = x.explanation;
  ASSERT_TRUE(e.compared);
  EXPECT_EQ(col_of(e.best.cell), 1);
  EXPECT_EQ(e.text.rfind("Column 2: makes three kings.", 0), 0u) << e.text;
  EXPECT_TRUE(says(e, "Row 4, column 2, in the same column, would score ")) << e.text;
  EXPECT_TRUE(says(e, "there it would end the straight draw 5-6-7-8 in row 4")) << e.text;
}

TEST(Explanation, NamesTheStraightDrawThatTheOtherCellWouldEnd) {
  // Column 3 holds 5-6-7-8: a 6 there would pair and end the straight draw.
  const Board board = board_with({{2, "5C"}, {7, "6D"}, {12, "7H"}, {17, "8S"}, {0, "KD"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "6S", 22);
  const Explanation& e = x.explanation;
  EXPECT_TRUE(says(e, "Row 5, column 3 would score ")) << e.text;
  EXPECT_TRUE(says(e, "there it would end the straight draw 5-6-7-8 in column 3")) << e.text;
  EXPECT_GT(e.difference, 0);
}

TEST(Explanation, NamesTheHandThatCostsPointsAvoided) {
  const PointSystem flush_costs = PointSystem::parse("0,2,5,10,15,-100,25,50,75,100");
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}});
  const Explained x = explain("greedy", flush_costs, board, "KS", 24);
  EXPECT_EQ(row_of(x.explanation.best.cell), 0);
  EXPECT_TRUE(says(x.explanation, "Row 1: avoids a flush, which loses points here.")) << x.explanation.text;
}

TEST(Explanation, ACloseCallSaysEitherIsFineAndWhyTheAIPickedItsCell) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {12, "7H"}, {18, "2D"}});
  const auto player = make_player("greedy");
  player->set_system(PointSystem::american());
  Analysis analysis = player->analyze(board, parse_card("6S"));
  const auto split = line_split_of(*player, PointSystem::american());
  // Estimates from simulated games whose difference is within two and a half
  // standard errors, and then beyond them.
  const int best = analysis.best, other = 24;
  analysis.value[static_cast<std::size_t>(other)] = analysis.value[static_cast<std::size_t>(best)] - 1.0;
  for (const int cell : {best, other}) analysis.samples[static_cast<std::size_t>(cell)] = 500;
  analysis.gap_error[static_cast<std::size_t>(other)] = 0.8;
  Explanation close = explain_move(board, parse_card("6S"), PointSystem::american(), analysis, *split, other);
  EXPECT_TRUE(close.close);
  EXPECT_DOUBLE_EQ(close.margin, 2.0);
  EXPECT_TRUE(says(close, "Row 5, column 5 is about as good: ")) << close.text;
  EXPECT_TRUE(says(close, "either is fine, the AI rates it only a little lower.")) << close.text;
  // A reason of the board only where it tells the cells apart: none of the
  // shares is as large as the margin here, so none is named.
  for (const Share& share : close.shares) {
    EXPECT_FALSE(share.named && std::fabs(share.points) < close.margin) << close.text;
  }
  // The other cell's estimate higher: either is fine, and the AI kept the
  // cell its look ahead preferred, not for a reason of the board.
  analysis.value[static_cast<std::size_t>(other)] = analysis.value[static_cast<std::size_t>(best)] + 1.0;
  for (const int cell : {best, other}) analysis.lookahead[static_cast<std::size_t>(cell)] = analysis.value[static_cast<std::size_t>(best)];
  analysis.lookahead[static_cast<std::size_t>(other)] -= 2;
  const Explanation behind = explain_move(board, parse_card("6S"), PointSystem::american(), analysis, *split, other);
  EXPECT_TRUE(behind.close);
  EXPECT_EQ(behind.text.substr(behind.text.find("Row 5")),
            "Row 5, column 5 is about as good: either is fine, the AI kept its first choice.");
  // Beyond the margin: clear, in points a learner counts.
  analysis.value[static_cast<std::size_t>(other)] = analysis.value[static_cast<std::size_t>(best)] - 1.0;
  analysis.gap_error[static_cast<std::size_t>(other)] = 0.35;
  const Explanation clear = explain_move(board, parse_card("6S"), PointSystem::american(), analysis, *split, other);
  EXPECT_FALSE(clear.close);
  EXPECT_TRUE(says(clear, "Row 5, column 5 would score about 1 point less")) << clear.text;
}

TEST(Explanation, ByDefaultComparesWithTheCellThatScoresMostNow) {
  // Three 7s in row 2 and a pair of 9s in column 5: the 7 of spades makes four
  // 7s in row 2 now; the explanation compares with the cell that scores the
  // most now, whichever cell the AI picks, and says how much it takes now.
  const Board board = board_with({{5, "7H"}, {6, "7D"}, {7, "7C"}, {4, "9S"}, {14, "9H"}, {12, "2D"}});
  Analysis analysis = unrated_analysis();
  analysis.best = 24;  // as if the AI kept the 7 away from row 2
  const auto player = make_player("greedy");
  player->set_system(PointSystem::american());
  const auto split = line_split_of(*player, PointSystem::american());
  const Explanation e = explain_move(board, parse_card("7S"), PointSystem::american(), analysis, *split);
  ASSERT_TRUE(e.compared);
  EXPECT_EQ(row_of(e.other.cell), 1) << e.text;  // four 7s: 50 points
  EXPECT_EQ(e.now_gain, 50 - 10) << e.text;
  // The AI's values prefer the four 7s: it did not choose by them, and says so.
  EXPECT_TRUE(says(e, "would score about ")) << e.text;
  EXPECT_TRUE(says(e, " more by the AI's values, but it did not choose by them.")) << e.text;
  // With the AI's cell there too, no cell scores more now: the next best.
  analysis.best = 8;
  const Explanation same = explain_move(board, parse_card("7S"), PointSystem::american(), analysis, *split);
  EXPECT_LE(same.now_gain, 0) << same.text;
}

TEST(Explanation, TheLookaheadAndTheSimulatedGamesHaveSharesOfTheirOwn) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {6, "7H"}, {12, "7D"}, {18, "2D"}});
  // The champion: expectimax rates the cells, playouts race among the best.
  const Explained x = explain("champion:games=2000", PointSystem::american(), board, "7S", -1, 2000);
  const Explanation& e = x.explanation;
  ASSERT_TRUE(e.compared && e.from_estimates);
  EXPECT_TRUE(e.exact);
  EXPECT_DOUBLE_EQ(e.difference, x.analysis.value[e.best.cell] - x.analysis.value[e.other.cell]);
  EXPECT_NEAR(sum_of_shares(e), e.difference, 1e-9);
  double lookahead = 0, playouts = 0;
  for (const Share& share : e.shares) {
    if (share.kind == Share::Kind::kLookahead) lookahead += share.points;
    if (share.kind == Share::Kind::kPlayouts) playouts += share.points;
  }
  // Lookahead: its value minus the evaluator's; playouts: the estimate minus the lookahead's.
  EXPECT_NEAR(lookahead, (e.best.lookahead - e.best.value) - (e.other.lookahead - e.other.value), 1e-9);
  EXPECT_NEAR(playouts, (e.best.estimate - e.best.lookahead) - (e.other.estimate - e.other.lookahead), 1e-9);
  for (const Share& share : e.shares) {
    const std::string words = share_words(e, share);
    if (share.kind == Share::Kind::kLookahead) {
      EXPECT_EQ(words.rfind("looking one card ahead, ", 0), 0u) << words;
    }
    if (share.kind == Share::Kind::kPlayouts) {
      EXPECT_EQ(words.rfind("in the AI's trial games it does better ", 0), 0u) << words;
    }
  }
}

TEST(Explanation, SaysWhenItsSplitIsApproximate) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {12, "7H"}});
  const Explained x = explain("tdnet:games=200,search=greedy", PointSystem::american(), board, "KS");
  EXPECT_FALSE(x.explanation.exact);
  EXPECT_EQ(x.explanation.method.rfind("approximate: ", 0), 0u);
  EXPECT_NEAR(sum_of_shares(x.explanation), x.explanation.difference, 1e-9);
}

TEST(Explanation, WithoutAnotherCellItSaysWhatTheCardDoes) {
  // The first card: every cell is equivalent.
  const Explained first = explain("greedy", PointSystem::american(), Board{}, "AH");
  EXPECT_FALSE(first.explanation.compared);
  const int chosen = first.explanation.best.cell;
  std::ostringstream expected;
  expected << "The ace of hearts starts row " << row_of(chosen) + 1 << " and column " << col_of(chosen) + 1
           << ". Every other empty cell is worth the same.";
  EXPECT_EQ(first.explanation.text, expected.str());
  // The last card has one cell.
  Board full;
  for (int cell = 0; cell < kNumCells - 1; ++cell) full.place(cell, static_cast<Card>(cell));
  const Explained last = explain("greedy", PointSystem::american(), full, "KS");
  EXPECT_FALSE(last.explanation.compared);
  EXPECT_TRUE(says(last.explanation, "It is the only empty cell."));
}

TEST(Explanation, RefusesCellsThatCannotBeCompared) {
  const Board board = board_with({{0, "4S"}});
  const auto player = make_player("greedy");
  player->set_system(PointSystem::american());
  const Analysis analysis = player->analyze(board, parse_card("9S"));
  const auto split = line_split_of(*player, PointSystem::american());
  EXPECT_THROW(explain_move(board, parse_card("9S"), PointSystem::american(), analysis, *split, 0), std::invalid_argument);
  EXPECT_THROW(explain_move(board, parse_card("9S"), PointSystem::american(), analysis, *split, analysis.best),
               std::invalid_argument);
  EXPECT_THROW(explain_move(board, parse_card("4S"), PointSystem::american(), analysis, *split), std::invalid_argument);
}

}  // namespace
}  // namespace pps
