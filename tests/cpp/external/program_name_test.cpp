// A program in pps tournament's tables goes by the name it gave in the
// handshake (two of the same name told apart), not by its command line,
// which stays in the JSON; pps merge shows the same names.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "played_games.h"
#include "run_pps.h"
#include "test_paths.h"
#include "test_program.h"

namespace {

TEST(ProgramName, TablesNameAProgramAsItNamesItself) {
  const std::string dir = scratch_folder("names");
  // Two programs of one name (their specs differ by folder) and a third that
  // loses every game (3 of them: a fourth would not be played, withdrawn, in
  // the whole run but would in a shard, which counts its own games in a row).
  const std::string a = test_program("well", dir + "/a"), b = test_program("well", dir + "/b"), c = test_program("garbage", dir);
  // One key for the whole run and its shards: programs play sealed deals.
  const std::string tournament = "tournament --players 'greedy," + a + "," + b + "," + c +
                                 "' --systems american --games 3 --seed 7 --game-time 5 --key " +
                                 std::string(64, '7');
  const CliRun whole = run_pps(tournament + " --json " + dir + "/whole.json", false);
  ASSERT_EQ(whole.status, 0) << whole.output;
  for (const std::string row : {"\n  greedy ", "\n  Test player (well) ", "\n  Test player (well) (2) ",
                                "\n  Test player (garbage) "})
    EXPECT_NE(whole.output.find(row), std::string::npos) << row << "\n" << whole.output;
  EXPECT_NE(whole.output.find("  Test player (garbage) on american, seed 7: answered 'hello'"), std::string::npos)
      << whole.output;
  EXPECT_EQ(whole.output.find("cmd="), std::string::npos) << whole.output;
  const std::string json = read_text_file(dir + "/whole.json");
  EXPECT_NE(json.find("\"names\":[\"greedy\",\"Test player (well)\",\"Test player (well) (2)\",\"Test player (garbage)\"]"),
            std::string::npos) << json;
  EXPECT_NE(json.find("\"player\":\"" + a + "\""), std::string::npos) << json;  // the results keep the specs

  const CliRun one = run_pps(tournament + " --shard 1/2 --json " + dir + "/one.json", false);
  const CliRun two = run_pps(tournament + " --shard 2/2 --json " + dir + "/two.json", false);
  ASSERT_EQ(one.status, 0) << one.output;
  ASSERT_EQ(two.status, 0) << two.output;
  const CliRun merged = run_pps("merge --inputs " + dir + "/one.json," + dir + "/two.json", false);
  EXPECT_EQ(merged.output, whole.output);
}

}  // namespace
