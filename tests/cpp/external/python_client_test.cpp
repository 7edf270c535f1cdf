// The Python client and its samples (clients/python) in pps's commands, as a
// student runs them: the greedy sample plays exactly the games of its
// built-in twin, and an external player works in pps tournament (shards and
// merge) and bench/judge.py beside the built-in players.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "played_games.h"
#include "run_pps.h"
#include "test_paths.h"

namespace {

const std::string kPythonGreedy = "external:cmd=python3 " + repository_root() + "/clients/python/greedy_player.py";
const std::string kPythonRandom = "external:cmd=python3 " + repository_root() + "/clients/python/random_player.py";


#define REQUIRE_PYTHON() \
  if (!have_python()) GTEST_SKIP() << "python3 (3.8 or later) is not installed: npm test installs it"

TEST(PythonClient, TheGreedySamplePlaysItsBuiltInTwinsGamesExactly) {
  REQUIRE_PYTHON();
  for (const std::string system : {"american", "british", "random:91:2", "hypercorner:5"}) {
    const CliRun python = expect_same_games_as_twin(kPythonGreedy, kGreedyTwin, system, 200, "python-greedy");
    EXPECT_NE(python.output.find("program 'Greedy sample (Python)': 5000 cards answered"), std::string::npos) << python.output;
  }
}

TEST(PythonClient, DealsTheContestsCardsForEverySeed) {
  REQUIRE_PYTHON();
  for (const char* seed : {"0", "42", "-1", "900000", "9223372036854775807", "-9223372036854775808"}) {
    const std::string python = run_command("cd " + repository_root() + "/clients/python && python3 -c "
                                           "'import pps_player; print(\" \".join(map(str, pps_player.deal(" +
                                           std::string(seed) + "))))'").output;
    EXPECT_EQ(python, run_pps(std::string("deal --seed ") + seed).output) << seed;
  }
}

TEST(PythonClient, PlayingAloneScoresWhatPpsScores) {
  REQUIRE_PYTHON();
  const std::string alone =
      run_command("python3 " + repository_root() + "/clients/python/greedy_player.py --local 60 --seed -20 --system british").output;
  const CliRun twin = run_pps("play --player " + kGreedyTwin + " --games 60 --seed -20 --system british");
  const std::size_t mean = twin.output.find("mean ");
  ASSERT_NE(mean, std::string::npos) << twin.output;
  // "mean 24.783  sd ..." in pps, "mean 24.783 se ..." alone.
  EXPECT_NE(alone.find("60 games (seeds -20..39), " + twin.output.substr(mean, 12)), std::string::npos) << alone << twin.output;
}

TEST(PythonClient, TheRandomSamplePlaysLegalGames) {
  REQUIRE_PYTHON();
  const CliRun run = run_pps("play --player '" + kPythonRandom + "' --games 100");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("program 'Random sample (Python)': 2500 cards answered"), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
}

TEST(PythonClient, ARawPlayerThatDoesNotFlushDoesNotLoad) {
  REQUIRE_PYTHON();
  // As Python runs by default: PYTHONUNBUFFERED (set on some machines) would flush for it.
  const std::string player = "external:start=1,from=" + repository_root() + "/tests/cpp/external/programs/unflushed_player.py,"
                             "cmd=env -u PYTHONUNBUFFERED python3 " + repository_root() + "/tests/cpp/external/programs/unflushed_player.py";
  const CliRun run = run_pps("play --player '" + player + "' --games 4");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("lost by the contest's rules (10 times the least hand score each): 4 games"), std::string::npos)
      << run.output;
  // Its answer never left its buffer: pps saw nothing, so it says only what it saw.
  EXPECT_NE(run.output.find("seed 0: not loaded: did not answer \"pps 1\" within 1.000 s\n"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("seed 3: not played: not loaded, did not answer"), std::string::npos) << run.output;
}

TEST(PythonClient, ShardsOfATournamentWithAProgramMergeIntoTheWholeRun) {
  REQUIRE_PYTHON();
  const std::string dir = testing::TempDir();
  // The program plays sealed deals: every shard deals those of one key.
  const std::string tournament = "tournament --players 'random," + kPythonGreedy +
                                 "' --systems american,british --games 10 --seed 5 --key " + std::string(64, 'c');
  const CliRun whole = run_pps(tournament + " --json " + dir + "whole.json", false);
  const CliRun one = run_pps(tournament + " --shard 1/2 --json " + dir + "shard1.json", false);
  const CliRun two = run_pps(tournament + " --shard 2/2 --json " + dir + "shard2.json", false);
  ASSERT_EQ(whole.status, 0) << whole.output;
  ASSERT_EQ(one.status, 0);
  ASSERT_EQ(two.status, 0);
  const CliRun merged = run_pps("merge --inputs " + dir + "shard1.json," + dir + "shard2.json", false);
  ASSERT_EQ(merged.status, 0) << merged.output;
  EXPECT_EQ(merged.output, whole.output);
  EXPECT_NE(whole.output.find("\n  Greedy sample (Python) "), std::string::npos) << whole.output;  // as it names itself
}

TEST(PythonClient, JudgeComparesAProgramWithBuiltInPlayersOnTheSameDeals) {
  REQUIRE_PYTHON();
  const std::string out = testing::TempDir() + "judge-external";
  const std::string command = "python3 " + repository_root() + "/bench/judge.py --pps " + pps_cli_path() + " --players '" + kGreedyTwin + ";" +
                              kPythonGreedy + ";random' --systems american --games 30 --seed 40 --jobs 2 --out " + out +
                              " 2>&1";
  const CliRun judge = run_command(command);
  const std::string& output = judge.output;
  ASSERT_EQ(judge.status, 0) << output;
  // The program and its twin play the same games: a paired difference of exactly zero.
  EXPECT_NE(output.find("| " + kPythonGreedy + " | "), std::string::npos) << output;
  EXPECT_NE(output.find("| +0.00 ± 0.00 | not significant |"), std::string::npos) << output;
}

}  // namespace
