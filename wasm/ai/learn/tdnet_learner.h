// The TD network's learning, as the report's code does it (docs/DESIGN.md,
// "The TD network player"): the network plays greedy games on itself, one
// move in a hundred at random, and each board before a move is moved towards
// the value of the board the move made (temporal-difference learning on
// afterstates), the last one towards the final score, at a constant rate.
// Games are played a batch at a time on frozen weights and learned from in
// game order (learning_loop.h), so a fixed number of games learns the same
// bytes on any number of threads.
#pragma once

#include <atomic>

#include "ai/eval/td_network.h"
#include "ai/learn/learn_budget.h"

namespace pps {

struct TdLearnSettings {
  TdShape shape;
  // The learning rate of game g: rate / (1 + g / anneal), never below
  // rate_end (anneal 0: rate throughout, as in the report's code).
  double rate = 0.02;
  double rate_end = 0.002;
  std::int64_t anneal = 1'000'000;
  double explore = 0.01;     // share of random moves in learning games
  bool final_targets = false;  // every board towards the final score (the report's prose) instead
  bool fitted_scale = true;  // scores scaled by the spread of greedy games, not by the largest hand
  int batch = 16;            // games played between two rounds of training
};

// The score normalization of a network for `system`: with fitted_scale, the
// center and five standard deviations of 256 games of greedy play on the
// board's points (deterministic for the seed); otherwise the report's 0 and
// ten times the largest absolute points of a hand.
struct TdScoreScale {
  double center = 0, scale = 1;
};
TdScoreScale td_score_scale(const PointSystem& system, bool fitted, std::uint64_t seed);

double td_learning_rate(const TdLearnSettings& settings, std::int64_t game);

// Trains `net` (initialized from the budget's seed) for `system`.
void learn_tdnet(TdNetwork& net, const PointSystem& system, const TdLearnSettings& settings,
                 const LearnBudget& budget, const LearnProgressFn& progress, const std::atomic<bool>* stop);

}  // namespace pps
