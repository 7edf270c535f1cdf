// pps review as a user runs it: a finished game from a share link or its
// fields, reviewed: the sentence, the accuracy, the verdicts' counts, the
// score told apart, the key moments with why, every move; --json the same
// data as the page's; bad input refused in one line.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "mini_json.h"
#include "run_pps.h"
#include "scratch_folder.h"

namespace {

// Deal 42 played row by row: a game with costly moves.
const std::string kGame = "--system american --seed 42 --moves abcdefghijklmnopqrstuvwxy";

TEST(ReviewCli, PrintsTheSentenceTheAccuracyTheVerdictsAndEveryMove) {
  const CliRun run = run_pps("review --player greedy " + kGame);
  ASSERT_EQ(run.status, 0) << run.output;
  for (const char* text : {"Game american;42;abcdefghijklmnopqrstuvwxy: score ", "reviewed by greedy",
                           "The cards ", "; your choices cost ", "; the AI scored ", "Accuracy ", "★ Best ",
                           "?? Blunder ", "□ Forced ", " = start ", "Key moments, costliest first:",
                           "Move by move", "   1  AH    a "})
    EXPECT_NE(run.output.find(text), std::string::npos) << text << "\n" << run.output;
}

TEST(ReviewCli, ALinkIsTheSameGameAsItsFieldsAndTheJsonAddsUp) {
  const std::string dir = scratch_folder("review");
  const CliRun fields = run_pps("review --player greedy --ai-game off --json " + dir + "/a.json " + kGame);
  const CliRun link = run_pps("review --player greedy --ai-game off --json " + dir +
                              "/b.json --link 'https://example.org/pps/?system=american&seed=42&moves=abcdefghijklmnopqrstuvwxy&ai=off'");
  ASSERT_EQ(fields.status, 0) << fields.output;
  ASSERT_EQ(link.status, 0) << link.output;
  EXPECT_EQ(fields.output, link.output);
  std::ifstream in(dir + "/a.json");
  std::stringstream text;
  text << in.rdbuf();
  const testjson::Value review = testjson::parse(text.str());
  EXPECT_EQ(review["moves"].array.size(), 25u);
  EXPECT_EQ(review["aiScore"].kind, testjson::Value::kNull);
  const double sum = review["start"].number + review["luck"].number - review["cost"].number + review["error"].number;
  EXPECT_NEAR(sum, review["score"].number, 1e-6);
  int counted = 0;
  for (const auto& [verdict, count] : review["counts"].object) counted += count.as_int();
  EXPECT_EQ(counted, 25);
  EXPECT_NE(review["moves"][3]["explanation"]["text"].string, "");
}

TEST(ReviewCli, RefusesWhatIsNoFinishedGame) {
  expect_refused("review --player greedy --moves abc", "3 of its 25 moves: only a finished game can be reviewed");
  expect_refused("review --player greedy --link 'https://x.example/?system=american&moves=abc'", "no seed=");
  expect_refused("review --player greedy --link '?seed=1&moves=ab%zz'", "not an escape");
  expect_refused("review --player greedy --link x", "has no '?'");
  expect_refused("review --player greedy --link '?seed=1' --seed 2", "--link and --seed cannot be given together");
  expect_refused("review --player greedy --moves abcdefghijklmnopqrstuvwxya", "more than 25 moves");
  expect_refused("review --player greedy " + kGame + " --ai-game maybe", "--ai-game 'maybe' must be on or off");
}

}  // namespace
