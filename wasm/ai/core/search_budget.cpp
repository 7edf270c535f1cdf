#include "ai/core/search_budget.h"

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

double move_allowance(double game_seconds, double used_seconds, int search_moves_left, double overshoot) {
  // The reserve covers the overshoot of each move to come, which the last
  // moves cannot absorb, and the rule-based moves: 5% of the game, plus per
  // move left 5 ms or, on a machine where moves have overshot by more, twice
  // their mean overshoot (a margin for its ups and downs).
  const double per_move = std::max(0.005, 2 * overshoot);
  const double reserve = 0.05 * game_seconds + per_move * search_moves_left;
  const double left = game_seconds - reserve - used_seconds;
  return std::max(0.0, left / std::max(1, search_moves_left));
}

void GameClock::record(double took, double allowed) {
  used_ += took;
  if (allowed < 0) return;
  overshoot_sum_ += std::max(0.0, took - allowed);  // a move that ends early is not "negative overshoot"
  ++searched_;
}

}  // namespace pps
