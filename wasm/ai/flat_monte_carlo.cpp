#include "ai/flat_monte_carlo.h"

#include <array>
#include <chrono>
#include <limits>

#include "ai/learning_player.h"
#include "ai/search_threads.h"

namespace pps {

namespace {

constexpr int kVirtualWorkers = 8;
// Deals a worker plays between two looks at the clock and the stop flag.
constexpr int kDealsPerCheck = 4;

struct WorkerTotals {
  std::array<double, kNumCells> sum{};
  std::int64_t deals = 0;
};

}  // namespace

Analysis flat_monte_carlo(const Board& start_board, Card card, const PlayoutPolicy& policy,
                          const PointSystem& system, const FlatMonteCarloLimits& limits) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  int cells[kNumCells], n_cells = 0;
  const std::uint32_t candidates = start_board.empty_cells() & (limits.cells ? limits.cells : ~0u);
  for (std::uint32_t e = candidates; e; e &= e - 1) cells[n_cells++] = __builtin_ctz(e);
  if (n_cells == 0) return analysis;

  const auto start = std::chrono::steady_clock::now();
  const bool by_count = limits.simulations > 0;
  // Deals per worker under a fixed budget: every cell is played on each deal.
  const std::int64_t deals_total = by_count ? std::max<std::int64_t>(1, limits.simulations / n_cells) : 0;
  const int to_come = __builtin_popcount(start_board.empty_cells()) - 1;
  const CardMask unseen = start_board.unseen() & ~card_bit(card);

  std::array<WorkerTotals, kVirtualWorkers> totals{};
  run_parallel(limits.threads, kVirtualWorkers, [&](int w) {
    Rng rng(limits.seed ^ (0xA24BAED4963EE407ULL * static_cast<std::uint64_t>(w + 1)));
    Board board = start_board;
    WorkerTotals& mine = totals[static_cast<std::size_t>(w)];
    const std::int64_t quota =
        by_count ? deals_total / kVirtualWorkers + (w < deals_total % kVirtualWorkers ? 1 : 0)
                 : std::numeric_limits<std::int64_t>::max();
    Card future[kNumCells];
    while (mine.deals < quota) {
      if (!by_count && mine.deals % kDealsPerCheck == 0 &&
          ((limits.stop && limits.stop->load(std::memory_order_relaxed)) || elapsed_seconds(start) >= limits.seconds))
        break;
      if (by_count && limits.stop && limits.stop->load(std::memory_order_relaxed)) break;
      sample_cards(unseen, to_come, rng, future);
      for (int i = 0; i < n_cells; ++i) {
        board.place(cells[i], card);
        mine.sum[static_cast<std::size_t>(cells[i])] += play_out(board, future, policy, rng, system);
        board.remove(cells[i]);
      }
      ++mine.deals;
    }
  });

  std::int64_t deals = 0;
  std::array<double, kNumCells> sum{};
  for (const auto& t : totals) {  // fixed order: deterministic
    deals += t.deals;
    for (int i = 0; i < n_cells; ++i) sum[static_cast<std::size_t>(cells[i])] += t.sum[static_cast<std::size_t>(cells[i])];
  }
  analysis.simulations = deals * n_cells;
  for (int i = 0; i < n_cells; ++i) {
    const int c = cells[i];
    analysis.value[static_cast<std::size_t>(c)] = deals ? sum[static_cast<std::size_t>(c)] / static_cast<double>(deals) : 0.0;
    if (analysis.best < 0 || analysis.value[static_cast<std::size_t>(c)] > analysis.value[static_cast<std::size_t>(analysis.best)])
      analysis.best = c;
  }
  return analysis;
}

}  // namespace pps
