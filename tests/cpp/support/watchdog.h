// A bound on tests that wait for other threads: a lost wake-up, a deadlock or
// tasks that should run side by side but run one after the other would
// otherwise hang the test until ctest's own timeout (25 minutes) instead of
// failing it.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <future>

namespace pps::test {

// Generous: the bodies take a second or two even on a loaded machine.
inline constexpr std::chrono::seconds kHangLimit{60};

// Runs `body` on a thread of its own and waits for it at most `limit`. A body
// still running then fails the test with `what` and ends the process at once:
// its thread can be neither joined nor stopped, and ctest then reports a
// failure (the process exits with status 1) rather than waiting.
inline void fail_if_hung(const char* what, const std::function<void()>& body, std::chrono::seconds limit = kHangLimit) {
  std::future<void> done = std::async(std::launch::async, body);
  if (done.wait_for(limit) == std::future_status::timeout) {
    ADD_FAILURE() << what << ": still running after " << limit.count() << " s, a hang";
    std::fflush(stdout);
    std::fflush(stderr);
    std::quick_exit(1);
  }
  done.get();
}

}  // namespace pps::test
