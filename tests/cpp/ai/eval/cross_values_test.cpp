// The cross correction of NARL's values (ai/eval/cross_values.h): what its
// features tell apart, and that its incremental ratings are its evaluations.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/eval/cross_values.h"
#include "ai/learn/narl_learner.h"
#include "board_with.h"
#include "engine/rng.h"

namespace pps {
namespace {

using test::board_with;

std::uint32_t cell_index(const Board& board, int cell) {
  const UnseenCounts unseen(board.unseen());
  return CrossValues::index(CrossValues::line(board.line(row_line(cell)), unseen),
                            CrossValues::line(board.line(col_line(cell)), unseen), unseen,
                            CrossValues::stage(board.num_placed()));
}

TEST(CrossValues, SeesTwoLinesChasingFlushesThroughOneCell) {
  // Cell 6 (row 1, column 1): its row holds hearts, its column one or another suit.
  const Board same = board_with({{5, "2H"}, {7, "9H"}, {1, "5H"}, {11, "KH"}});
  const Board two_suits = board_with({{5, "2H"}, {7, "9H"}, {1, "5S"}, {11, "KS"}});
  const Board scarce = board_with({{5, "2H"}, {7, "9H"}, {1, "5H"}, {11, "KH"}, {24, "3H"}, {23, "4H"}, {22, "6H"},
                                   {21, "7H"}, {20, "8H"}});
  EXPECT_NE(cell_index(same, 6), cell_index(two_suits, 6));
  EXPECT_NE(cell_index(same, 6), cell_index(scarce, 6));  // fewer hearts left for both
  // The same shapes in other suits and ranks are the same feature.
  const Board other = board_with({{5, "3C"}, {7, "TC"}, {1, "6C"}, {11, "QC"}});
  EXPECT_EQ(cell_index(same, 6), cell_index(other, 6));
  // Row and column play alike: the transposed board reads the same weight.
  const Board transposed = board_with({{1, "2H"}, {11, "9H"}, {5, "5H"}, {7, "KH"}});
  EXPECT_EQ(cell_index(same, 6), cell_index(transposed, 6));
}

TEST(CrossValues, SeesRanksBothLinesHold) {
  const Board shared = board_with({{5, "7H"}, {1, "7S"}});
  const Board apart = board_with({{5, "7H"}, {1, "8S"}});
  EXPECT_NE(cell_index(shared, 6), cell_index(apart, 6));
}

TEST(CrossValues, ZeroWeightsAreNarl) {
  const PointSystem american = PointSystem::american();
  NarlValues narl;
  LearnBudget budget;
  budget.games = 500;
  learn_narl(narl, american, NarlLearnSettings{}, budget, nullptr, nullptr);
  const CrossValues cross;
  const CrossEvaluator evaluator(narl, cross, american);
  const NarlEvaluator base(narl, american);
  for (int cards = 0; cards <= kNumCells; cards += 3) {
    const Board board = test::random_board(cards, 40 + static_cast<std::uint64_t>(cards));
    EXPECT_EQ(evaluator.evaluate(board), base.evaluate(board));
  }
}

TEST(CrossValues, IncrementalRatingsAreTheEvaluationsDifferences) {
  const PointSystem american = PointSystem::american();
  NarlValues narl;
  narl.use_straight_outs = true;
  LearnBudget budget;
  budget.games = 500;
  learn_narl(narl, american, NarlLearnSettings{}, budget, nullptr, nullptr);
  for (const bool suits : {false, true}) {
    CrossValues cross(suits);
    Rng rng(7);
    for (float& w : cross.weights()) w = static_cast<float>(rng.uniform() * 4 - 2);
    const CrossEvaluator evaluator(narl, cross, american);
    int checked = 0;
    for (int cards = 0; cards < kNumCells; ++cards) {
      for (std::uint64_t seed = 0; seed < 6; ++seed) {
        const Board board = test::random_board(cards, 1000 * static_cast<std::uint64_t>(cards) + seed);
        Card card;
        do card = static_cast<Card>(rng.below(kNumCards));
        while (board.has_card(card));
        std::array<double, kNumCells> rated;
        evaluator.rate_placements(board, card, rated);
        const int first = __builtin_ctz(board.empty_cells());
        Board after = board;
        after.place(first, card);
        const double first_value = evaluator.evaluate(after);
        for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
          const int cell = __builtin_ctz(e);
          Board placed = board;
          placed.place(cell, card);
          // NARL's hand-size and line values are floats: equal to float precision.
          EXPECT_NEAR(rated[cell] - rated[first], evaluator.evaluate(placed) - first_value, 1e-3)
              << cards << " cards, cell " << cell << ", suits " << suits;
          ++checked;
        }
      }
    }
    EXPECT_GT(checked, 1000);
  }
}

TEST(CrossValues, SeesRowsAndColumnsChasingOneSuit) {
  // Two columns on hearts, or one column on hearts and one on spades.
  const Board hearts = board_with({{0, "2H"}, {5, "5H"}, {1, "9H"}, {6, "KH"}});
  const Board two_suits = board_with({{0, "2H"}, {5, "5H"}, {1, "9S"}, {6, "KS"}});
  const CrossValues cross(true);
  std::array<std::uint32_t, CrossValues::kMaxFeatures> a, b;
  const int na = cross.features(hearts, a), nb = cross.features(two_suits, b);
  EXPECT_EQ(na + 1, nb);  // one suit chased against two
  EXPECT_NE(a[static_cast<std::size_t>(na - 1)], b[static_cast<std::size_t>(nb - 1)]);
}

}  // namespace
}  // namespace pps
