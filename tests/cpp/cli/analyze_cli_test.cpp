// pps analyze as a user runs it: a share link's position, every cell's
// estimate, the explanation and the audit of its shares and lines; bad input
// is refused in one line.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "mini_json.h"
#include "run_pps.h"
#include "scratch_folder.h"
#include "text_patterns.h"

namespace {

TEST(AnalyzeCli, PrintsTheEstimatesTheExplanationAndItsShares) {
  // Deal 42 is AH 7S TS ...: after moves a and b the card is the ten of spades.
  const CliRun run = run_pps("analyze --player greedy --system american --seed 42 --moves ab");
  ASSERT_EQ(run.status, 0) << run.output;
  for (const char* text : {"Game american;42;ab: move 3 of 25, card TS (the ten of spades)",
                           "Player greedy", "  row 1       AH       7S ", "Why: ",
                           "in shares that add up to it", "Split exact: each line's value under Tiger's heuristic",
                           "The lines the card joins (without it -> with it):", "the AI's cell", "compared with",
                           "      cards: 7S  ->  7S TS"})
    EXPECT_NE(run.output.find(text), std::string::npos) << text << "\n" << run.output;
  // In the grid, one cell is the AI's (*) and one the cell compared (o).
  const std::string grid = run.output.substr(run.output.find("  row 1 "), run.output.find("Why: ") - run.output.find("  row 1 "));
  EXPECT_EQ(std::count(grid.begin(), grid.end(), '*'), 1) << grid;
  EXPECT_EQ(find_all(grid, "[0-9]o ").size(), 1u) << grid;
  // --cell picks the cell compared.
  const CliRun other = run_pps("analyze --player greedy --seed 42 --moves ab --cell y");
  ASSERT_EQ(other.status, 0) << other.output;
  EXPECT_NE(other.output.find("compared with row 5, column 5 (y)"), std::string::npos) << other.output;
  EXPECT_TRUE(other.output.find("Row 5, column 5 would score") != std::string::npos ||
              other.output.find("Row 5, column 5 is about as good") != std::string::npos)
      << other.output;
  // It says whether the call is close, and how the reasons were weighed.
  EXPECT_NE(other.output.find("simulated games on the same deals, the chance of each hand"), std::string::npos)
      << other.output;
}

TEST(AnalyzeCli, WritesTheExplanationAsJson) {
  const std::string path = scratch_folder("analyze") + "/analyze.json";
  const CliRun run = run_pps("analyze --player greedy --seed 42 --moves ab --json " + path);
  ASSERT_EQ(run.status, 0) << run.output;
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  const testjson::Value json = testjson::parse(text.str());
  const std::size_t why = run.output.find("Why: ") + 5;
  EXPECT_EQ(json["text"].string, run.output.substr(why, run.output.find('\n', why) - why));
  EXPECT_EQ(json["best"]["lines"].array.size(), 2u);
  double sum = 0;
  for (const testjson::Value& share : json["shares"].array) sum += share["points"].number;
  EXPECT_NEAR(sum, json["difference"].number, 1e-9);
  EXPECT_EQ(json["card"].as_int(), 9 + 3 * 13);  // the ten of spades
}

TEST(AnalyzeCli, ALearningPlayerWithASimulationBudgetGivesTheSameAnswerEveryTime) {
  const std::string arguments = "analyze --player champion:games=2000 --sims 200 --system british --seed 5 --moves mgs";
  const CliRun first = run_pps(arguments);
  ASSERT_EQ(first.status, 0) << first.output;
  // The same after the header (which says how many threads).
  const CliRun threads = run_pps(arguments + " --threads 2");
  const auto after_header = [](const std::string& output) { return output.substr(output.find("Estimated final score")); };
  EXPECT_EQ(after_header(threads.output), after_header(first.output));
  EXPECT_NE(first.output.find("Player champion:games=2000, 200 simulations per move"), std::string::npos) << first.output;
  EXPECT_NE(first.output.find("NARL's hand-size term"), std::string::npos) << first.output;
}

TEST(AnalyzeCli, RefusesPositionsAndCellsThatDoNotExist) {
  expect_refused("analyze --player greedy --moves ab9", "--moves: move 3 '9' is not a cell letter a..y");
  expect_refused("analyze --player greedy --moves aba", "--moves: move 3 'a' repeats a filled cell");
  expect_refused("analyze --player greedy --moves abcdefghijklmnopqrstuvwxy", "no card left to explain");
  expect_refused("analyze --player greedy --moves ab --cell a", "is not an empty cell");
  expect_refused("analyze --player greedy --moves ab --cell zz", "--cell 'zz' is not a cell letter");
  expect_refused("analyze --player greedy --seed x", "seed");
  expect_refused("analyze --player greedy --learned /nonexistent", "does not learn");
  expect_refused("analyze --player narl:games=10 --learned /nonexistent", "/nonexistent");
}

}  // namespace
