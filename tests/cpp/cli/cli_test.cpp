// The pps tool as a user meets it: real processes, real output, exit codes.
#include <gtest/gtest.h>

#include "run_pps.h"
#include "scratch_folder.h"
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace {



TEST(Cli, DealsTheContestCardsForSeed42) {
  const CliRun run = run_pps("deal --seed 42");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.output, "AH 7S TS 6H 6D 8D 6C KH 5S 6S 4S 5H JH 7C KS TC QD QS JD 8S 4H 9C QH 7D 8C\n");
}

TEST(Cli, ScoresAGrid) {
  const CliRun run = run_pps(
      "score --system british --grid \"9H 4D 5D 6S 5H KD 5S 2C KS JS QD 9C KC 4H JD 2S 8S QC 8H 7S 6D 2D 8D KH 3H\"");
  EXPECT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("total 5\n"), std::string::npos) << run.output;  // reference grid 0
}

TEST(Cli, PlayReportsStatisticsAndWritesJson) {
  const std::string json_path = scratch_folder("play") + "/play.json";
  const CliRun run = run_pps("play --player random --system american --games 50 --seed 7 --json " + json_path);
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("50 games (seeds 7..56)"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("mean "), std::string::npos);
  EXPECT_NE(run.output.find(" se "), std::string::npos);
  std::ifstream in(json_path);
  std::stringstream json;
  json << in.rdbuf();
  EXPECT_NE(json.str().find("{\"seed\":7,\"score\":"), std::string::npos);
  EXPECT_NE(json.str().find("{\"seed\":56,\"score\":"), std::string::npos);
  EXPECT_EQ(json.str().find("{\"seed\":57,"), std::string::npos);
  EXPECT_NE(json.str().find("\"slowest_seconds\":"), std::string::npos);  // each game's time is kept too
  // Same seeds, same games: the run is reproducible.
  EXPECT_EQ(run_pps("play --player random --games 50 --seed 7").output, run.output);
  // Under a time budget the time the games took is part of the report.
  const CliRun timed = run_pps("play --player greedy --games 2 --game-time 1");
  EXPECT_NE(timed.output.find("seconds per game: mean "), std::string::npos) << timed.output;
}

TEST(Cli, HelpDocumentsEveryCommandAndFlag) {
  const CliRun top = run_pps("--help");
  EXPECT_EQ(top.status, 0);
  for (const char* command : {"deal", "score", "play", "players"}) {
    EXPECT_NE(top.output.find(command), std::string::npos) << command;
    const CliRun help = run_pps(std::string(command) + " --help");
    EXPECT_EQ(help.status, 0) << command;
    EXPECT_NE(help.output.find("usage: pps " + std::string(command)), std::string::npos);
  }
  const CliRun play = run_pps("play --help");
  for (const char* flag : {"--player", "--system", "--games", "--seed", "--json"})
    EXPECT_NE(play.output.find(flag), std::string::npos) << flag;
}

TEST(Cli, BadInputPrintsOneLineAndExitsWithTwo) {
  const struct {
    const char* arguments;
    const char* mentions;
  } cases[] = {
      {"", "usage"},
      {"frobnicate", "unknown command"},
      {"deal --sede 4", "unknown flag '--sede'"},
      {"deal --seed", "needs a value"},
      {"deal --seed 4x", "not an integer"},
      {"deal --seed 99999999999999999999", "64-bit"},
      {"score --grid \"AH 2C\"", "25 cards"},
      {"score --grid \"AH 2C 3X\"", "malformed card '3X'"},
      {"score --grid \"AH AH 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD\"",
       "duplicate card AH"},
      {"score --system bogus --grid x", "unknown point system 'bogus'"},
      {"play --system 0,0,0,0,0,0,0,0,0,200", "outside [-128, 127]"},
      {"play --games 0", "outside"},
      {"play --player nobody", "unknown player 'nobody'"},
      {"play --json /nonexistent-dir/x.json --games 1", "cannot write"},
  };
  for (const auto& c : cases) {
    const CliRun run = expect_refused(c.arguments, c.mentions);
    if (*c.arguments) {
      EXPECT_EQ(count_lines(run.output), 1) << c.arguments << "\n" << run.output;
    }
  }
}

}  // namespace
