// Numbers are plain decimal everywhere (flags, player specs, seeds, shards),
// messages quote what was typed safely and briefly, and budgets or shards
// that cannot mean anything are refused
// (bench/notes/2026-11-23-reliability.md, "CLI and files").
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "ai/core/player.h"
#include "cli/args.h"
#include "cli/tournament.h"
#include "engine/point_system.h"
#include "engine/quote.h"
#include "engine/strict_number.h"
#include "run_pps.h"

namespace pps {
namespace {

TEST(StrictNumbers, AcceptOnlyPlainDecimal) {
  EXPECT_EQ(parse_decimal_integer("42"), 42);
  EXPECT_EQ(parse_decimal_integer("-7"), -7);
  EXPECT_EQ(parse_decimal_integer("9223372036854775807"), INT64_MAX);
  EXPECT_EQ(parse_decimal_number("0.5"), 0.5);
  EXPECT_EQ(parse_decimal_number("-2.5e3"), -2500);
  EXPECT_EQ(parse_decimal_number("7"), 7);
  for (const char* bad : {"", " 5", "5 ", "+5", "0x10", "1e3", "5.", "-", "9223372036854775808", "1_000", "٣"})
    EXPECT_FALSE(parse_decimal_integer(bad)) << bad;
  for (const char* bad : {"", " 5", "5 ", "+1", "0x10", ".5", "5.", "1e", "inf", "nan", "1e999", "--1", "1,5"})
    EXPECT_FALSE(parse_decimal_number(bad)) << bad;
}

TEST(StrictNumbers, PlayerSpecsAndSeedsAreStrict) {
  for (const char* spec : {"tiger:cp=0x10", "tiger:cp=+1", "tiger:cp= 1", "tiger:cp=1e999", "tiger:mem=0x40"})
    EXPECT_THROW(make_player(spec), std::invalid_argument) << spec;
  EXPECT_EQ(make_player("tiger:cp=16")->spec(), "tiger:cp=16");
  for (const char* seed : {" 5", "5 ", "+5", "0x10", "1e3"}) EXPECT_THROW(parse_seed(seed), std::invalid_argument) << seed;
  EXPECT_EQ(parse_seed("-5"), -5);
  EXPECT_THROW(PointSystem::parse("random: 5"), std::invalid_argument);
}

TEST(Quote, EscapesAndShortens) {
  EXPECT_EQ(quote("abc"), "'abc'");
  EXPECT_EQ(quote("a'b\\c"), "'a\\'b\\\\c'");
  EXPECT_EQ(quote("a\nb\x1b[2J\x7f"), "'a\\nb\\x1b[2J\\x7f'");
  EXPECT_EQ(quote("caf\xc3\xa9"), "'caf\xc3\xa9'");  // UTF-8 stays
  EXPECT_EQ(quote("\xff\xc2\x9b"), "'\\xff\\xc2\\x9b'");  // not UTF-8, and a C1 control
  const std::string long_text(100000, 'x');
  EXPECT_EQ(quote(long_text), "'" + std::string(60, 'x') + "...'");
}

TEST(StrictShards, KOfNAreDecimalAndNAtMostTheGames) {
  EXPECT_EQ(cli::parse_shard("2/3", 10), (std::pair{2, 3}));
  for (const char* bad : {"+1/2", "1/+2", " 1/2", "1/2 ", "0x1/2", "1/", "/2", "1", "1/2/3"})
    EXPECT_THROW(cli::parse_shard(bad, 10), cli::UsageError) << bad;
  EXPECT_THROW(cli::parse_shard("5/1000000", 2), cli::UsageError);
  EXPECT_THROW(cli::parse_shard("4/3", 10), cli::UsageError);
}


TEST(StrictCli, RefusesLenientNumbersWithAClearLine) {
  const struct {
    const char* arguments;
    const char* mentions;
  } cases[] = {
      {"play --games 1 --game-time 0x10", "--game-time '0x10' is not a decimal number"},
      {"play --games 1 --game-time ' 5'", "--game-time ' 5' is not a decimal number"},
      {"play --games ' 5'", "--games ' 5' is not an integer"},
      {"play --games 1 --player tiger:cp=0x10", "cp=0x10 is not a decimal number"},
      {"play --games 1 --seed ' 5'", "seed ' 5' is not an integer"},
      {"tournament --games 2 --shard +1/2", "--shard '+1/2' is not K/N"},
      {"tournament --games 2 --shard 5/1000000", "N must be at most --games"},
      {"learn --player narl --prep 0", "learns from no games"},
      {"learn --player narl:prep=0", "learns from no games"},
  };
  for (const auto& c : cases) {
    const CliRun run = expect_refused(c.arguments, c.mentions);
    EXPECT_EQ(count_lines(run.output), 1) << c.arguments << "\n" << run.output;
  }
}

TEST(StrictCli, MessagesQuoteLongOrControlInputBriefly) {
  const std::string huge(100000, '7');
  for (const std::string& arguments :
       {"play --games " + huge + "x", "play --player tiger:cp=" + huge + "x", "deal --seed " + huge,
        "play --system " + huge + "x", "tournament --players random,," + huge, "frobnicate" + huge,
        std::string("play --player 'tiger:cp=\x1b[31m'"), "merge --inputs /nonexistent/" + huge})
  {
    const CliRun run = run_pps(arguments);
    EXPECT_EQ(run.status, 2) << run.output.substr(0, 300);
    EXPECT_LT(run.output.size(), 400u) << run.output.substr(0, 300);  // was the whole 100 KB
    EXPECT_EQ(run.output.find('\x1b'), std::string::npos) << run.output;
    EXPECT_EQ(count_lines(run.output), 1) << run.output.substr(0, 300);
  }
}

TEST(StrictCli, TopLevelHelpKeepsCommandsApartFromTheirSummaries) {
  const CliRun run = run_pps("--help");
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.output.find("tournamentEvery"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("  tournament  Every player"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("  deal        Print"), std::string::npos) << run.output;
}

}  // namespace
}  // namespace pps
