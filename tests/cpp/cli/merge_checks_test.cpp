// pps merge refuses shard files that a tournament run cannot have written
// (bench/notes/2026-11-23-reliability.md, "CLI and files"), naming the file;
// merging what it accepts equals one run.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "cli/args.h"
#include "cli/tournament.h"
#include "cli/tournament_reader.h"
#include "run_pps.h"
#include "scratch_folder.h"

namespace pps::cli {
namespace {

// Shard 1 of 3 of a 10-game tournament: games 0, 3, 6 and 9 (four games).
Tournament shard_one() {
  Tournament t;
  t.players = {"random", "greedy"};
  t.systems = {"american", "british"};
  t.games = 10;
  t.seed = 0;
  t.budget = "1000 simulations";
  t.shard_count = 3;
  t.shards = {1};
  t.init_tally();
  for (auto& row : t.tally)
    for (Tally& c : row)
      for (int score : {10, 20, 5, 40}) c.add(score);
  return t;
}

std::string json_of(const Tournament& t) {
  std::ostringstream out;
  write_json(out, t);
  return out.str();
}

// The message parse_tournament_json gives `text`, or "accepted".
std::string refusal(const std::string& text) {
  try {
    parse_tournament_json(text, "shard1.json");
  } catch (const UsageError& e) {
    return e.what();
  }
  return "accepted";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(MergeChecks, AcceptsWhatTournamentWrites) {
  const Tournament t = parse_tournament_json(json_of(shard_one()), "shard1.json");
  EXPECT_EQ(t.tally[1][1].count, 4);
  EXPECT_EQ(t.tally[1][1].sum, 75);
}

TEST(MergeChecks, RefusesInconsistentShardFilesNamingTheFile) {
  const std::string good = json_of(shard_one());
  const std::string first_row = "{\"system\":\"american\",\"player\":\"random\",\"count\":4,\"sum\":75,\"sum_sq\":2125,\"min\":5,\"max\":40";
  ASSERT_NE(good.find(first_row), std::string::npos) << good;
  const struct {
    std::string text;
    const char* mentions;
  } cases[] = {
      // The cases: no results at all, a shard outside 1..N, a
      // negative count, a sum near 2^63, a missing row, count 0, min > max.
      {good.substr(0, good.find("\"results\":")) + "\"results\":{}}", "expected an array"},
      {replaced(good, "\"shards\":[1]", "\"shards\":[7]"), "shard 7 is outside 1..3"},
      {replaced(good, first_row, replaced(first_row, "\"count\":4", "\"count\":-1")), "count -1, but its shards hold 4 games"},
      {replaced(good, first_row, replaced(first_row, "\"sum\":75", "\"sum\":9223372036854775000")), "sum 9223372036854775000"},
      {replaced(good, first_row + ",\"timeouts\":0", "{\"system\":\"american\",\"player\":\"greedy\",\"count\":4,\"sum\":75,\"sum_sq\":2125,\"min\":5,\"max\":40,\"timeouts\":0"), "is given twice"},
      {replaced(good, "\"count\":4", "\"count\":0"), "count 0"},
      {replaced(good, first_row, replaced(first_row, "\"min\":5,\"max\":40", "\"min\":50,\"max\":40")), "min 50 and max 40"},
      // Scores no hand can make, an impossible sum of squares, timeouts.
      {replaced(good, first_row, replaced(first_row, "\"max\":40", "\"max\":5000")), "are not scores of this system"},
      {replaced(good, first_row, replaced(first_row, "\"sum_sq\":2125", "\"sum_sq\":100")), "sum_sq 100"},
      {replaced(good, first_row + ",\"timeouts\":0", first_row + ",\"timeouts\":5"), "timeouts 5"},
      // Repeated or non-canonical systems and players, bad headers.
      {replaced(good, "\"systems\":[\"american\",\"british\"]", "\"systems\":[\"american\",\"american\"]"), "listed twice"},
      {replaced(good, "\"systems\":[\"american\",", "\"systems\":[\"0,2,5,10,15,20,25,50,75,100\","), "canonical form"},
      {replaced(good, "\"players\":[\"random\",", "\"players\":[\"nobody\","), "unknown player"},
      {replaced(good, "\"shard_count\":3", "\"shard_count\":11"), "shard_count 11 is outside [1, 10]"},
      {replaced(good, "\"shards\":[1]", "\"shards\":[1,1]"), "shard 1 is listed twice"},
      {replaced(good, "\"games\":10", "\"games\":0x10"), "invalid JSON"},
      {replaced(good, "\"games\":10", std::string("\"games\":10\0", 11)), "invalid JSON"},  // a NUL is no digit
      {replaced(good, "\"format\":\"pps-tournament-1\"", "\"format\":\"pps-tournament-1\",\"format\":\"x\""), "given twice"},
      {"", "invalid JSON"},
  };
  for (const auto& c : cases) {
    const std::string why = refusal(c.text);
    EXPECT_NE(why.find(c.mentions), std::string::npos) << c.mentions << "\n" << why;
    EXPECT_EQ(why.rfind("'shard1.json': ", 0), 0u) << why;  // the file at fault comes first
  }
  // A missing row is named.
  std::string missing = good;
  const auto row = missing.find("{\"system\":\"british\",\"player\":\"greedy\"");
  missing.erase(row - 2, missing.find('}', row) + 1 - (row - 2));
  EXPECT_NE(refusal(missing).find("player 'greedy' is missing"), std::string::npos) << refusal(missing);
}

TEST(MergeChecks, ReadsTheTablesNamesAndRefusesBadOnes) {
  Tournament t = shard_one();
  t.names = {"random", "My player"};
  const std::string text = json_of(t);
  EXPECT_EQ(parse_tournament_json(text, "shard1.json").names, t.names);
  const std::string names = "\"names\":[\"random\",\"My player\"]";
  EXPECT_NE(refusal(replaced(text, names, "\"names\":[\"random\"]")).find("names has 1 names for 2 players"),
            std::string::npos);
  EXPECT_NE(refusal(replaced(text, names, "\"names\":[\"random\",\"random\"]")).find("'random' is listed twice"),
            std::string::npos);
  EXPECT_NE(refusal(replaced(text, names, "\"names\":[\"random\",\"\"]")).find("is not a name"), std::string::npos);
  // A file from before names: the tables show the specs.
  const Tournament older = parse_tournament_json(replaced(text, names + ",", ""), "shard1.json");
  EXPECT_EQ(older.name(1), "greedy");
}

TEST(MergeChecks, CountsTheGamesOfEachShard) {
  EXPECT_EQ(games_in_shard(10, 1, 3), 4);
  EXPECT_EQ(games_in_shard(10, 2, 3), 3);
  EXPECT_EQ(games_in_shard(10, 3, 3), 3);
  EXPECT_EQ(games_in_shard(2, 5, 1000000), 0);
}

// Files written before external players had no "forfeits" (their lost games
// were timeouts) and no list of lost games: they read, write back and read
// again (a fuzzer's finding: the written file listed none of its forfeits and
// was refused), and a merge with one writes no list rather than a short one.
TEST(MergeChecks, AnOlderFileWithTimeoutsReadsBackAndMergesWithoutALostList) {
  Tournament old = shard_one();
  old.tally[0][1].timeouts = old.tally[0][1].forfeits = 1;  // greedy lost a game on time
  std::string text = json_of(old);
  ASSERT_EQ(text.find("\"lost\""), std::string::npos);
  for (int times = 0; times < 4; ++times) text = replaced(text, ",\"forfeits\":" + std::to_string(times == 1), "");
  ASSERT_EQ(text.find("forfeits"), std::string::npos);

  const Tournament read = parse_tournament_json(text, "old.json");
  EXPECT_EQ(read.tally[0][1].forfeits, 1);
  EXPECT_FALSE(read.lists_every_lost_game());
  EXPECT_EQ(parse_tournament_json(json_of(read), "written").tally[0][1].forfeits, 1);

  Tournament listed = shard_one();
  listed.shards = {2};
  listed.init_tally();
  for (auto& row : listed.tally)
    for (Tally& c : row)
      for (int score : {10, 20, 5}) c.add(score);
  Tournament merged = read;
  merge_shard(merged, parse_tournament_json(json_of(listed), "shard2.json"), "shard2.json");
  EXPECT_FALSE(merged.lists_every_lost_game());
  EXPECT_EQ(json_of(merged).find("\"lost\""), std::string::npos);
  EXPECT_EQ(parse_tournament_json(json_of(merged), "merged").tally[0][1].forfeits, 1);
  EXPECT_TRUE(parse_tournament_json(json_of(listed), "shard2.json").lists_every_lost_game());
}

TEST(MergeChecks, MergeWithAnEmptyInputListIsAnErrorNotACrash) {
  for (const char* inputs : {",", "", ",,", "a.json,"}) {
    const CliRun run = run_pps(std::string("merge --inputs '") + inputs + "'");
    EXPECT_EQ(run.status, 2) << inputs << "\n" << run.output;  // was a segmentation fault (139)
    EXPECT_NE(run.output.find("--inputs"), std::string::npos) << run.output;
  }
}

TEST(MergeChecks, TournamentRefusesAPlayerOrSystemListedTwice) {
  // Rows are kept per name: american,american played twice and merged into
  // other normalized scores than one run.
  const CliRun systems = run_pps("tournament --players random,greedy --systems american,american --games 2");
  EXPECT_EQ(systems.status, 2) << systems.output;
  EXPECT_NE(systems.output.find("--systems lists 'american' twice"), std::string::npos) << systems.output;
  const CliRun players = run_pps("tournament --players greedy,greedy:eval=points,random,random --games 2");
  EXPECT_EQ(players.status, 2) << players.output;
  EXPECT_NE(players.output.find("--players lists 'random' twice"), std::string::npos) << players.output;
}

TEST(MergeChecks, MergeNamesTheShardFileAtFault) {
  const std::string dir = scratch_folder("merge") + "/";
  const std::string common = "tournament --players random,greedy --games 6 --seed 3 --shard ";
  ASSERT_EQ(run_pps(common + "1/2 --json " + dir + "mc_1.json", false).status, 0);
  ASSERT_EQ(run_pps(common + "2/2 --json " + dir + "mc_2.json", false).status, 0);
  std::ifstream in(dir + "mc_2.json");
  std::stringstream text;
  text << in.rdbuf();
  std::ofstream(dir + "mc_bad.json") << replaced(text.str(), "\"shards\":[2]", "\"shards\":[7]");
  const CliRun run = run_pps("merge --inputs " + dir + "mc_1.json," + dir + "mc_bad.json");
  EXPECT_EQ(run.status, 2) << run.output;
  EXPECT_NE(run.output.find("mc_bad.json': shard 7 is outside 1..2"), std::string::npos) << run.output;
  EXPECT_EQ(run_pps("merge --inputs " + dir + "mc_1.json," + dir + "mc_2.json", false).status, 0);
}

}  // namespace
}  // namespace pps::cli
