#include "ai/search/race_monte_carlo.h"

#include <chrono>
#include <cmath>
#include <limits>
#include <vector>

#include "ai/core/search_pace.h"
#include "ai/core/search_threads.h"

namespace pps {

namespace {

// Seed streams (not threads): each has its own generator and share of every
// round's deals, and run_parallel hands them to whatever threads there are.
constexpr int kVirtualWorkers = 8;
// Deals a virtual worker plays between two looks at the clock and the stop flag.
constexpr int kDealsPerCheck = 4;

// One virtual worker's running sums over the deals it played: each
// candidate's total score and, for the paired variances, the products of every
// two candidates' scores on the same deal (upper triangle of a k x k matrix).
struct WorkerSums {
  Rng rng;
  std::vector<double> sum;
  std::vector<double> product;
  std::int64_t deals = 0;
};

}  // namespace

Analysis race_monte_carlo(const Board& start_board, Card card, const Simulation& simulate,
                          const SearchLimits& limits, const RaceSettings& settings) {
  Analysis analysis;
  int cells[kNumCells];
  const int k = start_analysis(start_board, limits, cells, analysis);
  if (k < 2) return analysis;

  SearchPace pace(limits);
  const bool by_count = limits.simulations > 0;
  const int to_come = __builtin_popcount(start_board.empty_cells()) - 1;
  const CardMask unseen = start_board.unseen() & ~card_bit(card);
  const auto ku = static_cast<std::size_t>(k);

  std::vector<WorkerSums> workers(kVirtualWorkers);
  for (int w = 0; w < kVirtualWorkers; ++w) {
    WorkerSums& worker = workers[static_cast<std::size_t>(w)];
    worker.rng.reseed(limits.seed ^ (0xA24BAED4963EE407ULL * static_cast<std::uint64_t>(w + 1)));
    worker.sum.assign(ku, 0.0);
    worker.product.assign(ku * ku, 0.0);
  }
  // The candidates still racing (indices into cells[]), and for each
  // candidate the deals it was played on (frozen when it is dropped).
  int alive[kNumCells], n_alive = k;
  for (int i = 0; i < k; ++i) alive[i] = i;
  std::vector<std::int64_t> deals_of(ku, 0);
  std::vector<double> sum(ku), product(ku * ku);
  std::int64_t deals = 0, playouts = 0;

  // The mean of candidate i's score minus candidate j's and its standard
  // error, paired over the deals both were played on (all of them, while
  // both race).
  struct Gap {
    double mean, error;
  };
  const auto gap_of = [&](int i, int j) {
    const auto at = [&](int a, int b) {
      return product[static_cast<std::size_t>(std::min(a, b)) * ku + static_cast<std::size_t>(std::max(a, b))];
    };
    const auto n = static_cast<double>(deals);
    const double gap = (sum[static_cast<std::size_t>(i)] - sum[static_cast<std::size_t>(j)]) / n;
    const double variance = (at(i, i) + at(j, j) - 2 * at(i, j)) / n - gap * gap;
    return Gap{gap, std::sqrt(std::max(0.0, variance) / n)};
  };
  const auto clearly_ahead = [&](int i, int j, double z) {
    const Gap gap = gap_of(i, j);
    return gap.mean > z * gap.error;
  };
  // For an explanation: each dropped candidate's gap to the leader that dropped it.
  std::vector<double> dropped_error(ku, std::numeric_limits<double>::quiet_NaN());

  double round_size = std::max(2, settings.first_round);
  int leader = 0;
  while (n_alive > 1 && pace.may_start(std::int64_t{kDealsPerCheck} * n_alive)) {
    std::int64_t round_deals = static_cast<std::int64_t>(round_size);
    if (by_count) round_deals = std::min(round_deals, (limits.simulations - playouts) / n_alive);
    if (round_deals <= 0) break;
    run_parallel(limits.threads, kVirtualWorkers, [&](int w) {
      WorkerSums& mine = workers[static_cast<std::size_t>(w)];
      const std::int64_t quota = round_deals / kVirtualWorkers + (w < round_deals % kVirtualWorkers ? 1 : 0);
      Board board = start_board;
      Card future[kNumCells];
      double score[kNumCells];
      for (std::int64_t d = 0; d < quota;) {
        const std::int64_t batch = std::min<std::int64_t>(kDealsPerCheck, quota - d);
        if (!pace.may_start(batch * n_alive)) break;
        const auto began = SearchPace::Clock::now();
        for (const std::int64_t end = d + batch; d < end; ++d) {
          sample_cards(unseen, to_come, mine.rng, future);
          for (int a = 0; a < n_alive; ++a) {
            const int i = alive[a];
            board.place(cells[i], card);
            score[a] = simulate(board, future, mine.rng);
            board.remove(cells[i]);
            mine.sum[static_cast<std::size_t>(i)] += score[a];
          }
          for (int a = 0; a < n_alive; ++a)
            for (int b = a; b < n_alive; ++b)
              mine.product[static_cast<std::size_t>(alive[a]) * ku + static_cast<std::size_t>(alive[b])] +=
                  score[a] * score[b];
          ++mine.deals;
        }
        pace.finished(batch * n_alive, began);
      }
    });

    // Merge in a fixed order, so that the sums (of final scores: integers,
    // exact in doubles; of estimates: rounded the same way every time) do not
    // depend on the threads.
    const std::int64_t before = deals;
    deals = 0;
    std::fill(sum.begin(), sum.end(), 0.0);
    std::fill(product.begin(), product.end(), 0.0);
    for (const WorkerSums& worker : workers) {
      deals += worker.deals;
      for (std::size_t i = 0; i < ku; ++i) sum[i] += worker.sum[i];
      for (std::size_t i = 0; i < ku * ku; ++i) product[i] += worker.product[i];
    }
    playouts += (deals - before) * n_alive;
    if (deals == 0) break;
    for (int a = 0; a < n_alive; ++a) deals_of[static_cast<std::size_t>(alive[a])] = deals;

    // The leader, then every cell that is clearly behind it is dropped.
    leader = alive[0];
    for (int a = 1; a < n_alive; ++a)
      if (sum[static_cast<std::size_t>(alive[a])] > sum[static_cast<std::size_t>(leader)]) leader = alive[a];
    int kept = 0;
    for (int a = 0; a < n_alive; ++a) {
      const int i = alive[a];
      if (i != leader && deals >= 2 && clearly_ahead(leader, i, settings.z)) {
        dropped_error[static_cast<std::size_t>(i)] = gap_of(leader, i).error;
        continue;
      }
      alive[kept++] = i;
    }
    n_alive = kept;
    round_size *= std::max(1.0, settings.growth);
  }

  // The incumbent stays unless the leader is clearly ahead of it (when it was
  // dropped, it was clearly behind).
  for (int a = 0; a < n_alive; ++a)
    if (const int i = alive[a]; cells[i] == settings.incumbent && i != leader && deals >= 2 &&
                                !clearly_ahead(leader, i, settings.keep_z))
      leader = i;

  bool racing[kNumCells] = {};
  for (int a = 0; a < n_alive; ++a) racing[alive[a]] = true;
  for (int i = 0; i < k; ++i) {
    const auto iu = static_cast<std::size_t>(i);
    const auto cell = static_cast<std::size_t>(cells[i]);
    if (deals_of[iu] == 0) continue;
    analysis.value[cell] = sum[iu] / static_cast<double>(deals_of[iu]);
    analysis.samples[cell] = deals_of[iu];
    analysis.gap_error[cell] = i == leader ? 0.0 : racing[i] && deals >= 2 ? gap_of(leader, i).error : dropped_error[iu];
  }
  analysis.best = cells[leader];
  analysis.simulations = playouts;
  return analysis;
}

}  // namespace pps
