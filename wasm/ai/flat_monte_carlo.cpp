#include "ai/flat_monte_carlo.h"

#include <limits>

#include "ai/race_monte_carlo.h"

namespace pps {

// A race in which nobody is ever dropped, run as one round: every cell gets
// the whole budget, on the same deals.
Analysis flat_monte_carlo(const Board& board, Card card, const PlayoutPolicy& policy, const PointSystem& system,
                          const FlatMonteCarloLimits& limits) {
  RaceSettings one_round;
  one_round.z = std::numeric_limits<double>::infinity();
  one_round.first_round = std::numeric_limits<int>::max();
  return race_monte_carlo(board, card, policy, system, limits, one_round);
}

}  // namespace pps
