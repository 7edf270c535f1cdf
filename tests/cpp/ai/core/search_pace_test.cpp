// The pace of a timed search (search_pace.h): a batch starts only if, at the
// pace of the batches so far, it ends by the deadline. The batches here are
// told to the pace, not run, and every time is seconds apart from the next, so
// that no load on the machine can change an outcome.
#include "ai/core/search_pace.h"

#include <gtest/gtest.h>

#include <chrono>

namespace pps {
namespace {

using Clock = SearchPace::Clock;

SearchLimits timed(double seconds) {
  SearchLimits limits;
  limits.seconds = seconds;
  return limits;
}

TEST(SearchPace, ABatchStartsOnlyIfItEndsByTheDeadlineAtThePaceSoFar) {
  SearchPace pace(timed(10));
  EXPECT_TRUE(pace.may_start(1000)) << "before the first batch ends, the deadline alone decides";
  pace.finished(10, Clock::now() - std::chrono::seconds(6));  // 0.6 s a simulation
  EXPECT_TRUE(pace.may_start(10));    // 6 s of the 10 left
  EXPECT_FALSE(pace.may_start(20));   // 12 s: past the deadline
  pace.finished(10, Clock::now());    // a quicker batch: 0.3 s a simulation over both
  EXPECT_TRUE(pace.may_start(20));
  EXPECT_FALSE(pace.may_start(40));
}

TEST(SearchPace, APassedDeadlineStopsEvenTheFirstBatch) {
  const SearchPace pace(timed(0));
  EXPECT_FALSE(pace.may_start(1));
}

TEST(SearchPace, ASimulationBudgetIsNeverCutByThePace) {
  SearchLimits limits;
  limits.simulations = 100;  // a fixed budget: limits.seconds is 0
  SearchPace pace(limits);
  pace.finished(10, Clock::now() - std::chrono::seconds(60));
  EXPECT_TRUE(pace.may_start(90));
}

TEST(SearchPace, TheStopFlagStopsEverySearch) {
  std::atomic<bool> stop{false};
  SearchLimits by_count;
  by_count.simulations = 100;
  by_count.stop = &stop;
  SearchLimits by_time = timed(10);
  by_time.stop = &stop;
  const SearchPace counted(by_count), clocked(by_time);
  EXPECT_TRUE(counted.may_start(1));
  EXPECT_TRUE(clocked.may_start(1));
  stop = true;
  EXPECT_FALSE(counted.may_start(1));
  EXPECT_FALSE(clocked.may_start(1));
  EXPECT_TRUE(counted.stopped());
}

}  // namespace
}  // namespace pps
