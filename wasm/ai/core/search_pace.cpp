#include "ai/core/search_pace.h"

namespace pps {

SearchPace::SearchPace(const SearchLimits& limits)
    : stop_(limits.stop),
      timed_(limits.simulations <= 0),
      deadline_(Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds))) {}

bool SearchPace::may_start(std::int64_t simulations) const {
  if (stopped()) return false;
  if (!timed_) return true;
  const std::int64_t done = simulations_.load(std::memory_order_relaxed);
  const std::int64_t took = nanoseconds_.load(std::memory_order_relaxed);
  const double expected = done > 0 ? static_cast<double>(took) / static_cast<double>(done) * static_cast<double>(simulations) : 0;
  return Clock::now() + std::chrono::nanoseconds(static_cast<std::int64_t>(expected)) < deadline_;
}

void SearchPace::finished(std::int64_t simulations, Clock::time_point began) {
  const auto took = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - began).count();
  nanoseconds_.fetch_add(took, std::memory_order_relaxed);
  simulations_.fetch_add(simulations, std::memory_order_relaxed);
}

}  // namespace pps
