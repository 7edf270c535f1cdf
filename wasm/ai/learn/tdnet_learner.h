// The TD network's learning (td-network-mcts-player.md): the network plays
// greedy games on itself, and after each game every intermediate board is
// moved towards the final score (the paper's backward pass), with a learning
// rate that decreases exponentially over the games.
#pragma once

#include <atomic>

#include "ai/eval/td_network.h"
#include "ai/learn/learning_player.h"

namespace pps {

struct TdLearnSettings {
  double rate = 0.01;          // initial learning rate
  double rate_decay = 0.99999; // per game
  int batch = 16;              // games played between two rounds of training
};

// Trains `net` (initialized from the budget's seed) for `system`.
void learn_tdnet(TdNetwork& net, const PointSystem& system, const TdLearnSettings& settings,
                 const LearnBudget& budget, const LearnProgressFn& progress, const std::atomic<bool>* stop);

}  // namespace pps
