// NARL learning (the contest paper's section 6.1, docs/DESIGN.md References
// [1]): on-policy Monte Carlo reinforcement
// learning of the line abstractions' expected points, with an epsilon-greedy
// policy whose epsilon decays geometrically per game (epsilon0 = 0.5, decay
// 0.999975 in the paper). After each game every abstraction a line passed
// through is updated towards the points that line scored; the hand-size
// abstraction towards the final score less the lines' estimate at the time.
//
// Determinism: games run in batches that only read the tables; the updates are
// applied after each batch in game order, so a fixed number of games gives
// the same tables on any number of threads.
#pragma once

#include <atomic>

#include "ai/learn/learn_budget.h"
#include "ai/eval/narl_values.h"

namespace pps {

struct NarlLearnSettings {
  double epsilon = 0.5;
  double decay = 0.999975;
  int batch = 64;
};

struct NarlLearnResult {
  std::int64_t games = 0;
  double recent_mean = 0;  // mean score of the last training games
};

NarlLearnResult learn_narl(NarlValues& values, const PointSystem& system, const NarlLearnSettings& settings,
                           const LearnBudget& budget, const LearnProgressFn& progress, const std::atomic<bool>* stop);

}  // namespace pps
