// The AI commands of pps as a user runs them: players, play with budgets,
// tournament shards that merge exactly (pps bench: bench_guard_test.cpp).
#include <gtest/gtest.h>

#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace {


TEST(AiCli, PlayersListsEveryParameterWithItsDefault) {
  const CliRun run = run_pps("players");
  ASSERT_EQ(run.status, 0);
  for (const char* text : {"tiger", "greedy", "random", "cp=141.42", "delta=1.3", "alpha=0.1", "beta=0.3",
                           "gamma=0.85", "sim=best", "sel=prune", "bandit=ucb1", "final=visits", "mem=64"})
    EXPECT_NE(run.output.find(text), std::string::npos) << text;
}

TEST(AiCli, PlayTakesBudgetsAndGivesTheSameGamesOnAnyThreadCount) {
  const CliRun one = run_pps("play --player tiger --sims 50 --games 2 --seed 4 --threads 1");
  const CliRun two = run_pps("play --player tiger --sims 50 --games 2 --seed 4 --threads 2");
  ASSERT_EQ(one.status, 0) << one.output;
  EXPECT_EQ(one.output, two.output);
  const CliRun timed = run_pps("play --player tiger:sim=random --move-time 0.001 --games 1");
  EXPECT_EQ(timed.status, 0) << timed.output;
  const struct {
    const char* arguments;
    const char* mentions;
  } bad[] = {
      {"play --player tiger --sims 10 --move-time 1", "only one of"},
      {"play --player tiger --sims 0", "outside"},
      {"play --player tiger --threads 0", "outside"},
      {"play --player tiger:cp=x", "cp=x is not a decimal number"},
      {"tournament --players random,nobody", "unknown player 'nobody'"},
      {"tournament --systems american,bogus", "unknown point system"},
      {"tournament --shard 4/3", "1 <= K <= N"},
      {"tournament --shard x", "not K/N"},
      {"merge --inputs /nonexistent.json", "cannot read"},
  };
  for (const auto& c : bad) expect_refused(c.arguments, c.mentions);
}

TEST(AiCli, PlayStartsFromLearnedDataWithoutLearningAgain) {
  const std::string dir = scratch_folder("learned") + "/";
  const std::string file = dir + "learned_narl.bin";
  const CliRun learn = run_pps("learn --player narl --system british --games 3000 --out " + file);
  ASSERT_EQ(learn.status, 0) << learn.output;
  // What the player learned itself and what it loads play the same games.
  const CliRun itself = run_pps("play --player narl:games=3000 --system british --games 3 --sims 1", false);
  const CliRun loaded = run_pps("play --player narl:games=3000 --system british --games 3 --sims 1 --learned " + file, false);
  ASSERT_EQ(loaded.status, 0) << loaded.output;
  EXPECT_EQ(itself.output, loaded.output);

  std::ofstream(dir + "not_learned.bin") << "not learned data";
  const struct {
    std::string arguments;
    const char* mentions;
  } bad[] = {
      {"play --player narl --system american --learned " + file, "for another point system"},
      {"play --player beemo --system british --learned " + file, "--learned file"},
      {"play --player tiger --learned " + file, "does not learn"},
      {"play --player narl --learned /nonexistent.bin", "cannot read"},
      // Learned with outs=off: a player asking for outs=on played it as
      // plain narl while reporting narl:outs=on.
      {"play --player narl:outs=on --system british --learned " + file, "learned with 'outs=off'"},
      {"play --player narl --learned " + dir + "not_learned.bin", "--learned file"},
  };
  for (const auto& c : bad) expect_refused(c.arguments, c.mentions);
}

TEST(AiCli, TournamentShardsMergeIntoExactlyTheSingleRun) {
  const std::string dir = scratch_folder("shards") + "/";
  const std::string common =
      "tournament --players random,greedy,greedy:eval=points --systems contest12 --games 25 --seed 100";
  const CliRun whole = run_pps(common + " --json " + dir + "whole.json", false);
  ASSERT_EQ(whole.status, 0) << whole.output;
  EXPECT_NE(whole.output.find("normalized score"), std::string::npos);
  EXPECT_NE(whole.output.find("single:full-house"), std::string::npos) << whole.output;
  std::string inputs;
  for (int k = 1; k <= 3; ++k) {
    const std::string file = dir + "shard" + std::to_string(k) + ".json";
    ASSERT_EQ(run_pps(common + " --shard " + std::to_string(k) + "/3 --json " + file, false).status, 0);
    inputs += (k > 1 ? "," : "") + file;
  }
  const CliRun merged = run_pps("merge --inputs " + inputs + " --json " + dir + "merged.json", false);
  ASSERT_EQ(merged.status, 0) << merged.output;
  EXPECT_EQ(merged.output, whole.output);
  // The JSON differs only in the list of shards.
  std::string a = read_text_file(dir + "whole.json"), b = read_text_file(dir + "merged.json");
  a = a.substr(a.find("\n")), b = b.substr(b.find("\n"));
  EXPECT_EQ(a, b);
  // Missing or repeated shards are refused.
  EXPECT_EQ(run_pps("merge --inputs " + dir + "shard1.json," + dir + "shard2.json").status, 2);
  EXPECT_EQ(run_pps("merge --inputs " + dir + "shard1.json," + dir + "shard1.json").status, 2);
  EXPECT_EQ(run_pps("merge --partial --inputs " + dir + "shard1.json," + dir + "shard2.json", false).status, 0);
}

}  // namespace
