// Tiger (ai/players/tiger_player.h) as its users meet it: budgets, threads,
// determinism, the stop flag, the memory cap and the simple rules.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "ai/players/tiger_player.h"
#include "cpu_time.h"
#include "engine/game.h"
#include "finished_game.h"
#include "midgame.h"

namespace pps {
namespace {

using Clock = std::chrono::steady_clock;
using test::midgame;

std::unique_ptr<Player> tiger(const std::string& spec, SearchBudget budget) {
  auto player = make_player(spec);
  player->set_budget(budget);
  player->set_system(PointSystem::american());
  return player;
}

SearchBudget sims(std::int64_t n, int threads = 1) {
  SearchBudget b;
  b.simulations = n;
  b.threads = threads;
  return b;
}

TEST(TigerPlayer, FixedSimulationBudgetIsDeterministicWhateverTheThreadCount) {
  const Game start = midgame();
  auto one = tiger("tiger", sims(400, 1));
  auto two = tiger("tiger", sims(400, 2));
  auto three = tiger("tiger:workers=3", sims(400, 3));
  auto three_single = tiger("tiger:workers=3", sims(400, 1));
  for (auto* p : {one.get(), two.get(), three.get(), three_single.get()}) p->new_game(99);
  const Analysis a = one->analyze(start.board(), start.current_card());
  const Analysis b = two->analyze(start.board(), start.current_card());
  EXPECT_GE(a.simulations, 400);  // the budget, plus samples of the cells the tree pruned
  EXPECT_EQ(a.best, b.best);
  EXPECT_EQ(a.simulations, b.simulations);
  for (int cell = 0; cell < kNumCells; ++cell) {
    if (std::isnan(a.value[cell])) EXPECT_TRUE(std::isnan(b.value[cell])) << cell;
    else EXPECT_EQ(a.value[cell], b.value[cell]) << cell;
  }
  const Analysis c = three->analyze(start.board(), start.current_card());
  const Analysis d = three_single->analyze(start.board(), start.current_card());
  EXPECT_EQ(c.best, d.best);
  for (int cell = 0; cell < kNumCells; ++cell)
    if (!std::isnan(c.value[cell])) {
      EXPECT_EQ(c.value[cell], d.value[cell]) << cell;
    }
  // A whole game: the same moves on 1 and 2 threads.
  const Game g1 = play_game(*tiger("tiger:sim=prune", sims(60, 1)), PointSystem::american(), 5);
  const Game g2 = play_game(*tiger("tiger:sim=prune", sims(60, 2)), PointSystem::american(), 5);
  EXPECT_EQ(g1.serialize(), g2.serialize());
}

TEST(TigerPlayer, AnalysisEstimatesEverySearchedCellAndChoosesTheSameCell) {
  const Game start = midgame();
  auto player = tiger("tiger:sel=uct,sim=random", sims(2000));
  player->new_game(7);
  const Analysis a = player->analyze(start.board(), start.current_card());
  int estimated = 0;
  for (int cell = 0; cell < kNumCells; ++cell) {
    if (!start.board().is_empty(cell)) {
      EXPECT_TRUE(std::isnan(a.value[cell])) << cell;
      continue;
    }
    ASSERT_FALSE(std::isnan(a.value[cell])) << "UCT expands every cell, " << cell;
    EXPECT_GT(a.value[cell], 0.0);
    EXPECT_LT(a.value[cell], 725.0);
    ++estimated;
  }
  EXPECT_EQ(estimated, 15);
  EXPECT_EQ(player->choose(start.board(), start.current_card()), a.best);
}

TEST(TigerPlayer, AnalysisGivesPrunedCellsAValueToo) {
  const Game start = midgame();
  auto player = tiger("tiger", sims(600));
  player->new_game(8);
  const Analysis a = player->analyze(start.board(), start.current_card());
  int sampled = 0;
  for (std::uint32_t m = start.board().empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    ASSERT_FALSE(std::isnan(a.value[cell])) << cell;
    EXPECT_GT(a.samples[cell], 0) << cell;
    sampled += a.samples[cell] < 100;
  }
  EXPECT_GT(sampled, 0) << "prune+UCT prunes some root cells";
  EXPECT_GT(a.simulations, 600);
  // choose() makes the same choice without the extra samples.
  EXPECT_EQ(player->choose(start.board(), start.current_card()), a.best);
}

TEST(TigerPlayer, NextToLastMoveIsTheExactExpectation) {
  Game game(PointSystem::american(), 11);
  auto greedy = make_player("greedy");
  greedy->set_system(game.system());
  greedy->new_game(2);
  while (game.turn() < kNumCells - 2) game.play(greedy->choose(game.board(), game.current_card()));
  auto player = tiger("tiger", sims(10));
  player->new_game(1);
  const Analysis a = player->analyze(game.board(), game.current_card());
  const Card card = game.current_card();
  for (std::uint32_t m = game.board().empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    const int last = __builtin_ctz(game.board().empty_cells() & ~(1u << cell));
    double sum = 0;
    int n = 0;
    for (int c = 0; c < kNumCards; ++c) {
      if (game.board().has_card(static_cast<Card>(c)) || c == card) continue;
      Board b = game.board();
      b.place(cell, card);
      b.place(last, static_cast<Card>(c));
      sum += b.score(game.system());
      ++n;
    }
    EXPECT_NEAR(a.value[cell], sum / n, 1e-9);
  }
  EXPECT_EQ(a.simulations, 0);  // a rule, not a search
}

TEST(TigerPlayer, GameTimeBudgetIsNeverExceeded) {
  for (double seconds : {0.5, 1.0}) {
    SearchBudget budget;
    budget.game_seconds = seconds;
    auto player = tiger("tiger", budget);
    Game game(PointSystem::american(), 21);
    player->new_game(3);
    double spent = 0, cpu = 0;  // wall-clock and CPU time of the decisions
    std::int64_t searched = 0;
    while (!game.over()) {
      const auto start = Clock::now();
      const double cpu_start = test::thread_cpu_seconds();
      const Analysis a = player->analyze(game.board(), game.current_card());
      cpu += test::thread_cpu_seconds() - cpu_start;
      spent += std::chrono::duration<double>(Clock::now() - start).count();
      searched += a.simulations;
      game.play(a.best);
    }
    // The upper bound in CPU time, the lower one in wall-clock time: no load
    // on the machine can break either (cpu_time.h).
    EXPECT_LE(cpu, seconds) << "budget " << seconds;
    // 0.1: on a busy machine the clock keeps more back (search_budget.h).
    EXPECT_GT(spent, 0.1 * seconds) << "the budget should be used";
    EXPECT_GT(searched, 0);
  }
}

// A game too short to search in (the clock keeps 5 ms a move back): every
// move, a hint's too, is the heuristic's at once. A hint used to search
// anyway, sampling every empty cell (24 playouts each) past the budget: a
// 0.06 s game took about 0.1 s of CPU natively, more in slower builds.
TEST(TigerPlayer, HintsKeepToAGameBudgetTooShortToSearchIn) {
  SearchBudget budget;
  budget.game_seconds = 0.06;
  auto player = tiger("tiger", budget);
  Game game(PointSystem::american(), 21);
  player->new_game(3);
  const double start = test::thread_cpu_seconds();
  while (!game.over()) game.play(player->analyze(game.board(), game.current_card()).best);
  EXPECT_LE(test::thread_cpu_seconds() - start, budget.game_seconds);  // CPU time (cpu_time.h)
}

TEST(TigerPlayer, MoveTimeBudgetHoldsPerMove) {
  SearchBudget budget;
  budget.move_seconds = 0.05;
  auto player = tiger("tiger:sim=random", budget);
  const Game start = midgame();
  player->new_game(4);
  const auto t0 = Clock::now();
  const double cpu_start = test::thread_cpu_seconds();
  const Analysis a = player->analyze(start.board(), start.current_card());
  const double cpu = test::thread_cpu_seconds() - cpu_start;
  const double spent = std::chrono::duration<double>(Clock::now() - t0).count();
  EXPECT_GE(spent, 0.04);
  // The search stops 5 ms early; the upper bound is in CPU time, which a
  // descheduled thread does not accumulate (cpu_time.h), with 20 ms for the
  // clock checks' granularity (slower under the sanitizers).
  EXPECT_LE(cpu, 0.05 + 0.02);
  EXPECT_GT(a.simulations, 0);
}

TEST(TigerPlayer, StopFlagEndsALongSearchPromptly) {
  for (int threads : {1, 2}) {
    SearchBudget budget;
    budget.move_seconds = 30;
    budget.threads = threads;
    auto player = tiger("tiger", budget);
    std::atomic<bool> stop{false};
    player->set_stop_flag(&stop);
    player->new_game(5);
    const Game start = midgame();
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      stop = true;
    });
    const double cpu_start = test::process_cpu_seconds();
    const int cell = player->choose(start.board(), start.current_card());
    const double cpu = test::process_cpu_seconds() - cpu_start;
    stopper.join();
    EXPECT_TRUE(start.board().is_empty(cell));
    // Without the stop the search would take 30 s a thread; CPU time, as a
    // loaded machine may delay the stopper itself (cpu_time.h).
    EXPECT_LT(cpu, 1.0 * threads) << threads << " threads";
  }
}

TEST(TigerPlayer, MemoryCapKeepsAFullGamePlayable) {
  // 1 MB over 4 trees is about 6,500 nodes each (MctsWorker::kNodeBytes:
  // 40), and a tree grows a node per simulation: 40,000 simulations a move,
  // 10,000 a tree, fill it. (3,000 never reached the cap.)
  constexpr std::int64_t kSims = 40000;
  auto capped = tiger("tiger:mem=1,sim=random", sims(kSims));
  auto uncapped = tiger("tiger:sim=random", sims(kSims));
  capped->new_game(8);
  uncapped->new_game(8);
  // The cap binds: a tree that stops growing searches differently.
  const Game start = midgame();
  const Analysis small = capped->analyze(start.board(), start.current_card());
  const Analysis large = uncapped->analyze(start.board(), start.current_card());
  bool differ = false;
  for (std::uint32_t m = start.board().empty_cells(); m; m &= m - 1)
    differ |= small.value[__builtin_ctz(m)] != large.value[__builtin_ctz(m)];
  EXPECT_TRUE(differ) << "the trees never reached the cap";
  // A whole game under the cap: every move legal and searched on its whole
  // budget (full trees keep searching from what they hold).
  Game game(PointSystem::american(), 8);
  while (!game.over()) {
    const Analysis a = capped->analyze(game.board(), game.current_card());
    ASSERT_TRUE(a.best >= 0 && a.best < kNumCells && game.board().is_empty(a.best))
        << "turn " << game.turn() << ": cell " << a.best;
    if (a.simulations > 0) {
      EXPECT_GE(a.simulations, kSims) << "turn " << game.turn();
    }
    game.play(a.best);
  }
  EXPECT_TRUE(test::is_finished_game(game));
}

TEST(TigerPlayer, PlaysEveryPolicyCombinationToTheEnd) {
  for (const char* spec : {"tiger:sel=uct,sim=random", "tiger:sel=best,sim=prune", "tiger:bandit=tuned,final=mean",
                           "tiger:squash=imprecise,cp=0.7071", "tiger:squash=fixed,squash_max=200,cp=0.7071",
                           "tiger:rules=off,sim=random", "tiger:workers=1", "tiger:squash=precise,cp=0.7071"}) {
    const Game game = play_game(*tiger(spec, sims(40)), PointSystem::parse("random:3"), 2);
    EXPECT_TRUE(test::is_finished_game(game)) << spec;
  }
}

}  // namespace
}  // namespace pps
