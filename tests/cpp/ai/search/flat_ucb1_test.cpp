// Flat UCB1 (ai/search/flat_ucb1.h), the Gettysburg team's alternative search
// (the depth-limited simulations it uses: playout_test.cpp).
#include "ai/search/flat_ucb1.h"
#include "cpu_time.h"

#include <gtest/gtest.h>

#include "ai/learn/learning_player.h"
#include "ai/players/random_player.h"
#include "engine/game.h"

namespace pps {
namespace {

const RandomPlacement kRandom;

Board royal_draw() {
  Board board;
  const char* cards[] = {"TH", "JH", "QH", "KH"};
  for (int cell = 0; cell < 4; ++cell) board.place(cell, parse_card(cards[cell]));
  return board;
}

TEST(FlatUcb1, FindsTheRoyalFlushAndSpendsItsSimulationsThere) {
  const PointSystem american = PointSystem::american();
  SearchLimits limits;
  limits.simulations = 5000;
  const Analysis a = flat_ucb1(royal_draw(), parse_card("AH"), full_playouts(kRandom, american), limits, 20);
  EXPECT_EQ(a.best, 4);
  EXPECT_EQ(a.simulations, 5000);
  // 100 points ahead of every other cell: an exploration term of 20 points
  // sends the others only a handful of simulations each.
  EXPECT_GT(a.samples[4], 4500);
  EXPECT_GT(a.value[4], a.value[5] + 50);
}

TEST(FlatUcb1, AHugeExplorationTermTriesEveryCellInTurn) {
  Game game(PointSystem::british(), 21);
  for (int cell : {0, 6, 12, 18, 3, 9}) game.play(cell);
  SearchLimits limits;
  limits.simulations = 1000;
  const Analysis a = flat_ucb1(game.board(), game.current_card(), full_playouts(kRandom, game.system()), limits, 1e9);
  std::int64_t least = limits.simulations, most = 0, total = 0;
  for (std::uint32_t e = game.board().empty_cells(); e; e &= e - 1) {
    const std::int64_t n = a.samples[__builtin_ctz(e)];
    least = std::min(least, n), most = std::max(most, n), total += n;
  }
  EXPECT_LE(most - least, 1);
  EXPECT_EQ(total, limits.simulations);
}

TEST(FlatUcb1, IsDeterministicWithASeedAndStopsOnTime) {
  Game game(PointSystem::american(), 5);
  for (int cell : {0, 1, 7, 13, 24}) game.play(cell);
  const Simulation simulate = full_playouts(kRandom, game.system());
  SearchLimits limits;
  limits.simulations = 3000;
  limits.seed = 7;
  const Analysis one = flat_ucb1(game.board(), game.current_card(), simulate, limits, 20);
  const Analysis two = flat_ucb1(game.board(), game.current_card(), simulate, limits, 20);
  EXPECT_EQ(one.best, two.best);
  for (int cell = 0; cell < kNumCells; ++cell) EXPECT_EQ(one.samples[cell], two.samples[cell]);

  limits.simulations = 0;
  limits.seconds = 0.05;
  const double cpu_start = test::thread_cpu_seconds();
  const Analysis timed = flat_ucb1(game.board(), game.current_card(), simulate, limits, 20);
  EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 0.5);  // CPU time: see cpu_time.h
  EXPECT_GT(timed.simulations, 0);
}

}  // namespace
}  // namespace pps
