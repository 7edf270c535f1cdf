#include "ai/search/flat_monte_carlo.h"

#include <limits>

#include "ai/search/race_monte_carlo.h"

namespace pps {

int start_analysis(const Board& board, const SearchLimits& limits, int (&cells)[kNumCells], Analysis& analysis) {
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  int k = 0;
  for (std::uint32_t e = board.empty_cells() & (limits.cells ? limits.cells : ~0u); e; e &= e - 1)
    cells[k++] = __builtin_ctz(e);
  if (k > 0) analysis.best = cells[0];
  return k;
}

Simulation full_playouts(const PlayoutPolicy& policy, const PointSystem& system) {
  return [&policy, &system](Board& board, const Card* future, Rng& rng) {
    return static_cast<double>(play_out(board, future, policy, rng, system));
  };
}

// A race in which nobody is ever dropped, run as one round: every cell gets
// the whole budget, on the same deals.
Analysis flat_monte_carlo(const Board& board, Card card, const Simulation& simulate, const SearchLimits& limits) {
  RaceSettings one_round;
  one_round.z = std::numeric_limits<double>::infinity();
  one_round.first_round = std::numeric_limits<int>::max();
  return race_monte_carlo(board, card, simulate, limits, one_round);
}

}  // namespace pps
