// The move clock: one limit applies, and only moves that searched against a
// per-game budget teach it how far moves overshoot.
#include "ai/core/move_clock.h"

#include <gtest/gtest.h>

#include <thread>

namespace pps {
namespace {

TEST(MoveClock, ASimulationBudgetGivesNoSecondsAndCarriesTheMovesSeedAndThreads) {
  SearchBudget budget;
  budget.simulations = 500;
  budget.threads = 3;
  const std::atomic<bool> stop{false};
  const TimedMove move = MoveClock().start(budget, 10, 42, &stop);
  EXPECT_EQ(move.limits.simulations, 500);
  EXPECT_EQ(move.limits.seconds, 0);
  EXPECT_EQ(move.limits.threads, 3);
  EXPECT_EQ(move.limits.seed, 42u);
  EXPECT_EQ(move.limits.stop, &stop);
}

TEST(MoveClock, APerMoveBudgetKeepsAMarginForWhatFollowsTheLastLookAtTheClock) {
  SearchBudget budget;
  budget.move_seconds = 1.0;
  EXPECT_DOUBLE_EQ(MoveClock().start(budget, 10, 0, nullptr).limits.seconds, 0.995);
  budget.move_seconds = 0.01;
  EXPECT_DOUBLE_EQ(MoveClock().start(budget, 10, 0, nullptr).limits.seconds, 0.009);
}

TEST(MoveClock, APerGameBudgetSharesWhatIsLeftAndOnlySearchesTeachOvershoot) {
  SearchBudget budget;
  budget.game_seconds = 2.0;
  MoveClock clock;
  const double first = clock.start(budget, 10, 0, nullptr).limits.seconds;
  EXPECT_DOUBLE_EQ(first, move_allowance(2.0, 0, 10));

  TimedMove quick = clock.start(budget, 10, 0, nullptr);  // a rule decided: not searched
  quick.start -= std::chrono::milliseconds(300);         // as if it took 0.3 s, over its allowance
  clock.finish(quick, budget);
  EXPECT_NEAR(clock.used(), 0.3, 0.05);
  EXPECT_DOUBLE_EQ(clock.start(budget, 9, 0, nullptr).limits.seconds, move_allowance(2.0, clock.used(), 9, 0));

  TimedMove searched = clock.start(budget, 9, 0, nullptr);
  searched.searched = true;
  searched.start -= std::chrono::milliseconds(300);  // 0.3 s against a smaller allowance: it overshot
  clock.finish(searched, budget);
  const double overshoot = 0.3 - searched.limits.seconds;
  ASSERT_GT(overshoot, 0.05);
  EXPECT_NEAR(clock.start(budget, 8, 0, nullptr).limits.seconds, move_allowance(2.0, clock.used(), 8, overshoot), 0.01);

  clock.new_game();
  EXPECT_EQ(clock.used(), 0);
}

}  // namespace
}  // namespace pps
