// The search-budget flags shared by play, tournament and bench:
// --game-time, --move-time, --sims, --threads.
#pragma once

#include <vector>

#include "ai/core/search_budget.h"
#include "cli/args.h"

namespace pps::cli {

std::vector<FlagSpec> budget_flags();
// `flags` followed by the budget flags.
std::vector<FlagSpec> with_budget_flags(std::vector<FlagSpec> flags);
// Reads the flags; at most one of --game-time, --move-time, --sims may be given.
SearchBudget read_budget(const Args& args);

}  // namespace pps::cli
