// Sealed deals in pps (cli/deal_flags.h): a run in which a program plays is
// dealt from a key drawn for it and printed after it; --key replays a run
// exactly, shards of one key merge and shards of other keys are refused; a
// malformed key is refused saying why; and the key cannot be read by the
// program from pps's command line or memory.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "run_pps.h"
#include "scratch_folder.h"
#include "test_paths.h"
#include "text_patterns.h"

namespace {

const std::string kKey = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const std::string kOtherKey = "ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

// A program that plays each card in the next cell (and records what it could
// read of pps: programs/spy.sh), its files in `dir`.
std::string program(const std::string& dir) {
  return "external:start=5,prep=5,cmd=exec sh " + repository_root() + "/tests/cpp/external/programs/spy.sh " + dir;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The key of the line a sealed run prints last, or "" if there is none.
std::string key_printed(const std::string& output) {
  const auto line = find_first(output, "deals sealed with key ([0-9a-f]{64}) \\(--key \\1 deals them again\\)\n");
  return line ? line->group[1] : "";
}

// Whether this process may read any process of the machine (CAP_SYS_PTRACE,
// bit 19 of its effective capabilities: root has it).
bool may_read_any_process() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("CapEff:", 0) == 0) return (std::strtoull(line.c_str() + 7, nullptr, 16) >> 19) & 1;
  return false;
}

// pps run by a user whom the kernel's rules apply to: as it is, or for root
// (whom nothing keeps from reading a process) through setpriv as nobody,
// with the test's folder open to it. "" if that cannot be done here.
std::string pps_of_a_plain_user(const std::string& dir) {
  if (!may_read_any_process()) return pps_cli_path();
  if (run_command("command -v setpriv").status != 0) return "";
  chmod(dir.c_str(), 0777);
  return "setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all --bounding-set=-all " + pps_cli_path();
}

TEST(SealedDealsCli, PpsKeyDrawsANewKeyEachTime) {
  const CliRun one = run_pps("key"), two = run_pps("key");
  ASSERT_EQ(one.status, 0) << one.output;
  EXPECT_TRUE(matches_whole(one.output, "[0-9a-f]{64}\n")) << one.output;
  EXPECT_TRUE(matches_whole(two.output, "[0-9a-f]{64}\n")) << two.output;
  EXPECT_NE(one.output, two.output);
}

TEST(SealedDealsCli, DealPrintsASealedDealOfAKey) {
  const CliRun run = run_pps("deal --key " + kKey + " --seed 42");
  ASSERT_EQ(run.status, 0) << run.output;
  // As tests/cpp/engine/sealed_deal_test.cpp pins it.
  EXPECT_EQ(run.output, "AC TD 6H 4S 5H 2H 3H 5C TC 2D 9C 6S 9D 7S QS JC 4C 3S 8C 6C 8S 7H 6D QD 9H\n");
  EXPECT_NE(run_pps("deal --seed 42").output, run.output);
}

TEST(SealedDealsCli, AMalformedKeyIsRefusedSayingWhyAndNothingIsWritten) {
  const std::string dir = scratch_folder("bad-key");
  expect_refused("deal --key 1234", "--key: a deal key is 64 hexadecimal digits (256 bits), got 4 characters");
  expect_refused("play --player random --games 1 --key " + kKey.substr(0, 63) + "z --json " + dir + "/p.json",
                 "--key: a deal key is 64 hexadecimal digits (256 bits): 'z' at position 64 is not a hexadecimal digit");
  expect_refused("tournament --players random --games 1 --key=0x" + kKey.substr(2), "'x' at position 2");
  expect_refused("play --player random --games 1 --key " + kKey + " --public-deals", "give --key or --public-deals, not both");
  EXPECT_EQ(read_file(dir + "/p.json"), "");  // refused before the output file was touched
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
  const std::string json = read_file(dir + "/1.json");
  EXPECT_NE(json.find("\"key\":\"" + kKey + "\""), std::string::npos) << json;
  EXPECT_TRUE(find_first(json, "\"moves\":\"[a-y]{25}\"").has_value()) << json;
  EXPECT_EQ(json.find("\"game\":"), std::string::npos) << json;  // no SYSTEM;SEED;MOVES: the seed would deal other cards
}

TEST(SealedDealsCli, AProgramPlaysTheSealedDealsOfANewKeyEachRunUnlessAsked) {
  const std::string dir = scratch_folder("program-deals");
  const std::string play = "play --player '" + program(dir) + "' --games 2";
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
  const std::string tournament = "tournament --players 'greedy," + program(dir) + "' --games 4 --key " + kKey;
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
  expect_refused("tournament --players 'greedy," + program(dir) + "' --games 4 --shard 1/2",
                 "every shard needs the same --key HEX (pps key draws one)");
}

TEST(SealedDealsCli, TheProgramCannotReadTheKeyFromPps) {
  const std::string dir = scratch_folder("spy");
  const std::string pps = pps_of_a_plain_user(dir);
  if (pps.empty()) GTEST_SKIP() << "run as root without setpriv: root's programs may read any process, nothing to prove";
  const auto play = [&](const std::string& flags) {
    return run_command(pps + " play --player '" + program(dir) + "' --games 1 " + flags + " 2>&1");
  };
  // Control: with public deals pps holds no key and leaves itself readable,
  // as any process of the user is; where even that is refused the checks
  // below would prove nothing.
  const CliRun seeds = play("--public-deals");
  ASSERT_EQ(seeds.status, 0) << seeds.output;
  if (read_file(dir + "/environ") != "readable\n")
    GTEST_SKIP() << "this machine refuses a process's environment to the programs it starts: nothing to prove";

  const CliRun run = play("--key " + kKey);
  ASSERT_EQ(run.status, 0) << run.output;
  const std::string cmdline = read_file(dir + "/cmdline");
  EXPECT_NE(cmdline.find("--key " + std::string(64, 'x')), std::string::npos) << cmdline;
  EXPECT_EQ(cmdline.find(kKey), std::string::npos) << cmdline;
  EXPECT_EQ(read_file(dir + "/environ"), "refused\n");
  EXPECT_EQ(read_file(dir + "/mem"), "refused\n");
  // A drawn key too: pps's memory is closed to the program.
  ASSERT_EQ(play("").status, 0);
  EXPECT_EQ(read_file(dir + "/mem"), "refused\n");
  EXPECT_EQ(read_file(dir + "/environ"), "refused\n");
}

}  // namespace
