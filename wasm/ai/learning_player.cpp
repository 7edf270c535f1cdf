#include "ai/learning_player.h"

#include <algorithm>
#include <limits>

#include "ai/search_threads.h"

namespace pps {

double move_seconds_for(const SearchBudget& budget, double seconds_used, int empty_cells) {
  if (budget.simulations > 0) return 0;
  if (budget.move_seconds > 0) return budget.move_seconds;
  // Every move but the last (forced) one searches.
  return move_allowance(budget.game_seconds, seconds_used, std::max(1, empty_cells - 1));
}

void LearningPlayer::read_spec_budget(const PlayerParams& p) {
  spec_budget_.seconds = p.number("prep", 0, 3600);
  spec_budget_.games = p.integer("games", 0, 1'000'000'000);
  spec_budget_.seed = static_cast<std::uint64_t>(p.integer("seed", 0, std::numeric_limits<std::int64_t>::max()));
}

FlatMonteCarloLimits LearningPlayer::move_limits(const Board& board, Card card) const {
  FlatMonteCarloLimits limits;
  limits.simulations = budget_.simulations;
  limits.seconds = move_seconds_for(budget_, seconds_used_, __builtin_popcount(board.empty_cells()));
  limits.threads = budget_.threads;
  limits.seed = game_seed_ ^ (static_cast<std::uint64_t>(board.placed()) * 0x9E3779B97F4A7C15ULL) ^ card;
  limits.stop = stop_;
  return limits;
}

void LearningPlayer::set_system(const PointSystem& system) {
  if (learned_ && system == system_) return;  // loaded or learned for it already
  prepare(system, spec_budget_);
}

void LearningPlayer::prepare(const PointSystem& system, const LearnBudget& budget) {
  system_ = system;
  learned_ = false;
  LearnBudget b = budget;
  b.threads = threads_available() ? std::max(b.threads, budget_.threads) : 1;
  learn_now(b);
  learned_ = true;
}

void LearningPlayer::load(std::string_view bytes, const PointSystem& system) {
  load_payload(bytes, system);  // throws before changing anything on bad data
  system_ = system;
  learned_ = true;
}

}  // namespace pps
