// Learning the cross correction (ai/eval/cross_values.h) on top of frozen
// NARL values: greedy games on NARL plus the correction, and temporal-
// difference learning on afterstates, as n-tuple networks learn 2048 (Szubert
// and Jaśkowski 2014): each board a move made is moved towards the value of
// the boards after it (TD(0): the next one's, with the weights as they are
// now; TD(lambda): their lambda-return), the last one towards the final score.
// Only the correction learns: its error is what NARL's line-by-line values
// could not predict. A board followed by an exploring move learns nothing
// (its target would rate a move greedy play would not make).
//
// Step sizes: `rate` divided by the number of weights a board reads, and with
// temporal coherence (Jaśkowski 2016) times each weight's own factor, |sum of
// its errors| / sum of their sizes, which shrinks as its errors stop agreeing.
//
// Games are played a batch at a time on frozen weights and learned from in
// game order (learning_loop.h), so a fixed number of games learns the same
// weights on any number of threads.
#pragma once

#include <atomic>

#include "ai/eval/cross_values.h"
#include "ai/learn/learn_budget.h"

namespace pps {

// The defaults are the best of what was measured (bench/notes/2026-11-25-cross-correction.md):
// temporal coherence over fixed steps, lambda 0.5 over 0 and 0.8, no random
// moves (10% of them lost 0.2 points of greedy play on American).
struct CrossLearnSettings {
  double rate = 0.1;
  bool coherence = true;  // temporal-coherence step sizes
  // TD(lambda): each board's target is the lambda-return of the values after
  // it (0: the next board's value; 1: the final score), computed with the
  // weights as they were when the game's learning began.
  double lambda = 0.5;
  double explore = 0.0;   // share of random moves in learning games
  int batch = 64;
};

struct CrossLearnResult {
  std::int64_t games = 0;
  double recent_mean = 0;  // mean score of the last training games
};

// Learns `cross` (from its current weights) over the frozen `base`.
CrossLearnResult learn_cross(CrossValues& cross, const NarlValues& base, const PointSystem& system,
                             const CrossLearnSettings& settings, const LearnBudget& budget,
                             const LearnProgressFn& progress, const std::atomic<bool>* stop);

}  // namespace pps
