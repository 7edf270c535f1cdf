#include "ai/search/mcts_search.h"

#include <algorithm>
#include <chrono>
#include <limits>

#include "ai/core/search_pace.h"
#include "ai/core/search_threads.h"
#include "engine/rng.h"

namespace pps {

namespace {
using Clock = std::chrono::steady_clock;

// Simulations between two looks at the clock and the stop flag: small enough
// to stop within a millisecond or so even with best-move rollouts.
constexpr std::int64_t kBatch = 16;
// Simulations for each cell a search left without an estimate, in analyze().
constexpr int kHintRollouts = 24;
}  // namespace

ParamGroup MctsSettings::params() {
  return {"mcts", {
      {"sel", "prune", "selection: uct, prune (prune+UCT) or best (best-move: only the evaluator's best child)"},
      {"sim", "best", "simulation: random, prune (prune+random) or best (best move by the evaluator)"},
      {"bandit", "ucb1", "bandit formula: ucb1 (UCT, X + 2 Cp sqrt(2 ln n / n_j)) or tuned (UCB1-Tuned)"},
      {"final", "visits", "final choice: visits (most visited child) or mean (best mean, visits break ties)"},
      {"cp", "141.42", "UCT exploration constant Cp, in [0, 100000] (200/sqrt 2; use ~0.7071 with squashing)"},
      {"tuned_c", "1", "UCB1-Tuned exploration multiplier, in [0, 1000]"},
      {"delta", "1.3", "pruning threshold: children below delta * h(parent) are pruned, in [-10, 10]"},
      {"max_pruned", "0.7", "pruning safeguard: at most this fraction pruned, in [0, 1]"},
      {"fallback", "0.5", "fraction of the worst children pruned when the safeguard trips, in [0, 1]"},
      {"workers", "4", "independent search trees (root parallelism), in [1, 64]; results depend on it, "
                       "not on the thread count"},
      {"mem", "64", "memory cap of all trees together, in MB, in [1, 16384]"},
  }};
}

MctsSettings MctsSettings::read(const PlayerParams& params) {
  MctsSettings s;
  s.config.tree = static_cast<TreePolicy>(params.choice("sel", {"uct", "prune", "best"}));
  s.config.rollout = static_cast<Rollout>(params.choice("sim", {"random", "prune", "best"}));
  s.config.bandit = static_cast<Bandit>(params.choice("bandit", {"ucb1", "tuned"}));
  s.config.final_choice = static_cast<FinalChoice>(params.choice("final", {"visits", "mean"}));
  s.config.cp = params.number("cp", 0, 100000);
  s.config.tuned_c = params.number("tuned_c", 0, 1000);
  s.config.prune.delta = params.number("delta", -10, 10);
  s.config.prune.max_pruned = params.number("max_pruned", 0, 1);
  s.config.prune.fallback_pruned = params.number("fallback", 0, 1);
  s.workers = static_cast<int>(params.integer("workers", 1, 64));
  s.memory_mb = params.number("mem", 1, 16384);
  return s;
}

MctsSearch::MctsSearch(const MctsSettings& settings) : settings_(settings), trees_(settings.workers) {
  settings_.config.max_nodes = static_cast<std::size_t>(settings_.memory_mb * 1024 * 1024 / settings_.workers /
                                                        static_cast<double>(MctsWorker::kNodeBytes));
}

void MctsSearch::set_squash(double squash_range, double tuned_range) {
  settings_.config.squash_range = squash_range;
  settings_.config.tuned_range = tuned_range;
}

Analysis MctsSearch::run(const Board& board, Card card, const Evaluator& evaluator, const PointSystem& system,
                         const SearchLimits& limits, bool analyzing) {
  SearchPace pace(limits);
  const int workers = settings_.workers;
  // Each tree's generator depends on the game seed, the position and the
  // worker, never on the thread that runs it.
  for (int w = 0; w < workers; ++w) {
    std::uint64_t x = limits.seed ^ (board.placed() * 0x9E3779B97F4A7C15ULL) ^ (std::uint64_t{card} << 56);
    x += static_cast<std::uint64_t>(w) * 0xD1B54A32D192ED03ULL;
    trees_[w].reset(settings_.config, evaluator, system, board, card, splitmix64(x));
  }
  const int threads = std::clamp(threads_available() ? limits.threads : 1, 1, workers);
  const std::int64_t sims = limits.simulations;
  if (sims > 0) {
    // One task per tree, taken by whichever thread is free: a thread that
    // starts late (a busy machine) leaves its trees to the others.
    run_parallel(threads, workers, [&](int w) {
      const std::int64_t quota = sims / workers + (w < sims % workers ? 1 : 0);
      for (std::int64_t done = 0; done < quota && !pace.stopped(); done += kBatch)
        trees_[w].run(std::min(kBatch, quota - done));
    });
  } else {
    // Time budget: each thread's trees take turns, one batch each, so that
    // they grow evenly until the next batch would end past the deadline. A
    // hint then samples the cells the trees prune at the root (below): this
    // thread's share of those samples is kept out of the search's time.
    std::int64_t hint_samples = 0;
    if (analyzing) {
      std::uint32_t allowed = 0;
      for (const MctsWorker& tree : trees_) allowed |= tree.root_allowed();
      const int pruned = __builtin_popcount(board.empty_cells() & ~allowed);
      hint_samples = std::int64_t{kHintRollouts} * ((pruned + threads - 1) / threads);
    }
    run_parallel(threads, threads, [&](int t) {
      for (int w = t; pace.may_start(kBatch + hint_samples); w = w + threads < workers ? w + threads : t) {
        const auto began = Clock::now();
        trees_[w].run(kBatch);
        pace.finished(kBatch, began);
      }
    });
  }

  RootStats stats;
  Analysis analysis = unrated_analysis();
  for (int w = 0; w < workers; ++w) {
    trees_[w].add_root_stats(stats);
    analysis.simulations += trees_[w].iterations();
  }
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    analysis.samples[cell] = stats.visits[cell];
    if (stats.visits[cell] > 0) analysis.value[cell] = stats.sum[cell] / static_cast<double>(stats.visits[cell]);
  }
  // Final choice among the searched children.
  for (std::uint32_t m = stats.allowed; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (stats.visits[cell] == 0) continue;
    if (analysis.best < 0) {
      analysis.best = cell;
      continue;
    }
    const double mean = analysis.value[cell], best_mean = analysis.value[analysis.best];
    const std::int64_t visits = stats.visits[cell], best_visits = stats.visits[analysis.best];
    const bool better = settings_.config.final_choice == FinalChoice::kVisits
                            ? visits > best_visits || (visits == best_visits && mean > best_mean)
                            : mean > best_mean || (mean == best_mean && visits > best_visits);
    if (better) analysis.best = cell;
  }
  if (analyzing) {
    // Hints show every cell: the ones the trees pruned (or never reached) get
    // a few plain simulations, after the choice is made. Tree w samples every
    // workers-th such cell, so the values do not depend on the thread count,
    // and the threads share this work as they share the search (with the
    // prune policy it is a sizeable part of a hint). Under a time limit the
    // search kept their time back; a move with almost none left leaves the
    // cells whose samples would end past the deadline without a value.
    std::array<int, kNumCells> unsearched{};
    int count = 0;
    for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
      const int cell = __builtin_ctz(m);
      if (stats.visits[cell] == 0) unsearched[count++] = cell;
    }
    run_parallel(threads, std::min(workers, count), [&](int w) {
      for (int i = w; i < count && pace.may_start(kHintRollouts); i += workers) {
        const auto began = Clock::now();
        analysis.value[unsearched[i]] = trees_[w].sample_cell(unsearched[i], kHintRollouts);
        analysis.samples[unsearched[i]] = kHintRollouts;
        pace.finished(kHintRollouts, began);
      }
    });
    for (int i = 0; i < count; ++i) analysis.simulations += analysis.samples[unsearched[i]];
  }
  return analysis;
}

}  // namespace pps
