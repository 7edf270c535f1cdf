// When a search under a time limit may start its next batch of simulations.
// A search looks at the clock between batches (a few simulations each, so
// that the look costs nothing); looking only at whether the deadline has
// passed lets a batch begun just before it run whole past it, which costs
// nothing on a fast machine and a game's budget where simulations are slow (a
// sanitized build, a slow phone, a player learned for a long game): there one
// batch can outlast a move's whole allowance. So a batch starts only if, at
// the pace of the batches so far, it ends before the deadline. One pace
// serves every thread of a search.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "ai/core/search_budget.h"

namespace pps {

class SearchPace {
 public:
  using Clock = std::chrono::steady_clock;

  // A search under `limits` that starts now (its deadline limits.seconds
  // from now unless it counts simulations).
  explicit SearchPace(const SearchLimits& limits);

  // Whether a batch of `simulations` may start now: never once the stop flag
  // is set; always under a simulation budget (the caller counts them);
  // otherwise if the batch, at the mean time a simulation has taken in this
  // search so far on any of its threads, ends by the deadline (before the
  // first batch ends, if the deadline has not passed).
  bool may_start(std::int64_t simulations) const;

  // A batch of `simulations` that started at `began` (Clock::now() before
  // it) has ended; teaches the pace.
  void finished(std::int64_t simulations, Clock::time_point began);

  bool stopped() const { return stop_ && stop_->load(std::memory_order_relaxed); }

 private:
  const std::atomic<bool>* stop_;
  bool timed_;
  Clock::time_point deadline_;
  // Over every finished batch: their simulations and the nanoseconds they
  // took on their threads (so the mean is per simulation per thread).
  std::atomic<std::int64_t> simulations_{0};
  std::atomic<std::int64_t> nanoseconds_{0};
};

}  // namespace pps
