#include "ai/core/move_clock.h"

#include <algorithm>

namespace pps {

namespace {
bool per_game(const SearchBudget& budget) { return budget.simulations <= 0 && budget.move_seconds <= 0; }
}  // namespace

TimedMove MoveClock::start(const SearchBudget& budget, int search_moves_left, std::uint64_t seed,
                           const std::atomic<bool>* stop) const {
  TimedMove move;
  move.start = std::chrono::steady_clock::now();
  SearchLimits& limits = move.limits;
  limits.simulations = budget.simulations;
  if (budget.simulations > 0) limits.seconds = 0;
  else if (budget.move_seconds > 0) limits.seconds = budget.move_seconds - std::min(0.1 * budget.move_seconds, 0.005);
  else limits.seconds = clock_.allowance(budget.game_seconds, search_moves_left);
  limits.threads = budget.threads;
  limits.seed = seed;
  limits.stop = stop;
  return move;
}

void MoveClock::finish(const TimedMove& move, const SearchBudget& budget) {
  clock_.record(elapsed_seconds(move.start), move.searched && per_game(budget) ? move.limits.seconds : -1);
}

}  // namespace pps
