// BeeMo's learning (the contest paper's section 5.3, docs/DESIGN.md References
// [1]): pattern utilities estimated by rounds
// of Monte Carlo simulation. Each round plays training games with the current
// utilities (optimized greedy, or greedy with a UCB1 exploration bonus for
// rarely seen patterns, the two schemes alternated), recording every pattern a
// line passes through and, at the end, the points that line scored; a
// pattern's utility is the mean of its records. Then evaluation games with the
// utilities frozen measure the set; the best set seen is kept.
//
// Determinism: training games run in batches against a frozen copy of the
// utilities, each game with its own seeded generator, and are merged in game
// order, so a fixed number of games gives the same utilities on any number of
// threads.
#pragma once

#include <atomic>

#include "ai/learn/learn_budget.h"
#include "ai/eval/pattern_values.h"

namespace pps {

struct BeemoLearnSettings {
  int train_games = 5000;   // per round
  int eval_games = 5000;    // per round
  int batch = 64;           // training games played against one frozen table
  int ucb_every = 3;        // every n-th round trains with the UCB1 scheme (0: never)
  double ucb_c = 0.05;      // exploration, as a fraction of the largest |points|
  double epsilon = 0.0;     // probability of a random move in training games
  double epsilon_decay = 1.0;  // per training game
};

struct BeemoLearnResult {
  PatternValues values;     // the best set found
  double best_mean = 0;     // its evaluation mean
  std::int64_t games = 0;   // simulated, training and evaluation
  int rounds = 0;
};

BeemoLearnResult learn_beemo(const PointSystem& system, const BeemoLearnSettings& settings,
                             const LearnBudget& budget, const LearnProgressFn& progress,
                             const std::atomic<bool>* stop);

// Mean score of `games` greedy games with `values` on random deals (seeded).
double evaluate_greedy(const PatternValues& values, const PointSystem& system, int games, std::uint64_t seed,
                       int threads);

}  // namespace pps
