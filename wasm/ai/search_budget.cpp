#include "ai/search_budget.h"

#include <algorithm>
#include <cstdio>

namespace pps {

std::string SearchBudget::describe() const {
  char text[96];
  if (simulations > 0)
    std::snprintf(text, sizeof text, "%lld simulations per move", static_cast<long long>(simulations));
  else if (move_seconds > 0)
    std::snprintf(text, sizeof text, "%g s per move", move_seconds);
  else
    std::snprintf(text, sizeof text, "%g s per game", game_seconds);
  return std::string(text) + (threads > 1 ? ", " + std::to_string(threads) + " threads" : "");
}

double move_allowance(double game_seconds, double used_seconds, int search_moves_left) {
  // The reserve covers the overshoot of each move (one batch of simulations
  // after the last clock check, the rule-based moves, and the thread being
  // descheduled on a busy machine, which the last moves cannot absorb): 5% of
  // the game plus 5 ms per move left.
  const double reserve = 0.05 * game_seconds + 0.005 * search_moves_left;
  const double left = game_seconds - reserve - used_seconds;
  return std::max(0.0, left / std::max(1, search_moves_left));
}

}  // namespace pps
