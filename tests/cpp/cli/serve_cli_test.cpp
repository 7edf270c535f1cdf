// pps serve: a built-in player as a program of the player protocol. Through
// pps's own external: player it plays the built-in player's games, game for
// game, in a tournament and move for move in pps play; it starts from a
// learned file; it keeps to the harness's clock; and a bad command line or a
// harness that breaks the protocol gets a clear error.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "played_games.h"
#include "run_pps.h"
#include "test_paths.h"

namespace {

// A champion that learns a fixed number of games: the same tables in every
// process, learned in a moment.
const std::string kChampion = "champion:games=3000";

// The sanitized build's pps reserves terabytes of address space for
// AddressSanitizer's shadow memory, far past a sandbox's memory limit, and so
// cannot start in one: there the served pps runs without a sandbox (the
// sandbox keeps its tests in the plain build, and pps serve its tests here).
#if defined(__SANITIZE_ADDRESS__)
#define PPS_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PPS_ADDRESS_SANITIZER 1
#endif
#endif
#ifdef PPS_ADDRESS_SANITIZER
const std::string kSandbox = " --no-sandbox";
#else
const std::string kSandbox = "";
#endif

std::string served(const std::string& spec, const std::string& flags) {
  return "external:from=" + pps_cli_path() + ",cmd=" + pps_cli_path() + " serve " + spec + " " + flags;
}

// A row of the tournament's table, as its words after the name.
std::vector<std::string> row_of(const std::string& output, const std::string& system, const std::string& name) {
  const std::size_t table = output.find("(" + system + ")\n");
  const std::size_t at = table == std::string::npos ? table : output.find("\n  " + name + " ", table);
  std::vector<std::string> words;
  if (at == std::string::npos) return words;
  std::istringstream line(output.substr(at + 3 + name.size(), output.find('\n', at + 1) - at - 3 - name.size()));
  for (std::string word; line >> word;) words.push_back(word);
  return words;
}

TEST(Serve, PlaysGameForGameAsTheBuiltInPlayerInATournament) {
  // One game per system: each row of the table is one game's score, so equal
  // rows are equal games (six games, on six systems).
  const std::string systems = "american,british,random:11,hypercorner:12,ameritish:13,single:flush";
  const CliRun run = run_pps("tournament" + kSandbox + " --players '" + kChampion + "," + served(kChampion, "--sims 60 --seed 31") +
                                 "' --systems " + systems + " --games 1 --seed 31 --sims 60",
                             false);
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
  for (const std::string system : {"american", "british", "random:11", "hypercorner:12", "ameritish:13", "single:flush"}) {
    const auto builtin = row_of(run.output, system, kChampion), program = row_of(run.output, system, "pps " + kChampion);
    ASSERT_EQ(builtin.size(), 5u) << system << "\n" << run.output;
    EXPECT_EQ(program, builtin) << system << "\n" << run.output;
  }
}

TEST(Serve, PlaysMoveForMoveAsTheBuiltInPlayerInPpsPlay) {
  // Tiger's playouts are random: its moves are the built-in player's only
  // if each game is seeded as pps seeds it, from the first deal's seed.
  const std::string dir = scratch_folder("serve");
  const std::string flags = " --system british --games 6 --seed -3 --sims 60 --json ";
  // The contest's deals of the seeds, which the served player is seeded by (a program plays sealed deals by default).
  const CliRun program =
      run_pps("play" + kSandbox + " --public-deals --player '" + served("tiger", "--sims 60 --seed -3") + "'" + flags + dir + "/p.json");
  const CliRun builtin = run_pps("play --player tiger" + flags + dir + "/b.json");
  ASSERT_EQ(program.status, 0) << program.output;
  ASSERT_EQ(builtin.status, 0) << builtin.output;
  const auto games = games_in(read_text_file(dir + "/p.json"));
  EXPECT_EQ(games.size(), 6u) << program.output;
  EXPECT_EQ(games, games_in(read_text_file(dir + "/b.json")));
  const CliRun unseeded =
      run_pps("play" + kSandbox + " --public-deals --player '" + served("tiger", "--sims 60 --seed 0") + "'" + flags + dir + "/u.json");
  ASSERT_EQ(unseeded.status, 0) << unseeded.output;
  const auto other = games_in(read_text_file(dir + "/u.json"));
  EXPECT_EQ(other.size(), 6u);
  EXPECT_NE(other, games);
}

TEST(Serve, StartsFromALearnedFileAndLearnsTheOtherSystems) {
  const std::string dir = scratch_folder("serve");
  ASSERT_EQ(run_pps("learn --player " + kChampion + " --system british --out " + dir + "/british.bin").status, 0);
  for (const std::string system : {"british", "american"}) {
    const std::string flags = " --system " + system + " --games 4 --seed 9 --sims 60 --json ";
    // (Without a sandbox: in one the program would read pps, not the learned file.)
    const CliRun program = run_pps("play --public-deals --no-sandbox --player '" +
                                   served(kChampion, "--sims 60 --seed 9 --learned " + dir + "/british.bin") + "'" + flags +
                                   dir + "/p.json");
    const CliRun builtin = run_pps("play --player " + kChampion + flags + dir + "/b.json");
    ASSERT_EQ(program.status, 0) << program.output;
    EXPECT_EQ(games_in(read_text_file(dir + "/p.json")), games_in(read_text_file(dir + "/b.json"))) << system;
  }
}

TEST(Serve, KeepsToTheHarnesssClock) {
  // Without --sims it thinks by the milliseconds each card is given: a game
  // of 5 s (with a margin a busy machine needs), where its default, the
  // contest's 30 s, would lose it.
  const CliRun run = run_pps("play" + kSandbox + " --player '" + served(kChampion, "") + "' --games 1 --game-time 5");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("program 'pps " + kChampion + "': 25 cards answered"), std::string::npos) << run.output;
}

TEST(Serve, WritesTheProtocolAloneOnItsStandardOutput) {
  const CliRun run = run_command("printf 'pps 1\\nsystem 0 1 3 6 12 5 10 16 30 30 1000\\ngame\\ncard AH 500\\nquit\\n' | " + pps_cli_path() +
                                 " serve greedy:eval=points,ties=first --name 'Greedy served' 2>/dev/null");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.output, "pps 1 Greedy served\nready\nplay 0 0\n");
}

TEST(Serve, RefusesABadCommandLineOrHarness) {
  expect_refused("serve", "needs the player to serve");
  expect_refused("serve nosuchplayer", "nosuchplayer");
  expect_refused("serve 'external:cmd=true'", "built-in player");
  expect_refused("serve greedy --sims 5 --move-time 1", "at most one of --sims and --move-time");
  expect_refused("serve greedy --learned /dev/null", "does not learn");
  expect_refused("serve champion --learned " + repository_root() + "/README.md", "--learned file");
  expect_refused("serve greedy --name '" + std::string(65, 'x') + "'", "1 to 64 printable characters");
  expect_refused("serve greedy random", "unexpected argument 'random'");
  const CliRun harness = run_command("printf 'pps 1\\nhello\\n' | " + pps_cli_path() + " serve greedy 2>&1 >/dev/null");
  EXPECT_EQ(harness.status, 2);
  EXPECT_NE(harness.output.find("line 2 from the harness, 'hello': not a message of the protocol"), std::string::npos)
      << harness.output;
}

}  // namespace
