// Sealed deals in pps (cli/deal_flags.h): a run in which a program plays is
// dealt from a key drawn for it and printed after it; the key, from a file,
// standard input or (with a warning) the command line, replays a run
// exactly, shards of one key merge and shards of other keys are refused; a
// malformed key is refused saying why. (That no program can read the key:
// tests/cpp/external/sandbox_attack_test.cpp.)
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include "test_paths.h"
#include "test_program.h"
#include "text_patterns.h"

namespace {

const std::string kKey = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const std::string kOtherKey = "ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

// The key of the line a sealed run prints last, or "" if there is none.
std::string key_printed(const std::string& output) {
  const auto line = find_first(output, "deals sealed with key ([0-9a-f]{64}) \\(--key \\1 deals them again\\)\n");
  return line ? line->group[1] : "";
}

TEST(SealedDealsCli, PpsKeyDrawsANewKeyEachTime) {
  const CliRun one = run_pps("key"), two = run_pps("key");
  ASSERT_EQ(one.status, 0) << one.output;
  EXPECT_TRUE(matches_whole(one.output, "[0-9a-f]{64}\n")) << one.output;
  EXPECT_TRUE(matches_whole(two.output, "[0-9a-f]{64}\n")) << two.output;
  EXPECT_NE(one.output, two.output);
}

// A file holding `key` and a newline, in `dir`.
std::string key_file(const std::string& dir, const std::string& key) {
  const std::string path = dir + "/deals.key";
  std::ofstream(path) << key << "\n";
  return path;
}

TEST(SealedDealsCli, DealPrintsASealedDealOfAKeyAndASystem) {
  const std::string dir = scratch_folder("deal-key");
  const CliRun run = run_pps("deal --key-file " + key_file(dir, kKey) + " --seed 42", false);
  ASSERT_EQ(run.status, 0) << run.output;
  // As tests/cpp/engine/sealed_deal_test.cpp pins it: American's deal 42 by default.
  EXPECT_EQ(run.output, "TD 5H 3C 3D 2S JH 4C TH 2C 3S 8D 3H 8C 5D 6C AS 7S QH JC KD 9H JD 9C QS AD\n");
  EXPECT_EQ(run_pps("deal --key-file " + dir + "/deals.key --seed 42 --system american", false).output, run.output);
  EXPECT_EQ(run_pps("deal --key-file " + dir + "/deals.key --seed 42 --system british", false).output,
            "AC 9H QS 5C KD TD 4C 9C 6C 3S 5D 4S TC KS JS 2D 5H 3H TS 9D 7D 4H 6D KC 8S\n");
  EXPECT_NE(run_pps("deal --seed 42").output, run.output);
}

TEST(SealedDealsCli, TheKeyComesFromAFileOrStandardInputAndOnTheCommandLineWithAWarning) {
  const std::string dir = scratch_folder("key-sources");
  const std::string file = key_file(dir, kKey);
  const std::string deal = run_pps("deal --key-file " + file + " --seed 3").output;
  EXPECT_EQ(count_lines(deal), 1) << deal << "(no warning: the key is in a file)";
  EXPECT_EQ(run_command("printf '%s\\n' " + kKey + " | " + pps_cli_path() + " deal --key - --seed 3 2>&1").output, deal);
  // --key-file <(...) is a pipe: read too.
  EXPECT_EQ(run_command("bash -c '" + pps_cli_path() + " deal --key-file <(echo " + kKey + ") --seed 3' 2>&1").output, deal);
  const CliRun given = run_pps("deal --key " + kKey + " --seed 3");
  EXPECT_EQ(given.status, 0);
  EXPECT_NE(given.output.find("pps: warning: a key on the command line can be seen by every user of this machine"),
            std::string::npos) << given.output;
  EXPECT_NE(given.output.find(deal), std::string::npos) << given.output;
  expect_refused("deal --key-file " + file + " --key " + kKey, "give --key or --key-file, not both");
  expect_refused("deal --key-file " + dir + "/none", "cannot read --key-file '" + dir + "/none'");
  expect_refused("deal --key-file " + dir, "is not a file holding a key");
  std::ofstream(dir + "/bad.key") << "12 34\n";
  expect_refused("deal --key-file " + dir + "/bad.key", "--key-file: a deal key is 64 hexadecimal digits (256 bits), got 5 characters");
  std::ofstream(dir + "/long.key") << std::string(2000, 'a');
  expect_refused("deal --key-file " + dir + "/long.key", "holds more than 1024 bytes");
  EXPECT_EQ(run_command("echo | " + pps_cli_path() + " deal --key - 2>&1").status, 2);
}

TEST(SealedDealsCli, AMalformedKeyIsRefusedSayingWhyAndNothingIsWritten) {
  const std::string dir = scratch_folder("bad-key");
  expect_refused("deal --key 1234", "--key: a deal key is 64 hexadecimal digits (256 bits), got 4 characters");
  expect_refused("play --player random --games 1 --key " + kKey.substr(0, 63) + "z --json " + dir + "/p.json",
                 "--key: a deal key is 64 hexadecimal digits (256 bits): 'z' at position 64 is not a hexadecimal digit");
  expect_refused("tournament --players random --games 1 --key=0x" + kKey.substr(2), "'x' at position 2");
  expect_refused("play --player random --games 1 --key " + kKey + " --public-deals", "give a key or --public-deals, not both");
  expect_refused("play --player random --games 1 --key-file " + key_file(dir, kKey) + " --public-deals",
                 "give a key or --public-deals, not both");
  EXPECT_EQ(read_text_file(dir + "/p.json"), "");  // refused before the output file was touched
}

TEST(SealedDealsCli, BuiltInPlayersAlonePlayTheSeedsUnlessGivenAKey) {
  const CliRun seeds = run_pps("play --player random --games 3");
  ASSERT_EQ(seeds.status, 0) << seeds.output;
  EXPECT_NE(seeds.output.find("3 games (seeds 0..2)"), std::string::npos) << seeds.output;
  EXPECT_EQ(key_printed(seeds.output), "");

  const std::string dir = scratch_folder("keyed-play");
  const std::string keyed = "play --player greedy --games 3 --key " + kKey + " --json " + dir + "/";
  const CliRun first = run_pps(keyed + "1.json"), again = run_pps(keyed + "2.json");
  ASSERT_EQ(first.status, 0) << first.output;
  EXPECT_NE(first.output.find("3 games (sealed deals 0..2)"), std::string::npos) << first.output;
  EXPECT_EQ(key_printed(first.output), kKey);
  EXPECT_EQ(again.output, first.output);  // the key replays the run
  const std::string json = read_text_file(dir + "/1.json");
  EXPECT_NE(json.find("\"key\":\"" + kKey + "\""), std::string::npos) << json;
  EXPECT_TRUE(find_first(json, "\"moves\":\"[a-y]{25}\"").has_value()) << json;
  EXPECT_EQ(json.find("\"game\":"), std::string::npos) << json;  // no SYSTEM;SEED;MOVES: the seed would deal other cards
}

TEST(SealedDealsCli, AProgramPlaysTheSealedDealsOfANewKeyEachRunUnlessAsked) {
  const std::string dir = scratch_folder("program-deals");
  const std::string play = "play --player '" + test_program("well", dir) + "' --games 2";
  const CliRun one = run_pps(play), two = run_pps(play);
  ASSERT_EQ(one.status, 0) << one.output;
  ASSERT_EQ(two.status, 0) << two.output;
  EXPECT_NE(one.output.find("2 games (sealed deals 0..1)"), std::string::npos) << one.output;
  EXPECT_NE(key_printed(one.output), "") << one.output;
  EXPECT_NE(key_printed(two.output), "") << two.output;
  EXPECT_NE(key_printed(one.output), key_printed(two.output));
  // The public deals on request (an honest program, a replay of a public run).
  const CliRun seeds = run_pps(play + " --public-deals");
  ASSERT_EQ(seeds.status, 0) << seeds.output;
  EXPECT_NE(seeds.output.find("2 games (seeds 0..1)"), std::string::npos) << seeds.output;
  EXPECT_EQ(key_printed(seeds.output), "");
  // A tournament with a program: every player on the key's deals, replayed by the key.
  const std::string tournament = "tournament --players 'greedy," + test_program("well", dir) + "' --games 4 --key " + kKey;
  const CliRun whole = run_pps(tournament, false), replay = run_pps(tournament, false);
  ASSERT_EQ(whole.status, 0) << whole.output;
  EXPECT_EQ(key_printed(whole.output), kKey);
  EXPECT_EQ(replay.output, whole.output);
}

TEST(SealedDealsCli, ShardsOfOneKeyMergeAndShardsOfOtherDealsAreRefused) {
  const std::string dir = scratch_folder("sealed-shards");
  const std::string common = "tournament --players random,greedy --systems american,british --games 7 --seed 3";
  const auto shard = [&](const std::string& flags, const std::string& name) {
    const CliRun run = run_pps(common + " " + flags + " --json " + dir + "/" + name, false);
    EXPECT_EQ(run.status, 0) << run.output;
    return dir + "/" + name;
  };
  const CliRun whole = run_pps(common + " --key " + kKey, false);
  const std::string one = shard("--key " + kKey + " --shard 1/2", "1.json");
  const std::string two = shard("--key " + kKey + " --shard 2/2", "2.json");
  const CliRun merged = run_pps("merge --inputs " + one + "," + two, false);
  ASSERT_EQ(merged.status, 0) << merged.output;
  EXPECT_EQ(merged.output, whole.output);
  EXPECT_EQ(key_printed(merged.output), kKey);

  const std::string other = shard("--key " + kOtherKey + " --shard 2/2", "other.json");
  const CliRun refused = run_pps("merge --inputs " + one + "," + other);
  EXPECT_EQ(refused.status, 2) << refused.output;
  EXPECT_NE(refused.output.find("other.json' played the sealed deals of key " + kOtherKey +
                                ", the files before it the sealed deals of key " + kKey),
            std::string::npos)
      << refused.output;
  const std::string seeds = shard("--shard 2/2", "seeds.json");
  const CliRun mixed = run_pps("merge --inputs " + one + "," + seeds);
  EXPECT_EQ(mixed.status, 2) << mixed.output;
  EXPECT_NE(mixed.output.find("seeds.json' played the contest's deals of the seeds, the files before it the sealed deals"),
            std::string::npos)
      << mixed.output;
  // A program in a sharded run: each shard would draw its own key.
  expect_refused("tournament --players 'greedy," + test_program("well", dir) + "' --games 4 --shard 1/2",
                 "every shard needs the same key (--key-file FILE; pps key draws one)");
}

}  // namespace
