// The champion's Monte Carlo race (ai/search/race_monte_carlo.h): it finds a cell that
// is clearly best and stops early, races close cells to the end of the budget,
// keeps the caller's choice unless it is clearly behind, and gives the same
// answer on one thread or two under a fixed budget.
#include "ai/search/race_monte_carlo.h"

#include <gtest/gtest.h>

#include "engine/game.h"

namespace pps {
namespace {

const RandomPlacement kRandomPlayouts;

// Ten to king of hearts in the first row: the ace of hearts makes a royal flush in cell 4.
Board royal_flush_waiting() {
  Board board;
  const char* cards[] = {"TH", "JH", "QH", "KH"};
  for (int cell = 0; cell < 4; ++cell) board.place(cell, parse_card(cards[cell]));
  return board;
}

TEST(RaceMonteCarlo, FindsTheRoyalFlushAndStopsEarly) {
  const Board board = royal_flush_waiting();
  const PointSystem american = PointSystem::american();
  SearchLimits limits;
  limits.simulations = 200000;
  const Analysis a = race_monte_carlo(board, parse_card("AH"), kRandomPlayouts, american, limits);
  EXPECT_EQ(a.best, 4);
  // 100 points ahead: every other cell goes after the first round.
  EXPECT_LT(a.simulations, limits.simulations / 10);
  EXPECT_GT(a.value[4], a.value[5] + 50);
  EXPECT_EQ(a.samples[4], a.samples[5]);
}

TEST(RaceMonteCarlo, KeepsTheIncumbentUnlessTheLeaderIsClearlyAhead) {
  const Board board = royal_flush_waiting();
  const PointSystem american = PointSystem::american();
  SearchLimits limits;
  limits.simulations = 20000;
  limits.cells = (1u << 4) | (1u << 5) | (1u << 6);  // the royal flush's cell and two that spoil it
  RaceSettings settings;
  settings.z = 1e9;  // nobody dropped: the incumbent races to the end
  settings.incumbent = 5;
  settings.keep_z = 1e9;  // no lead is enough
  const Analysis kept = race_monte_carlo(board, parse_card("AH"), kRandomPlayouts, american, limits, settings);
  EXPECT_EQ(kept.best, 5);
  EXPECT_GT(kept.value[4], kept.value[5] + 50);  // the estimates are the race's, whoever is chosen
  settings.keep_z = 2;  // the royal flush is far more than 2 SE ahead
  EXPECT_EQ(race_monte_carlo(board, parse_card("AH"), kRandomPlayouts, american, limits, settings).best, 4);
  // Dropped (z=3) means clearly behind: then no keep_z keeps it.
  settings.z = 3;
  settings.keep_z = 1e9;
  EXPECT_EQ(race_monte_carlo(board, parse_card("AH"), kRandomPlayouts, american, limits, settings).best, 4);
}

TEST(RaceMonteCarlo, GivesCloseCellsTheWholeBudgetAndDropsOthers) {
  Game game(PointSystem::british(), 21);
  for (int cell : {0, 6, 12, 18, 3, 9}) game.play(cell);
  SearchLimits limits;
  limits.simulations = 20000;
  RaceSettings never;
  never.z = 100;  // nobody is ever that far behind: a plain flat Monte Carlo
  const Analysis flat = race_monte_carlo(game.board(), game.current_card(), kRandomPlayouts, game.system(), limits, never);
  const std::int64_t deals = flat.samples[1];
  for (std::uint32_t e = game.board().empty_cells(); e; e &= e - 1) EXPECT_EQ(flat.samples[__builtin_ctz(e)], deals);
  EXPECT_LE(flat.simulations, limits.simulations);
  EXPECT_GT(flat.simulations, limits.simulations * 9 / 10);

  const Analysis raced = race_monte_carlo(game.board(), game.current_card(), kRandomPlayouts, game.system(), limits);
  EXPECT_LE(raced.simulations, limits.simulations);
  // Dropped cells stop early, so the leader is played on more deals than flat gave it.
  std::int64_t least = raced.samples[raced.best];
  for (std::uint32_t e = game.board().empty_cells(); e; e &= e - 1) least = std::min(least, raced.samples[__builtin_ctz(e)]);
  EXPECT_LT(least, raced.samples[raced.best]);
  EXPECT_GT(raced.samples[raced.best], deals);
}

TEST(RaceMonteCarlo, AFixedBudgetGivesTheSameAnswerOnAnyNumberOfThreads) {
  Game game(PointSystem::american(), 5);
  for (int cell : {0, 1, 7, 13, 24}) game.play(cell);
  SearchLimits limits;
  limits.simulations = 30000;
  limits.seed = 99;
  const Analysis one = race_monte_carlo(game.board(), game.current_card(), kRandomPlayouts, game.system(), limits);
  limits.threads = 2;
  const Analysis two = race_monte_carlo(game.board(), game.current_card(), kRandomPlayouts, game.system(), limits);
  EXPECT_EQ(one.best, two.best);
  EXPECT_EQ(one.simulations, two.simulations);
  for (int cell = 0; cell < kNumCells; ++cell) {
    EXPECT_EQ(one.samples[cell], two.samples[cell]);
    if (one.samples[cell]) {
      EXPECT_EQ(one.value[cell], two.value[cell]);
    }
  }
}

TEST(RaceMonteCarlo, AOneCellRaceNeedsNoPlayouts) {
  Game game(PointSystem::american(), 2);
  for (int cell = 0; cell < 24; ++cell) game.play(cell);
  SearchLimits limits;
  limits.simulations = 1000;
  const Analysis a = race_monte_carlo(game.board(), game.current_card(), kRandomPlayouts, game.system(), limits);
  EXPECT_EQ(a.best, 24);
  EXPECT_EQ(a.simulations, 0);
}

}  // namespace
}  // namespace pps
