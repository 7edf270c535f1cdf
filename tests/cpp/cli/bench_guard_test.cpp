// pps bench: every spec of bench/guard.txt has its signature (learned bytes,
// moves and estimates on a fixed workload) pinned there, and Tiger's
// simulation policies theirs here, the same on one or two threads; every
// player `pps players` lists is guarded. A change here means a player's
// behaviour changed: if that was intended, say so in the commit and rewrite
// the pins with `build/pps bench --write-pins bench/guard.txt` (or the
// policies' signature below).
#include <gtest/gtest.h>

#include <string>

#include "ai/core/player.h"
#include "cli/bench_guard.h"
#include "run_pps.h"

namespace pps::cli {
namespace {

// The signature printed for `spec` on its guard line, or "" if absent.
std::string signature_of(const std::string& output, const std::string& spec) {
  const std::string prefix = "guard " + spec + " ";
  for (std::size_t at = output.find(prefix); at != std::string::npos; at = output.find(prefix, at + 1)) {
    if (at != 0 && output[at - 1] != '\n') continue;
    std::size_t begin = output.find_first_not_of(' ', at + prefix.size());
    return output.substr(begin, output.find(' ', begin) - begin);
  }
  return "";
}

// The signature of Tiger's simulation policies on bench's default workload
// (400 simulations a move, 2 games each): if a change to the search or the
// heuristic alters any move, this fails; update it only for intended changes.
constexpr const char* kPoliciesSignature = "signature 92848-5fefb32f1133e689";

// One run on each thread count checks both parts of the workload (the guard
// takes most of its time).
TEST(Bench, EveryPinnedSignatureHoldsOnOneOrTwoThreads) {
  const GuardList& list = guard_list();
  for (const char* threads : {"1", "2"}) {
    const CliRun run = run_pps(std::string("bench --threads ") + threads);
    ASSERT_EQ(run.status, 0) << run.output;
    for (const GuardPin& pin : list.pins)
      EXPECT_EQ(signature_of(run.output, pin.spec), pin.signature) << pin.spec << " on " << threads << " threads";
    EXPECT_NE(run.output.find("guard signature " + list.signature), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("pins: every guard signature matches"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find(std::string("\n") + kPoliciesSignature + "\n"), std::string::npos)
        << "on " << threads << " threads\n" << run.output;
    EXPECT_NE(run.output.find("simulations/s"), std::string::npos) << run.output;
  }
}

TEST(BenchGuard, EveryPlayerIsGuarded) {
  for (const PlayerInfo& player : list_players()) {
    bool guarded = false;
    for (const GuardPin& pin : guard_list().pins) guarded |= pin.spec.substr(0, pin.spec.find(':')) == player.name;
    EXPECT_TRUE(guarded) << player.name << " has no line in bench/guard.txt";
  }
}

TEST(BenchGuard, TheListReadsBackAsWrittenAndRefusesAnythingElse) {
  const GuardList& list = guard_list();
  const GuardList again = parse_guard_list(format_guard_list(list));
  ASSERT_EQ(again.pins.size(), list.pins.size());
  for (std::size_t i = 0; i < list.pins.size(); ++i) {
    EXPECT_EQ(again.pins[i].spec, list.pins[i].spec);
    EXPECT_EQ(again.pins[i].signature, list.pins[i].signature);
  }
  EXPECT_EQ(again.signature, list.signature);
  EXPECT_EQ(format_guard_list(list), std::string(guard_list_text()));  // the file is exactly what --write-pins writes
  for (const char* bad : {"", "# only a comment\n", "random 0-1\n", "random\nsignature 1-2\n",
                          "random 0-1 extra\nsignature 1-2\n", "random 0-1\nsignature 1-2\ngreedy 0-3\n"})
    EXPECT_THROW(parse_guard_list(bad), std::invalid_argument) << bad;
}

}  // namespace
}  // namespace pps::cli
