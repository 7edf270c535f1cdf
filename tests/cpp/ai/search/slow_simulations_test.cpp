// Time budgets where simulations are slow. A search looks at the clock between
// batches of simulations, a millisecond or so natively; under the sanitizers
// with coverage, on a slow phone or with a costly evaluator one batch takes
// tens of milliseconds, as long as a whole move of a short game may. Here each
// simulation of Tiger's search (MCTS), the race and flat UCB1 is slowed on
// purpose (it spins the CPU), so that a batch is a large part of a move, and
// moves and whole games must still keep to their budgets: no search starts a
// batch that would end past its deadline (ai/core/search_pace.h), and a hint's
// extra samples of the cells a search left out fit in the move's time too.
// Upper bounds are in CPU time, which no load on the machine stretches
// (cpu_time.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "ai/core/search_player.h"
#include "ai/eval/tiger_heuristic.h"
#include "ai/search/flat_ucb1.h"
#include "ai/search/mcts_search.h"
#include "ai/search/playout.h"
#include "ai/search/race_monte_carlo.h"
#include "cpu_time.h"
#include "engine/game.h"

namespace pps {
namespace {

// Spins this thread for `seconds` of its CPU time.
void spin(double seconds) {
  const double end = test::thread_cpu_seconds() + seconds;
  while (test::thread_cpu_seconds() < end) {
  }
}

// Tiger's heuristic, `seconds` of CPU slower a call (a best-move playout
// calls it once a card).
class SlowEvaluator final : public Evaluator {
 public:
  explicit SlowEvaluator(double seconds) : seconds_(seconds) {}
  double evaluate(const Board& board) const override {
    spin(seconds_);
    return tiger_.evaluate(board);
  }
  double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const override {
    spin(seconds_);
    return tiger_.rate_placements(board, card, out);
  }

 private:
  TigerHeuristic tiger_;
  double seconds_;
};

enum class Search { kMcts, kRace, kUcb1 };

struct Slowness {
  Search search;
  const char* name;
  // CPU seconds added to each call of the evaluator (MCTS: about 28 calls a
  // simulation, 16 simulations a batch) or to each playout (the race: 4
  // deals a batch for each cell still racing, about 20; flat UCB1: 16 a batch).
  double spin_seconds;
};

// Batches of about 20 ms each.
constexpr Slowness kSlow[] = {
    {Search::kMcts, "MCTS", 0.020 / (16 * 28)},
    {Search::kRace, "race", 0.020 / (4 * 20)},
    {Search::kUcb1, "flat UCB1", 0.020 / 16},
};

// A searching player (SearchPlayer: the real move clock) whose every
// simulation is slowed by `slow`, `factor` times. A hint searches even with
// no time left, as Tiger's did; a move decides at once then.
class SlowPlayer final : public SearchPlayer {
 public:
  SlowPlayer(const Slowness& slow, double factor)
      : slow_(slow),
        evaluator_(slow.search == Search::kMcts ? factor * slow.spin_seconds : 0),
        greedy_(tiger_),
        simulate_([this, seconds = factor * slow.spin_seconds](Board& board, const Card* future, Rng& rng) {
          spin(seconds);
          return static_cast<double>(play_out(board, future, greedy_, rng, system_));
        }) {}
  std::string spec() const override { return std::string("slow ") + slow_.name; }
  std::int64_t simulations() const { return simulations_; }

 protected:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override {
    Analysis analysis = unrated_analysis();
    if (__builtin_popcount(board.empty_cells()) > 1 && (move.limits.seconds > 0 || analyzing)) {
      move.searched = true;
      switch (slow_.search) {
        case Search::kMcts: analysis = mcts_.run(board, card, evaluator_, system_, move.limits, analyzing); break;
        case Search::kRace: analysis = race_monte_carlo(board, card, simulate_, move.limits); break;
        case Search::kUcb1: analysis = flat_ucb1(board, card, simulate_, move.limits, 20); break;
      }
      simulations_ += analysis.simulations;
    }
    if (analysis.best < 0) analysis.best = __builtin_ctz(board.empty_cells());  // no time for a single batch
    return analysis;
  }

 private:
  Slowness slow_;
  SlowEvaluator evaluator_;
  TigerHeuristic tiger_;
  GreedyPolicy greedy_;
  Simulation simulate_;
  MctsSearch mcts_;
  std::int64_t simulations_ = 0;
};

std::unique_ptr<SlowPlayer> slow_player(const Slowness& slow, double factor, const SearchBudget& budget) {
  auto player = std::make_unique<SlowPlayer>(slow, factor);
  player->set_budget(budget);
  player->set_system(PointSystem::american());
  return player;
}

// 20 ms batches against a 50 ms move (45 ms, less the clock's margin): a
// search that only asks whether its deadline has passed starts a third batch
// at 40 ms and ends at 60 ms; one that asks whether the next batch ends by
// the deadline stops at 40 ms. (On a busy machine a thread gets less CPU time
// than wall-clock time, and even the first search keeps to the bound in CPU
// time: the check bites on an idle machine, as in CI.)
TEST(SlowSimulations, EveryMoveKeepsToAPerMoveBudget) {
  SearchBudget budget;
  budget.move_seconds = 0.05;
  for (const Slowness& slow : kSlow) {
    auto player = slow_player(slow, 1, budget);
    player->new_game(1);
    Game game(PointSystem::american(), 3);
    double slowest = 0;
    for (int move = 0; move < 6; ++move) {
      const double start = test::thread_cpu_seconds();
      game.play(player->choose(game.board(), game.current_card()));
      slowest = std::max(slowest, test::thread_cpu_seconds() - start);
    }
    EXPECT_LE(slowest, 0.05) << slow.name;
    EXPECT_GT(player->simulations(), 0) << slow.name;
  }
}

// A 0.5 s game is about 20 ms a move: batches of 10 and 25 ms. A hint also
// samples the cells MCTS prunes (24 playouts each), which must fit in the
// move's time too, and not be taken once the game's time is used up.
TEST(SlowSimulations, AWholeGameKeepsToItsBudgetChoosingAndGivingHints) {
  SearchBudget budget;
  budget.game_seconds = 0.5;
  for (const Slowness& slow : kSlow) {
    for (const double factor : {0.5, 1.25}) {
      for (const bool hints : {false, true}) {
        if (hints && slow.search != Search::kMcts) continue;  // only MCTS samples more for a hint
        auto player = slow_player(slow, factor, budget);
        player->new_game(2);
        Game game(PointSystem::american(), 4);
        const double start = test::thread_cpu_seconds();
        while (!game.over()) {
          game.play(hints ? player->analyze(game.board(), game.current_card()).best
                          : player->choose(game.board(), game.current_card()));
        }
        const double cpu = test::thread_cpu_seconds() - start;
        EXPECT_LE(cpu, 0.5) << slow.name << ", batches of " << 20 * factor << " ms" << (hints ? ", hints" : "");
        EXPECT_GT(player->simulations(), 0) << slow.name;
      }
    }
  }
}

}  // namespace
}  // namespace pps
