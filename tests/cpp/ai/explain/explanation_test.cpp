// Hand-built positions whose explanation must name the reason a person would
// give: the flush draw kept, the pair made, the straight that dies, the
// hand that costs points avoided; and what the search adds, named as such.
#include "ai/explain/explanation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "ai/explain/explanation_text.h"
#include "board_with.h"

namespace pps {
namespace {

using test::board_with;

struct Explained {
  Analysis analysis;
  Explanation explanation;
};

Explained explain(const std::string& spec, const PointSystem& system, const Board& board, const char* card,
                  int other = -1) {
  const auto player = make_player(spec);
  SearchBudget budget;
  budget.simulations = 200;
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

TEST(Explanation, NamesTheFlushDrawTheCardKeepsOpen) {
  // Compared with a cell of an empty row and column (the best cell next to
  // it in row 1 would hold the flush draw as well).
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {12, "7H"}, {18, "2D"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "6S", 24);
  EXPECT_EQ(row_of(x.explanation.best.cell), 0);
  EXPECT_NE(x.explanation.text.find("Row 1: keeps the spade flush open (4 spades, 9 unseen)."), std::string::npos)
      << x.explanation.text;
}

TEST(Explanation, NamesThePairTheCardMakes) {
  const Board board = board_with({{0, "3C"}, {6, "7H"}, {12, "9S"}, {24, "QD"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "7C", 18);
  const int best = x.explanation.best.cell;
  EXPECT_TRUE(row_of(best) == 1 || col_of(best) == 1) << best;
  EXPECT_NE(x.explanation.text.find(": pairs the 7."), std::string::npos) << x.explanation.text;
}

TEST(Explanation, NamesTheStraightThatTheOtherCellWouldEnd) {
  // Column 3 holds 5-6-7-8: a 6 there would end the straight.
  const Board board = board_with({{2, "5C"}, {7, "6D"}, {12, "7H"}, {17, "8S"}, {0, "KD"}});
  const Explained x = explain("greedy", PointSystem::american(), board, "6S", 22);
  EXPECT_NE(x.explanation.text.find("Row 5, column 3 instead would score "), std::string::npos) << x.explanation.text;
  EXPECT_NE(x.explanation.text.find("mostly because it ends the straight 5-6-7-8 in column 3"), std::string::npos)
      << x.explanation.text;
  EXPECT_GT(x.explanation.difference, 0);
}

TEST(Explanation, NamesTheHandThatCostsPointsAvoided) {
  const PointSystem flush_costs = PointSystem::parse("0,2,5,10,15,-100,25,50,75,100");
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}});
  const Explained x = explain("greedy", flush_costs, board, "KS", 24);
  EXPECT_EQ(row_of(x.explanation.best.cell), 0);
  EXPECT_NE(x.explanation.text.find("Row 1: avoids a flush (\u2212100)."), std::string::npos) << x.explanation.text;
}

TEST(Explanation, TheSearchsPartIsNamedAsSuchAndTheSharesAddUp) {
  const Board board = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {6, "7H"}, {12, "7D"}, {18, "2D"}});
  // Expectimax over NARL values: looking ahead; flat Monte Carlo: playouts.
  for (const auto& [spec, name] : {std::pair<std::string, std::string>{"narl:games=2000", "looking ahead at the next cards"},
                                   {"mc:eval=points", "playing the rest of the game out"}}) {
    const Explained x = explain(spec, PointSystem::american(), board, "7S");
    const Explanation& e = x.explanation;
    ASSERT_TRUE(e.compared && e.from_estimates) << spec;
    EXPECT_TRUE(e.exact) << spec;
    EXPECT_DOUBLE_EQ(e.difference, x.analysis.value[e.best.cell] - x.analysis.value[e.other.cell]);
    EXPECT_NEAR(sum_of_shares(e), e.difference, 1e-9);
    int searches = 0;
    for (const Share& share : e.shares) {
      if (share.kind != Share::Kind::kSearch) continue;
      ++searches;
      EXPECT_EQ(share.name, name);
      EXPECT_NEAR(share.points, e.difference - (e.best.value - e.other.value), 1e-9);
    }
    EXPECT_EQ(searches, 1) << spec;
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
  expected << "Row " << row_of(chosen) + 1 << ": opens an empty line. Column " << col_of(chosen) + 1
           << ": opens an empty line. Every other empty cell is worth the same.";
  EXPECT_EQ(first.explanation.text, expected.str());
  // The last card has one cell.
  Board full;
  for (int cell = 0; cell < kNumCells - 1; ++cell) full.place(cell, static_cast<Card>(cell));
  const Explained last = explain("greedy", PointSystem::american(), full, "KS");
  EXPECT_FALSE(last.explanation.compared);
  EXPECT_NE(last.explanation.text.find("It is the only empty cell."), std::string::npos);
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
