// The champion (the "champion" spec: NARL's hybrid of expectimax and the Monte
// Carlo race): the cells it searches, and its game budget.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include "ai/core/match.h"
#include "engine/game.h"
#include "cpu_time.h"
#include "learner.h"

namespace pps {
namespace {

using test::learner;

TEST(Champion, SpendsAContestLikeBudgetOnMonteCarloWithoutOverrunning) {
  // z=100: the race never drops a cell, so every move uses its whole share
  // (by default a clear move ends early and leaves its time to the others).
  auto player = learner("champion:games=1000,z=100");
  player->set_system(PointSystem::american());
  SearchBudget budget;
  budget.game_seconds = 7.5;  // 0.3 s a move: enough for the Monte Carlo part
  player->set_budget(budget);
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = test::thread_cpu_seconds();
  play_game(*player, PointSystem::american(), 3);
  EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 7.5);  // the upper bound in CPU time (cpu_time.h)
  // The lower bound in wall-clock time: expectimax alone takes well under a
  // second, and the Monte Carlo part seconds (fewer on a busy machine, where
  // the clock keeps more back for overshooting moves: search_budget.h).
  EXPECT_GT(elapsed_seconds(start), 2.0);
}

TEST(Champion, HybridSearchesOnlyAmongTheBestExpectimaxCells) {
  auto expectimax = learner("narl:games=3000");
  expectimax->set_system(PointSystem::american());
  const std::string bytes = expectimax->save();
  // Hybrid by default; without its straight-outs feature it learns narl's very values.
  auto champion = learner("champion:games=3000,top=3,outs=off");
  EXPECT_THROW(champion->load(bytes, PointSystem::american()), std::invalid_argument);  // narl's data, not champion's
  champion->set_system(PointSystem::american());
  SearchBudget sims;
  sims.simulations = 10000;
  champion->set_budget(sims);
  Game game(PointSystem::american(), 8);
  for (int cell = 0; cell < 6; ++cell) game.play(cell * 4);
  const Analysis ranked = expectimax->analyze(game.board(), game.current_card());
  const Analysis chosen = champion->analyze(game.board(), game.current_card());
  // The champion's choice is one of expectimax's three best cells.
  int better = 0;
  for (int cell = 0; cell < kNumCells; ++cell)
    if (game.board().is_empty(cell) && ranked.value[cell] > ranked.value[chosen.best]) ++better;
  EXPECT_LT(better, 3);
  // Expectimax's leaves plus the race's playouts (at most the budget: the
  // race may end early).
  EXPECT_GT(chosen.simulations, ranked.simulations + 1000);
  EXPECT_LE(chosen.simulations, ranked.simulations + sims.simulations);

  // With too small a budget for Monte Carlo (fewer than per_cell=300 playouts
  // for each of two cells) the champion is expectimax.
  sims.simulations = 500;
  champion->set_budget(sims);
  const Analysis small = champion->analyze(game.board(), game.current_card());
  EXPECT_EQ(small.simulations, ranked.simulations);
}

TEST(Champion, RacesAFewCellsOnTheBudgetOfAOneSecondGame) {
  auto champion = learner("champion:games=3000");
  champion->set_system(PointSystem::american());
  auto expectimax = learner("champion:games=3000,search=expectimax");
  expectimax->load(champion->save(), PointSystem::american());
  SearchBudget budget;
  budget.simulations = 1000;  // about what a 1 s game affords a move natively (40 ms)
  champion->set_budget(budget);
  expectimax->set_budget(budget);
  Game game(PointSystem::american(), 8);
  for (int cell = 0; cell < 6; ++cell) game.play(cell * 4);
  champion->new_game(1);
  const Analysis raced = champion->analyze(game.board(), game.current_card());
  const Analysis ranked = expectimax->analyze(game.board(), game.current_card());
  // 1000 playouts race expectimax's best three cells (300 or more each), on top of expectimax.
  EXPECT_GT(raced.simulations, ranked.simulations + 900);
  int played_out = 0;
  for (int cell = 0; cell < kNumCells; ++cell) played_out += raced.samples[cell] > 0 && raced.samples[cell] != ranked.samples[cell];
  EXPECT_GE(played_out, 2);
}

TEST(Champion, LooksTwoCardsAheadWhenAsked) {
  // With three empty cells, expectimax two cards ahead reaches every full
  // board: its values are the exact endgame's, which one card ahead only estimates.
  auto exact = learner("champion:games=3000,search=expectimax,endgame=3");
  exact->set_system(PointSystem::american());
  auto two_ahead = learner("champion:games=3000,search=expectimax,endgame=0,ahead=2");
  auto one_ahead = learner("champion:games=3000,search=expectimax,endgame=0");
  two_ahead->load(exact->save(), PointSystem::american());
  one_ahead->load(exact->save(), PointSystem::american());
  SearchBudget budget;
  budget.simulations = 1;  // untimed: the searches are the ones asked for
  for (auto* player : {exact.get(), two_ahead.get(), one_ahead.get()}) player->set_budget(budget);
  Game game(PointSystem::american(), 8);
  while (game.turn() < kNumCells - 3) game.play(__builtin_ctz(game.board().empty_cells()));
  const Analysis truth = exact->analyze(game.board(), game.current_card());
  const Analysis two = two_ahead->analyze(game.board(), game.current_card());
  const Analysis one = one_ahead->analyze(game.board(), game.current_card());
  bool one_differs = false;
  for (int cell = 0; cell < kNumCells; ++cell) {
    if (!game.board().is_empty(cell)) continue;
    EXPECT_DOUBLE_EQ(two.value[cell], truth.value[cell]) << "cell " << cell;
    one_differs = one_differs || one.value[cell] != truth.value[cell];
  }
  EXPECT_TRUE(one_differs);
  EXPECT_THROW(make_player("champion:ahead=4"), std::invalid_argument);
}

TEST(Champion, LooksFurtherAheadOnlyWhereTheMoveAffordsIt) {
  // Two cards ahead takes tenths of a second on a mid-game move; under a
  // 0.1 s move budget every move keeps to it.
  auto player = learner("champion:games=1000,ahead=2");
  player->set_system(PointSystem::american());
  SearchBudget budget;
  budget.move_seconds = 0.1;
  player->set_budget(budget);
  player->new_game(1);
  Game game(PointSystem::american(), 3);
  double slowest = 0;
  while (!game.over()) {
    const double cpu_start = test::thread_cpu_seconds();
    game.play(player->choose(game.board(), game.current_card()));
    slowest = std::max(slowest, test::thread_cpu_seconds() - cpu_start);
  }
  EXPECT_LT(slowest, budget.move_seconds);  // the upper bound in CPU time (cpu_time.h)
}

}  // namespace
}  // namespace pps
