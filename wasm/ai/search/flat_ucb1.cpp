#include "ai/search/flat_ucb1.h"

#include <cmath>
#include <limits>

#include "ai/core/search_pace.h"

namespace pps {

namespace {
// Simulations between two looks at the clock and the stop flag.
constexpr int kSimulationsPerCheck = 16;
}  // namespace

Analysis flat_ucb1(const Board& start_board, Card card, const Simulation& simulate, const SearchLimits& limits,
                   double exploration) {
  Analysis analysis;
  int cells[kNumCells];
  const int k = start_analysis(start_board, limits, cells, analysis);
  if (k < 2) return analysis;

  SearchPace pace(limits);
  const int to_come = __builtin_popcount(start_board.empty_cells()) - 1;
  const CardMask unseen = start_board.unseen() & ~card_bit(card);
  Rng rng(limits.seed);
  Board board = start_board;
  Card future[kNumCells];
  double sum[kNumCells] = {};
  std::int64_t tries[kNumCells] = {};
  std::int64_t n = 0;
  SearchPace::Clock::time_point began;
  while (limits.simulations <= 0 || n < limits.simulations) {
    if (n % kSimulationsPerCheck == 0) {
      if (n > 0) pace.finished(kSimulationsPerCheck, began);
      if (!pace.may_start(kSimulationsPerCheck)) break;
      began = SearchPace::Clock::now();
    }
    int pick = 0;
    if (n < k) {
      pick = static_cast<int>(n);
    } else {
      double best = -std::numeric_limits<double>::infinity();
      const double log_n = std::log(static_cast<double>(n));
      for (int i = 0; i < k; ++i) {
        const auto t = static_cast<double>(tries[i]);
        const double ucb = sum[i] / t + exploration * std::sqrt(2 * log_n / t);
        if (ucb > best) best = ucb, pick = i;
      }
    }
    sample_cards(unseen, to_come, rng, future);
    board.place(cells[pick], card);
    sum[pick] += simulate(board, future, rng);
    board.remove(cells[pick]);
    ++tries[pick];
    ++n;
  }

  int leader = -1;
  for (int i = 0; i < k; ++i) {
    if (tries[i] == 0) continue;
    const auto cell = static_cast<std::size_t>(cells[i]);
    analysis.value[cell] = sum[i] / static_cast<double>(tries[i]);
    analysis.samples[cell] = tries[i];
    if (leader < 0 || analysis.value[cell] > analysis.value[static_cast<std::size_t>(cells[leader])]) leader = i;
  }
  if (leader >= 0) analysis.best = cells[leader];
  analysis.simulations = n;
  return analysis;
}

}  // namespace pps
