// Playouts (ai/search/playout.h): depth-limited simulations.
#include <gtest/gtest.h>

#include "ai/players/random_player.h"
#include "ai/search/playout.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace pps {
namespace {

const RandomPlacement kRandomPlacement;

TEST(PlayOutToDepth, PlacesAtMostDepthCardsAndLeavesTheBoardAsItWas) {
  Game game(PointSystem::american(), 3);
  for (int cell = 0; cell < 18; ++cell) game.play(cell);  // 7 empty cells
  Board board = game.board();
  Card future[kNumCells];
  Rng rng(1);
  sample_cards(board.unseen(), 7, rng, future);
  const auto placed = [](const Board& b) { return static_cast<double>(b.num_placed()); };
  EXPECT_EQ(play_out_to_depth(board, future, 5, kRandomPlacement, rng, placed), 23);
  EXPECT_EQ(play_out_to_depth(board, future, 0, kRandomPlacement, rng, placed), 25);  // 0: to the end
  EXPECT_EQ(play_out_to_depth(board, future, 9, kRandomPlacement, rng, placed), 25);  // never past a full board
  EXPECT_EQ(board.num_placed(), 18);
  EXPECT_EQ(board.empty_cells(), game.board().empty_cells());
}

}  // namespace
}  // namespace pps
