// pps hindsight as a user runs it: the grid, the score, the bound, the JSON.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "run_pps.h"
#include "scratch_folder.h"

namespace {

std::string between(const std::string& text, const std::string& before, const std::string& after) {
  const auto start = text.find(before);
  if (start == std::string::npos) return "";
  const auto from = start + before.size();
  return text.substr(from, text.find(after, from) - from);
}

TEST(HindsightCli, PrintsAGridOfTheDealsCardsThatScoresWhatItSays) {
  const std::string json_path = scratch_folder("hindsight") + "/hindsight.json";
  const CliRun run = run_pps("hindsight --system british --seed 42 --iterations 50000 --json " + json_path);
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("upper bound "), std::string::npos) << run.output;
  std::ifstream in(json_path);
  std::stringstream json;
  json << in.rdbuf();
  const std::string grid = between(json.str(), "\"grid\":\"", "\"");
  const std::string score = between(json.str(), "\"score\":", ",");
  ASSERT_EQ(grid.size(), 25u * 3 - 1) << json.str();
  EXPECT_NE(run.output.find("score " + score + "\n"), std::string::npos) << run.output;
  // pps score agrees, so the grid holds 25 distinct cards scoring that much...
  const CliRun scored = run_pps("score --system british --grid \"" + grid + "\"");
  EXPECT_NE(scored.output.find("total " + score + "\n"), std::string::npos) << scored.output;
  // ...and they are the deal's cards.
  const std::string dealt = run_pps("deal --seed 42").output;
  for (std::size_t i = 0; i < grid.size(); i += 3) EXPECT_NE(dealt.find(grid.substr(i, 2)), std::string::npos);
  // The same command gives the same grid.
  EXPECT_EQ(run_pps("hindsight --system british --seed 42 --iterations 50000").output, run.output);
}

TEST(HindsightCli, BadInputPrintsOneLineAndExitsWithTwo) {
  for (const char* arguments : {"hindsight --iterations -1", "hindsight --restarts 0", "hindsight --seed x",
                                "hindsight --system nope", "hindsight --bound-nodes 1.5",
                                "hindsight --json /nonexistent/dir/f.json"}) {
    const CliRun run = run_pps(arguments);
    EXPECT_EQ(run.status, 2) << arguments << ": " << run.output;
    EXPECT_EQ(std::count(run.output.begin(), run.output.end(), '\n'), 1) << arguments << ": " << run.output;
  }
}

}  // namespace
