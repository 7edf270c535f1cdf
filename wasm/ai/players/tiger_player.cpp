#include "ai/players/tiger_player.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

#include "ai/search/score_range.h"
#include "ai/core/search_threads.h"
#include "engine/rng.h"

namespace pps {

namespace {
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

Analysis empty_analysis() {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  return analysis;
}

// Simulations between two looks at the clock and the stop flag: small enough
// to stop within a millisecond or so even with best-move rollouts.
constexpr std::int64_t kBatch = 16;
// Simulations for each cell a search left without an estimate, in analyze().
constexpr int kHintRollouts = 24;
}  // namespace

std::vector<ParamInfo> TigerPlayer::params() {
  return {
      {"sel", "prune", "selection: uct, prune (prune+UCT) or best (best-move: only the heuristic's best child)"},
      {"sim", "best", "simulation: random, prune (prune+random) or best (best move by the heuristic)"},
      {"bandit", "ucb1", "bandit formula: ucb1 (UCT, X + 2 Cp sqrt(2 ln n / n_j)) or tuned (UCB1-Tuned)"},
      {"final", "visits", "final choice: visits (most visited child) or mean (best mean, visits break ties)"},
      {"cp", "141.42", "UCT exploration constant Cp, in [0, 100000] (200/sqrt 2; use ~0.7071 with squashing)"},
      {"squash", "none",
       "scale scores before UCT: none, imprecise (10 x hand points range), fixed (0..squash_max) or precise "
       "(the score range found by a search over grids, ~0.4 s per system)"},
      {"squash_max", "200", "maximum score for squash=fixed, in [1, 100000]"},
      {"tuned_c", "1", "UCB1-Tuned exploration multiplier, in [0, 1000]"},
      {"delta", "1.3", "pruning threshold: children below delta * h(parent) are pruned, in [-10, 10]"},
      {"max_pruned", "0.7", "pruning safeguard: at most this fraction pruned, in [0, 1]"},
      {"fallback", "0.5", "fraction of the worst children pruned when the safeguard trips, in [0, 1]"},
      {"alpha", "0.1", "heuristic weight of one-card hands, in [0, 10] (paper's untuned value 0.2)"},
      {"beta", "0.3", "heuristic weight of two-card hands, in [0, 10] (untuned 0.4)"},
      {"gamma", "0.85", "heuristic weight of three-card hands, in [0, 10] (untuned 0.6)"},
      {"rules", "on", "simple rules for the first, second, next-to-last and last moves: on or off"},
      {"workers", "4", "independent search trees (root parallelism), in [1, 64]; results depend on it, "
                       "not on the thread count"},
      {"mem", "64", "memory cap of all trees together, in MB, in [1, 16384]"},
  };
}

TigerPlayer::TigerPlayer(const PlayerParams& params) : spec_(params.canonical()) {
  config_.tree = static_cast<TreePolicy>(params.choice("sel", {"uct", "prune", "best"}));
  config_.rollout = static_cast<Rollout>(params.choice("sim", {"random", "prune", "best"}));
  config_.bandit = static_cast<Bandit>(params.choice("bandit", {"ucb1", "tuned"}));
  config_.final_choice = static_cast<FinalChoice>(params.choice("final", {"visits", "mean"}));
  config_.cp = params.number("cp", 0, 100000);
  squash_ = static_cast<Squash>(params.choice("squash", {"none", "imprecise", "fixed", "precise"}));
  squash_max_ = params.number("squash_max", 1, 100000);
  config_.tuned_c = params.number("tuned_c", 0, 1000);
  config_.prune.delta = params.number("delta", -10, 10);
  config_.prune.max_pruned = params.number("max_pruned", 0, 1);
  config_.prune.fallback_pruned = params.number("fallback", 0, 1);
  weights_.alpha = params.number("alpha", 0, 10);
  weights_.beta = params.number("beta", 0, 10);
  weights_.gamma = params.number("gamma", 0, 10);
  rules_ = params.choice("rules", {"off", "on"}) == 1;
  workers_ = static_cast<int>(params.integer("workers", 1, 64));
  memory_mb_ = params.number("mem", 1, 16384);
  trees_.resize(workers_);
  set_system(system_);
}

void TigerPlayer::set_system(const PointSystem& system) {
  Player::set_system(system);
  heuristic_ = TigerHeuristic(system, weights_);
  const double imprecise = std::max(1.0, 10.0 * (system.max_points() - system.min_points()));
  switch (squash_) {
    case Squash::kNone: config_.squash_range = 1.0; break;
    case Squash::kImprecise: config_.squash_range = imprecise; break;
    case Squash::kFixed: config_.squash_range = squash_max_; break;
    case Squash::kPrecise: {
      if (!precise_range_ || !(precise_system_ == system)) {  // the search takes a while: once per system
        const ScoreRange range = search_score_range(system);
        precise_range_ = std::max(1, range.max - range.min);
        precise_system_ = system;
      }
      config_.squash_range = precise_range_;
      break;
    }
  }
  config_.tuned_range = squash_ == Squash::kNone ? imprecise : config_.squash_range;
  config_.max_nodes = static_cast<std::size_t>(memory_mb_ * 1024 * 1024 / workers_ / static_cast<double>(MctsWorker::kNodeBytes));
}

void TigerPlayer::new_game(std::uint64_t seed) {
  seed_ = seed;
  clock_ = GameClock();
}

int TigerPlayer::search_moves_left(int empty) const {
  if (!rules_) return empty - 1;        // every move but the forced last one
  if (empty >= 24) return 21;           // the searched moves are those with 3..23 empty cells
  return std::max(1, empty - 2);
}

Analysis TigerPlayer::decide(const Board& board, Card card, bool analyzing) {
  const auto start = Clock::now();
  const int empty = __builtin_popcount(board.empty_cells());
  Analysis analysis;
  double allowed = -1;  // what a search against the per-game clock was allowed
  if (empty <= 1 || (rules_ && empty == 2)) {
    analysis = exact_endgame(board, card);
  } else if (rules_ && !analyzing && empty == kNumCells) {
    analysis = empty_analysis();
    analysis.best = 0;
  } else if (rules_ && !analyzing && empty == kNumCells - 1) {
    analysis = greedy(board, card);
  } else {
    // A per-move budget keeps back a little for what follows the last clock
    // check (a batch, merging the trees): 5 ms or a tenth of it.
    double seconds = budget_.move_seconds - std::min(0.1 * budget_.move_seconds, 0.005);
    if (budget_.simulations > 0) seconds = 0;
    else if (seconds <= 0) seconds = allowed = clock_.allowance(budget_.game_seconds, search_moves_left(empty));
    // With nothing left to search with (a busy machine used the reserve up),
    // the heuristic decides at once: waking the search threads only to stop
    // them costs a busy machine tens of milliseconds a move.
    if (allowed == 0 && !analyzing) analysis = greedy(board, card);
    else analysis = search(board, card, seconds, analyzing);
  }
  clock_.record(seconds_since(start), allowed);
  return analysis;
}

Analysis TigerPlayer::exact_endgame(const Board& board, Card card) const {
  Analysis analysis = empty_analysis();
  const std::uint32_t empty = board.empty_cells();
  Board next = board;
  for (std::uint32_t m = empty; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    next.place(cell, card);
    const std::uint32_t rest = empty & ~(1u << cell);
    if (!rest) {
      analysis.value[cell] = heuristic_.final_score(next);
    } else {  // one cell left: average over every card that may come last
      const int last = __builtin_ctz(rest);
      const CardMask deck = next.unseen();
      double sum = 0;
      for (CardMask d = deck; d; d &= d - 1) {
        next.place(last, static_cast<Card>(__builtin_ctzll(d)));
        sum += heuristic_.final_score(next);
        next.remove(last);
      }
      analysis.value[cell] = sum / __builtin_popcountll(deck);
    }
    next.remove(cell);
    if (analysis.best < 0 || analysis.value[cell] > analysis.value[analysis.best]) analysis.best = cell;
  }
  return analysis;
}

Analysis TigerPlayer::greedy(const Board& board, Card card) const {
  Analysis analysis = empty_analysis();
  std::array<double, kNumCells> value{};
  heuristic_.evaluate_placements(board, card, DeckView(board.unseen() & ~card_bit(card)), value);
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (analysis.best < 0 || value[cell] > value[analysis.best]) analysis.best = cell;
  }
  return analysis;
}

Analysis TigerPlayer::search(const Board& board, Card card, double seconds, bool analyzing) {
  const auto start = Clock::now();
  const int workers = workers_;
  // Each tree's generator depends on the game seed, the position and the
  // worker, never on the thread that runs it.
  for (int w = 0; w < workers; ++w) {
    std::uint64_t x = seed_ ^ (board.placed() * 0x9E3779B97F4A7C15ULL) ^ (std::uint64_t{card} << 56);
    x += static_cast<std::uint64_t>(w) * 0xD1B54A32D192ED03ULL;
    trees_[w].reset(config_, heuristic_, system_, board, card, splitmix64(x));
  }
  const int threads = std::clamp(threads_available() ? budget_.threads : 1, 1, workers);
  const std::int64_t sims = budget_.simulations;
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  if (sims > 0) {
    // One task per tree, taken by whichever thread is free: a thread that
    // starts late (a busy machine) leaves its trees to the others.
    run_parallel(threads, workers, [&](int w) {
      const std::int64_t quota = sims / workers + (w < sims % workers ? 1 : 0);
      for (std::int64_t done = 0; done < quota && !stop_requested(); done += kBatch)
        trees_[w].run(std::min(kBatch, quota - done));
    });
  } else {
    // Time budget: each thread's trees take turns, one batch each, so that
    // they grow evenly until the deadline.
    run_parallel(threads, threads, [&](int t) {
      for (int w = t; !stop_requested() && Clock::now() < deadline; w = w + threads < workers ? w + threads : t)
        trees_[w].run(kBatch);
    });
  }

  RootStats stats;
  Analysis analysis = empty_analysis();
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
    const bool better = config_.final_choice == FinalChoice::kVisits
                            ? visits > best_visits || (visits == best_visits && mean > best_mean)
                            : mean > best_mean || (mean == best_mean && visits > best_visits);
    if (better) analysis.best = cell;
  }
  if (analyzing) {
    // Hints show every cell: the ones the trees pruned (or never reached) get
    // a few plain simulations, after the choice is made. Tree w samples every
    // workers-th such cell, so the values do not depend on the thread count,
    // and the threads share this work as they share the search (with the
    // prune policy it is a sizeable part of a hint).
    std::array<int, kNumCells> unsearched{};
    int count = 0;
    for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
      const int cell = __builtin_ctz(m);
      if (stats.visits[cell] == 0) unsearched[count++] = cell;
    }
    run_parallel(threads, std::min(workers, count), [&](int w) {
      for (int i = w; i < count && !stop_requested(); i += workers) {
        analysis.value[unsearched[i]] = trees_[w].sample_cell(unsearched[i], kHintRollouts);
        analysis.samples[unsearched[i]] = kHintRollouts;
      }
    });
    for (int i = 0; i < count; ++i) analysis.simulations += analysis.samples[unsearched[i]];
  }
  if (analysis.best < 0) {  // no time for a single simulation: the heuristic decides
    const Analysis fallback = greedy(board, card);
    analysis.best = fallback.best;
  }
  return analysis;
}

}  // namespace pps
