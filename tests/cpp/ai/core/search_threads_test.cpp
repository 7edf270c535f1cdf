// The persistent search-thread pool: every task runs exactly once, on up to
// the requested number of threads, call after call; a pool that hangs fails
// the test within a minute (watchdog.h).
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "ai/core/search_budget.h"
#include "ai/core/search_threads.h"
#include "watchdog.h"

namespace pps {
namespace {

TEST(SearchThreads, RunsEveryTaskOnceAndReusesItsThreads) {
  test::fail_if_hung("run_parallel did not return", [] {
    for (int round = 0; round < 50; ++round) {
      for (int threads : {1, 2, 3, 4}) {
        std::vector<std::atomic<int>> runs(7);
        std::mutex mutex;
        std::set<std::thread::id> ids;
        run_parallel(threads, 7, [&](int i) {
          runs[i].fetch_add(1);
          std::lock_guard<std::mutex> lock(mutex);
          ids.insert(std::this_thread::get_id());
        });
        for (int i = 0; i < 7; ++i) ASSERT_EQ(runs[i].load(), 1) << "task " << i << ", " << threads << " threads";
        EXPECT_LE(static_cast<int>(ids.size()), threads);
        if (threads == 1) {
          EXPECT_EQ(*ids.begin(), std::this_thread::get_id());
        }
      }
    }
  });
}

TEST(SearchThreads, TasksReallyRunConcurrently) {
  if (!threads_available()) GTEST_SKIP() << "this build has no threads";
  // Two tasks that each wait for the other: only finishes if both run at once
  // (run one after the other, the first would wait for ever).
  test::fail_if_hung("the two tasks did not run at once", [] {
    std::atomic<int> arrived{0};
    run_parallel(2, 2, [&](int) {
      arrived.fetch_add(1);
      while (arrived.load() < 2) std::this_thread::yield();
    });
  });
}

TEST(MoveAllowance, SplitsWhatIsLeftAndKeepsAReserve) {
  const double first = move_allowance(30, 0, 21);
  EXPECT_GT(first, 1.2);
  EXPECT_LT(first * 21, 30);
  // Time spent comes off the later moves; nothing is left, nothing is given.
  EXPECT_LT(move_allowance(30, 20, 5), 10.0 / 5);
  EXPECT_EQ(move_allowance(30, 30, 3), 0.0);
  EXPECT_EQ(move_allowance(1, 5, 3), 0.0);
}

}  // namespace
}  // namespace pps
