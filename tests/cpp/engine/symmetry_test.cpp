// Equivalent empty cells (engine/symmetry.h): the classes are the expected
// ones, and a card placed in a cell or in its representative leads to games
// that score the same once completed alike.
#include "engine/symmetry.h"

#include <gtest/gtest.h>

#include <utility>

#include "engine/rng.h"

namespace pps {
namespace {

TEST(Symmetry, AnEmptyBoardIsOneClassAndOneCardMakesThree) {
  Board board;
  EXPECT_EQ(distinct_empty_cells(board), 1u);  // every cell is like cell 0
  EXPECT_EQ(symmetric_representative(board, 18), 0);
  board.place(12, parse_card("AS"));  // the centre
  // Its row (first empty column: 0), its column (first empty row: 0), elsewhere.
  EXPECT_EQ(distinct_empty_cells(board), (1u << 10) | (1u << 2) | (1u << 0));
  EXPECT_EQ(symmetric_representative(board, 14), 10);
  EXPECT_EQ(symmetric_representative(board, 22), 2);
  EXPECT_EQ(symmetric_representative(board, 24), 0);
}

TEST(Symmetry, ACellInAFilledRowAndColumnIsItsOwnClass) {
  Board board;
  board.place(0, parse_card("2C"));
  board.place(6, parse_card("3C"));
  // Cell 1 (row 0, column 1): both lines hold a card.
  EXPECT_EQ(symmetric_representative(board, 1), 1);
  EXPECT_TRUE(distinct_empty_cells(board) & (1u << 1));
  // Rows 2-4 and columns 2-4 are empty: cell 24 stands for all nine.
  EXPECT_EQ(symmetric_representative(board, 24), 12);
}

// Swapping rows a and b and columns c and d of a cell index.
int swapped(int cell, int a, int b, int c, int d) {
  int row = row_of(cell), col = col_of(cell);
  row = row == a ? b : row == b ? a : row;
  col = col == c ? d : col == d ? c : col;
  return row * kGridSize + col;
}

TEST(Symmetry, EquivalentPlacementsScoreTheSameWhenCompletedAlike) {
  Rng rng(7);
  const PointSystem systems[] = {PointSystem::american(), PointSystem::british(), PointSystem::parse("random:3")};
  for (int trial = 0; trial < 300; ++trial) {
    // A random partial board (0-9 cards) and a random next card.
    Board board;
    Card deck[kNumCards];
    for (int i = 0; i < kNumCards; ++i) deck[i] = static_cast<Card>(i);
    for (int i = kNumCards - 1; i > 0; --i) std::swap(deck[i], deck[rng.below(static_cast<std::uint32_t>(i + 1))]);
    const int placed = static_cast<int>(rng.below(10));
    int next = 0;
    for (int i = 0; i < placed; ++i) {
      int cell;
      do cell = static_cast<int>(rng.below(kNumCells));
      while (!board.is_empty(cell));
      board.place(cell, deck[next++]);
    }
    const Card card = deck[next++];
    for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
      const int cell = __builtin_ctz(e);
      const int rep = symmetric_representative(board, cell);
      ASSERT_TRUE(distinct_empty_cells(board) & (1u << rep));
      // The map that swaps cell's row and column with rep's (both empty where they differ).
      const auto map = [&](int c) { return swapped(c, row_of(cell), row_of(rep), col_of(cell), col_of(rep)); };
      Board a = board, b = board;
      a.place(cell, card);
      b.place(rep, card);
      int k = next;
      for (std::uint32_t f = a.empty_cells(); f; f &= f - 1) {
        const int c = __builtin_ctz(f);
        ASSERT_TRUE(b.is_empty(map(c)));
        a.place(c, deck[k]);
        b.place(map(c), deck[k]);
        ++k;
      }
      for (const PointSystem& system : systems) ASSERT_EQ(a.score(system), b.score(system)) << "cell " << cell;
    }
  }
}

}  // namespace
}  // namespace pps
