// What a learner is given: how much it may learn, and where it reports its
// progress (learning players, learners and evaluator models share these).
#pragma once

#include <cstdint>
#include <functional>

namespace pps {

// How much a learner may do: a fixed number of simulated games (deterministic
// for a seed, whatever the number of threads) or, when games is 0, seconds,
// and then at most max_games games if that is not 0 (a learner whose values
// get worse past some number of games stops there, with time left).
struct LearnBudget {
  double seconds = 300.0;
  std::int64_t games = 0;
  std::int64_t max_games = 0;
  int threads = 1;
  std::uint64_t seed = 1;
};

struct LearnProgress {
  double fraction = 0;         // of the budget, 0..1
  std::int64_t games = 0;      // simulated so far
  double mean = 0;             // current estimate of the player's mean score
};
using LearnProgressFn = std::function<void(const LearnProgress&)>;

}  // namespace pps
