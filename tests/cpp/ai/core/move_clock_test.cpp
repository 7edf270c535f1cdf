// The move clock: one limit applies, and only moves that searched against a
// per-game budget teach it how far moves overshoot.
#include "ai/core/move_clock.h"

#include <gtest/gtest.h>

#include <chrono>

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

// The clock reads the real time, and a loaded machine may pause this test
// between any two statements: so the time a move took is bounded by readings
// of our own around it, and what the clock learned from a move is read back
// from the clock itself (its used time before and after), never assumed to be
// the 0.3 s the test added.
TEST(MoveClock, APerGameBudgetSharesWhatIsLeftAndOnlySearchesTeachOvershoot) {
  using std::chrono::steady_clock;
  const auto seconds_since = [](steady_clock::time_point t) {
    return std::chrono::duration<double>(steady_clock::now() - t).count();
  };
  SearchBudget budget;
  budget.game_seconds = 2.0;
  MoveClock clock;
  const double first = clock.start(budget, 10, 0, nullptr).limits.seconds;
  EXPECT_DOUBLE_EQ(first, move_allowance(2.0, 0, 10));

  steady_clock::time_point before = steady_clock::now();
  TimedMove quick = clock.start(budget, 10, 0, nullptr);  // a rule decided: not searched
  quick.start -= std::chrono::milliseconds(300);         // as if it took 0.3 s, over its allowance
  clock.finish(quick, budget);
  EXPECT_GE(clock.used(), 0.3);
  EXPECT_LE(clock.used(), 0.3 + seconds_since(before));
  // It taught no overshoot: the next allowance is the plain share of what is left.
  EXPECT_DOUBLE_EQ(clock.start(budget, 9, 0, nullptr).limits.seconds, move_allowance(2.0, clock.used(), 9, 0));

  const double used_before = clock.used();
  before = steady_clock::now();
  TimedMove searched = clock.start(budget, 9, 0, nullptr);
  searched.searched = true;
  searched.start -= std::chrono::milliseconds(300);  // 0.3 s against a smaller allowance: it overshot
  clock.finish(searched, budget);
  const double took = clock.used() - used_before;
  EXPECT_GE(took, 0.3);
  EXPECT_LE(took, 0.3 + seconds_since(before));
  const double overshoot = took - searched.limits.seconds;
  ASSERT_GT(overshoot, 0.05);
  // The next allowance keeps back twice that overshoot for each move to come,
  // which leaves less than the plain share (so the check can tell them apart).
  EXPECT_NEAR(clock.start(budget, 8, 0, nullptr).limits.seconds, move_allowance(2.0, clock.used(), 8, overshoot), 1e-12);
  EXPECT_LT(move_allowance(2.0, clock.used(), 8, overshoot), move_allowance(2.0, clock.used(), 8, 0));

  clock.new_game();
  EXPECT_EQ(clock.used(), 0);
}

}  // namespace
}  // namespace pps
