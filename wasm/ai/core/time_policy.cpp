#include "ai/core/time_policy.h"

#include <algorithm>

namespace pps {

double TimePolicy::move_seconds(const SearchBudget& budget, int search_moves_left) const {
  if (budget.simulations > 0) return 0;
  if (budget.move_seconds > 0) return budget.move_seconds - std::min(0.1 * budget.move_seconds, 0.005);
  return clock_.allowance(budget.game_seconds, search_moves_left);
}

void TimePolicy::record(std::chrono::steady_clock::time_point start, double allowed) {
  clock_.record(elapsed_seconds(start), allowed);
}

}  // namespace pps
