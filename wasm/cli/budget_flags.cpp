#include "cli/budget_flags.h"

namespace pps::cli {

std::vector<FlagSpec> budget_flags() {
  return {
      {"game-time", "SECONDS", "search budget per game, split over the moves (the contest's)", "30"},
      {"move-time", "SECONDS", "search budget per move instead of per game", ""},
      {"sims", "N", "a fixed number of simulations per move instead (deterministic)", ""},
      {"threads", "N", "search threads (same results with --sims whatever N)", "1"},
  };
}

std::vector<FlagSpec> with_budget_flags(std::vector<FlagSpec> flags) {
  for (auto& flag : budget_flags()) flags.push_back(std::move(flag));
  return flags;
}

SearchBudget read_budget(const Args& args) {
  SearchBudget budget;
  const int limits = args.has("game-time") + args.has("move-time") + args.has("sims");
  if (limits > 1) throw UsageError("give only one of --game-time, --move-time and --sims");
  budget.game_seconds = args.number("game-time", 0.001, 1e6);
  if (args.has("move-time")) budget.move_seconds = args.number("move-time", 0.0001, 1e5);
  if (args.has("sims")) budget.simulations = args.integer("sims", 1, 1'000'000'000);
  budget.threads = static_cast<int>(args.integer("threads", 1, 256));
  return budget;
}

}  // namespace pps::cli
