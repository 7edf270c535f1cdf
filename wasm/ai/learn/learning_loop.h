// The loop every learner shares (NARL, BeeMo, the TD network): games are
// played a batch at a time on the budget's threads, each game reading only
// what was learned before its batch, and then learned from in game order, so
// that a fixed number of games learns the same bytes on any number of
// threads. The loop keeps the budget (games, or seconds) and stop requests;
// a learner says how to play a game and what to learn from it.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <vector>

#include "ai/core/search_threads.h"
#include "ai/learn/learn_budget.h"
#include "engine/rng.h"

namespace pps {

// The seed of game number `game` of a learning run seeded `seed`: each game's
// deal its own, whatever batch or thread plays it.
inline std::uint64_t learning_game_seed(std::uint64_t seed, std::int64_t game) {
  std::uint64_t x = seed ^ (static_cast<std::uint64_t>(game) * 0x9E3779B97F4A7C15ULL);
  return splitmix64(x);
}

class LearningLoop {
 public:
  LearningLoop(const LearnBudget& budget, const std::atomic<bool>* stop)
      : budget_(budget), stop_(stop), start_(std::chrono::steady_clock::now()) {}

  // The budget is spent, or a stop was requested.
  bool done() const {
    if (stop_ && stop_->load(std::memory_order_relaxed)) return true;
    if (const std::int64_t most = game_limit(); most > 0 && games_ >= most) return true;
    return !by_games() && elapsed_seconds(start_) >= budget_.seconds;
  }
  bool by_games() const { return budget_.games > 0; }
  // The most games the budget allows: its games, or under a time budget its
  // max_games (0: no limit but the time).
  std::int64_t game_limit() const { return by_games() ? budget_.games : budget_.max_games; }
  // Games played so far, batches and counted games alike.
  std::int64_t games() const { return games_; }
  // How far into the budget, 0..1, for progress reports.
  double fraction() const {
    const std::int64_t most = game_limit();
    const double by_count = most > 0 ? static_cast<double>(games_) / static_cast<double>(most) : 0.0;
    const double by_time = by_games() ? 0.0 : elapsed_seconds(start_) / std::max(1e-9, budget_.seconds);
    return std::min(1.0, std::max(by_count, by_time));
  }

  // The size of the next batch: `batch` games, fewer where `limit` or what
  // the budget's game limit has left ends first.
  int next_batch(int batch, std::int64_t limit = std::numeric_limits<std::int64_t>::max()) const {
    std::int64_t n = std::min<std::int64_t>(std::max(1, batch), limit);
    if (const std::int64_t most = game_limit(); most > 0) n = std::min(n, most - games_);
    return static_cast<int>(n);
  }

  // Plays `n` games, play(index, record) for the indexes games()..games()+n-1
  // in parallel, then learn(record) for each in index order.
  template <typename Record, typename Play, typename Learn>
  void run_batch(int n, std::vector<Record>& records, const Play& play, const Learn& learn) {
    if (records.size() < static_cast<std::size_t>(n)) records.resize(static_cast<std::size_t>(n));
    const std::int64_t first = games_;
    run_parallel(budget_.threads, n, [&](int g) { play(first + g, records[static_cast<std::size_t>(g)]); });
    for (int g = 0; g < n; ++g) learn(static_cast<const Record&>(records[static_cast<std::size_t>(g)]));
    games_ += n;
  }

  // Games played outside the batches (a learner's evaluations) count too.
  void count(std::int64_t games) { games_ += games; }

 private:
  LearnBudget budget_;
  const std::atomic<bool>* stop_;
  std::chrono::steady_clock::time_point start_;
  std::int64_t games_ = 0;
};

}  // namespace pps
