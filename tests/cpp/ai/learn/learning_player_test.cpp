// LearningPlayer (ai/learn/learning_player.h), whichever player learns: what a
// stop request during learning leaves behind; deterministic learning on any
// number of threads; saved data that loads back, and refusal of data learned
// otherwise; progress reports; time budgets of learning and of play.
#include <gtest/gtest.h>

#include <atomic>
#include <string>

#include "ai/core/learned_data.h"
#include "ai/core/match.h"
#include "ai/core/player.h"
#include "ai/learn/learning_player.h"
#include "cpu_time.h"
#include "learner.h"

namespace pps {
namespace {

using test::learner;

std::unique_ptr<LearningPlayer> champion(const std::string& params) { return learner("champion:" + params); }

TEST(LearningPlayer, StoppedLearningIsNeitherUsedNorMarkedLearned) {
  auto player = champion("games=5000");
  std::atomic<bool> stop{false};
  player->set_stop_flag(&stop);
  // The stop arrives during learning (from the first progress report on).
  player->set_progress([&](const LearnProgress&) { stop.store(true); });
  EXPECT_THROW(player->prepare(PointSystem::american(), player->spec_budget()), std::runtime_error);
  EXPECT_FALSE(player->learned());

  // Cleared, the same budget learns in full, to the bytes of an unstopped player.
  stop.store(false);
  player->set_progress(nullptr);
  player->prepare(PointSystem::american(), player->spec_budget());
  EXPECT_TRUE(player->learned());
  auto fresh = champion("games=5000");
  fresh->prepare(PointSystem::american(), fresh->spec_budget());
  EXPECT_EQ(player->save(), fresh->save());
}

TEST(Learning, FixedGamesGiveTheSameValuesOnAnyNumberOfThreads) {
  for (const char* spec : {"beemo:search=greedy,games=3000,train=1000,eval_games=500", "narl:search=greedy,games=2000",
                           "tdnet:search=greedy,games=200", "champion:search=greedy,eval=cross,games=500"}) {
    auto one = learner(spec);
    auto two = learner(spec);
    SearchBudget threads;
    threads.threads = 2;
    two->set_budget(threads);
    one->set_system(PointSystem::british());
    two->set_system(PointSystem::british());
    EXPECT_EQ(one->save(), two->save()) << spec;
  }
}

TEST(Learning, SavedDataLoadsBackAndPlaysTheSame) {
  for (const char* spec : {"beemo:search=greedy,games=2000,train=1000,eval_games=500", "narl:search=greedy,games=1000",
                           "narl:search=greedy,games=1000,outs=on,sizes=off", "tdnet:search=greedy,games=100",
                           "champion:search=greedy,eval=cross,games=500"}) {
    auto original = learner(spec);
    original->set_system(PointSystem::american());
    const std::string bytes = original->save();
    auto copy = learner(spec);
    copy->load(bytes, PointSystem::american());
    EXPECT_TRUE(copy->learned());
    EXPECT_EQ(copy->save(), bytes);
    for (int seed = 0; seed < 5; ++seed)
      EXPECT_EQ(play_game(*original, PointSystem::american(), seed).serialize(),
                play_game(*copy, PointSystem::american(), seed).serialize());
    // Corrupt or mismatched data is refused and what was loaded stays.
    std::string corrupt = bytes;
    corrupt[corrupt.size() - 20] ^= 0x40;
    EXPECT_THROW(copy->load(corrupt, PointSystem::american()), std::invalid_argument);
    EXPECT_THROW(copy->load(bytes, PointSystem::british()), std::invalid_argument);
    EXPECT_EQ(copy->save(), bytes);
  }
}

TEST(Learning, LoadingRefusesDataLearnedWithOtherSettings) {
  // Version 1 loaded outs=on data into a narl:outs=off player (or the other
  // way round) and played it under the wrong name; now the settings must match.
  auto with_outs = learner("narl:search=greedy,games=1000,outs=on");
  with_outs->set_system(PointSystem::british());
  const std::string bytes = with_outs->save();
  auto plain = learner("narl:search=greedy,games=500");
  plain->set_system(PointSystem::british());
  const std::string plain_bytes = plain->save();
  try {
    plain->load(bytes, PointSystem::british());
    ADD_FAILURE() << "outs=on data loaded into a player with outs=off";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'outs=on'"), std::string::npos) << e.what();
  }
  EXPECT_EQ(plain->save(), plain_bytes);  // what it had stays
  // Settings that do not shape learning (the search, the budget) may differ,
  // and a number may be written another way.
  auto other_search = learner("narl:outs=on,epsilon=0.50,search=expectimax");
  other_search->load(bytes, PointSystem::british());
  EXPECT_EQ(other_search->save(), bytes);
  // A features byte that disagrees with the settings is corrupt.
  const std::string disagreeing = write_learned("narl", "epsilon=0.5,decay=0.999975,batch=64,sizes=on,outs=off",
                                                PointSystem::british(), std::string("\x03\0\0\0\0\0\0\0\0", 9));
  EXPECT_THROW(plain->load(disagreeing, PointSystem::british()), std::invalid_argument);
  EXPECT_EQ(plain->save(), plain_bytes);
}

TEST(Learning, ReportsProgressAndStopsAtItsTimeBudget) {
  auto player = learner("narl:search=greedy,prep=0.3");
  int reports = 0;
  double last = 0;
  player->set_progress([&](const LearnProgress& p) {
    ++reports;
    EXPECT_GE(p.fraction, last);
    last = p.fraction;
  });
  const double cpu_start = test::thread_cpu_seconds();  // one learning thread: this one
  player->set_system(PointSystem::american());
  EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 1.5);  // CPU time: see cpu_time.h
  EXPECT_GT(reports, 0);
}

TEST(Learning, ATimeBudgetStopsAtTheGameCapAndLearnsWhatThatManyGamesLearn) {
  // 20 s would learn far more than 3000 games; the cap ends it first, and
  // what it learned is exactly what a 3000-game budget learns.
  auto capped = champion("search=greedy,prep=20,cap=3000");
  auto counted = champion("search=greedy,games=3000");
  std::int64_t last_games = 0;
  double last_fraction = 0;
  capped->set_progress([&](const LearnProgress& p) {
    last_games = p.games;
    last_fraction = p.fraction;
  });
  const double cpu_start = test::thread_cpu_seconds();
  capped->set_system(PointSystem::british());
  EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 10.0);
  counted->set_system(PointSystem::british());
  EXPECT_EQ(last_games, 3000);
  EXPECT_EQ(last_fraction, 1.0);
  EXPECT_EQ(capped->save(), counted->save());
}

TEST(Learning, SearchPlayersKeepTheirGameTime) {
  for (const char* spec : {"beemo:games=1000,train=500,eval_games=500", "narl:search=mc,games=1000", "narl:search=ucb,games=1000",
                           "tdnet:games=50", "champion:games=1000"}) {
    auto player = learner(spec);
    player->set_system(PointSystem::american());
    SearchBudget budget;
    budget.game_seconds = 0.5;
    player->set_budget(budget);
    // One search thread, this one: its CPU time is the budget's upper bound
    // that no load can break (cpu_time.h).
    const double cpu_start = test::thread_cpu_seconds();
    play_game(*player, PointSystem::american(), 3);
    EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 0.5) << spec;
  }
}

TEST(Learning, FixedSimulationSearchIsDeterministicAcrossThreads) {
  // BeeMo's flat Monte Carlo, and the champion's race (with enough playouts
  // for it) on a system with negative values.
  struct Case {
    const char* spec;
    const char* system;
    std::int64_t simulations;
  };
  for (const Case& c : {Case{"beemo:games=1000,train=500,eval_games=500", "american", 400},
                        Case{"champion:games=20000", "random:1", 12000}}) {
    const PointSystem system = PointSystem::parse(c.system);
    auto player = learner(c.spec);
    player->set_system(system);
    const std::string bytes = player->save();
    auto other = learner(c.spec);
    other->load(bytes, system);
    SearchBudget one, two;
    one.simulations = two.simulations = c.simulations;
    two.threads = 2;
    player->set_budget(one);
    other->set_budget(two);
    EXPECT_EQ(play_game(*player, system, 11).serialize(), play_game(*other, system, 11).serialize()) << c.spec;
  }
}

}  // namespace
}  // namespace pps
