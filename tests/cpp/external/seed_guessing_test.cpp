// A player that foresees the contest's public deals (programs/seed_guesser.py:
// from the first cards it finds the seed among small ones, then knows every
// card to come) against sealed deals: on the public deals it predicts nearly
// every card and beats greedy by far, which proves the attack works; on the
// sealed deals pps deals to programs by default its predictions hit no more
// often than blind guesses, and it scores what greedy scores.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "mini_json.h"
#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include "test_paths.h"
#include "text_patterns.h"

namespace {

constexpr int kGuessingGames = 20;
const std::string kGreedy = "greedy:eval=points,ties=first";  // the guesser's own play when it foresees nothing


#define REQUIRE_PYTHON() \
  if (!have_python()) GTEST_SKIP() << "python3 (3.8 or later) is not installed: npm test installs it"

struct Tally {
  double guesser_mean = 0, greedy_mean = 0;
  int hits = 0, predictions = 0, games_logged = 0;
};

// The tournament of greedy and the guesser on `kGuessingGames` American deals, with `flags`.
Tally play(const std::string& flags, const std::string& tag) {
  const std::string dir = scratch_folder(tag);
  const std::string guesser = "external:log=" + dir + "/log,from=" + repository_root() + "/tests/cpp/external/programs/seed_guesser.py,cmd=python3 " + repository_root() + "/tests/cpp/external/programs/seed_guesser.py";
  const CliRun run = run_pps("tournament --players '" + kGreedy + "," + guesser + "' --systems american --games " +
                             std::to_string(kGuessingGames) + " --seed 0 --json " + dir + "/t.json " + flags, false);
  EXPECT_EQ(run.status, 0) << run.output;
  Tally out;
  const testjson::Value t = testjson::Parser(read_text_file(dir + "/t.json")).parse();
  for (const auto& row : t["results"].array) {
    EXPECT_EQ(row["forfeits"].as_int(), 0) << run.output << read_text_file(dir + "/log");
    (row["player"].string == kGreedy ? out.greedy_mean : out.guesser_mean) = row["mean"].number;
  }
  const std::string log = read_text_file(dir + "/log");
  for (const PatternMatch& line : find_all(log, "game \\d+: predicted (\\d+) of (\\d+)")) {
    out.hits += std::stoi(line.group[1]);
    out.predictions += std::stoi(line.group[2]);
    ++out.games_logged;
  }
  EXPECT_EQ(out.games_logged, kGuessingGames) << log;
  return out;
}

TEST(SeedGuessing, OnPublicDealsTheGuesserForeseesTheCardsAndBeatsGreedyByFar) {
  REQUIRE_PYTHON();
  const Tally run = play("--public-deals", "guess-public");
  EXPECT_GE(run.hits, run.predictions * 8 / 10) << run.hits << " of " << run.predictions;
  EXPECT_GT(run.guesser_mean, run.greedy_mean + 30) << run.guesser_mean << " against " << run.greedy_mean;
}

TEST(SeedGuessing, OnSealedDealsTheGuesserIsAtChance) {
  REQUIRE_PYTHON();
  const Tally run = play("", "guess-sealed");
  // A blind guess of card t + 1 among the 52 - t cards not seen hits with
  // chance 1 / (52 - t): about 0.63 hits a game, 12.5 in 20 games (standard
  // deviation 3.5). 35 is more than six deviations above.
  double chance = 0;
  for (int t = 1; t <= 24; ++t) chance += 1.0 / (52 - t);
  EXPECT_LE(run.hits, 35) << "chance: " << chance * kGuessingGames << " hits of " << run.predictions;
  // Foreseeing nothing, it plays greedy's games.
  EXPECT_LT(run.guesser_mean, run.greedy_mean + 5) << run.guesser_mean << " against " << run.greedy_mean;
}

}  // namespace
