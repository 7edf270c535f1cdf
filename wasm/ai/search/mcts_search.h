// Tiger's search as a whole, over any evaluator: `workers` independent trees
// (MctsWorker, root parallelization), each with its own seeded generator, run
// by however many threads the limits allow and merged in tree order; a fixed
// simulation budget is split the same way whatever the thread count, so the
// result does not depend on it. The Tiger player runs it over Tiger's
// heuristic, tiger-narl over NARL values.
#pragma once

#include <vector>

#include "ai/core/player.h"
#include "ai/core/param_group.h"
#include "ai/search/flat_monte_carlo.h"
#include "ai/search/mcts.h"

namespace pps {

struct MctsSettings {
  MctsConfig config;
  int workers = 4;        // independent trees
  double memory_mb = 64;  // cap of all trees together

  // The spec parameters of the search (sel, sim, bandit, final, cp, tuned_c,
  // delta, max_pruned, fallback, workers, mem), with Tiger's defaults; a
  // player composes them into its own params() (core/param_group.h) and
  // read() takes them from its spec.
  static ParamGroup params();
  static MctsSettings read(const PlayerParams& params);
};

class MctsSearch {
 public:
  explicit MctsSearch(const MctsSettings& settings = {});
  const MctsSettings& settings() const { return settings_; }
  // Rewards are divided by `range` in the bandit formula (MctsConfig).
  void set_squash(double squash_range, double tuned_range);

  // Searches where `card` goes on `board` under `limits` (its seed is the
  // game's: each tree's generator is drawn from it, the position and the
  // tree). value[] holds each searched cell's mean and samples[] its visits;
  // with `analyzing`, the cells the trees pruned or never reached get a few
  // plain simulations too, so that hints show every cell (under a time limit,
  // inside it: the search leaves them their time). best is -1 when there was
  // no time for a single simulation: the caller decides then.
  Analysis run(const Board& board, Card card, const Evaluator& evaluator, const PointSystem& system,
               const SearchLimits& limits, bool analyzing);

 private:
  MctsSettings settings_;
  std::vector<MctsWorker> trees_;
};

}  // namespace pps
