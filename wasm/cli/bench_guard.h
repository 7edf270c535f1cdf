// The guard of `pps bench`: the specs of bench/guard.txt (every player of the
// registry, some several times), each on a small fixed workload (learning from a fixed number of games, a fixed number of
// simulations a move), folded into one signature per player. A change of
// moves, estimates or learned bytes changes a signature, so a refactoring
// that keeps them all kept every player's behaviour (tests pin them).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pps::cli {

struct GuardLine {
  std::string spec;
  std::int64_t simulations = 0;
  std::uint64_t checksum = 0;  // FNV-1a over learned bytes, moves and estimates
  double seconds = 0;
};

// The guard list: each spec and its pinned signature ("-": not pinned yet),
// then the pinned signature over them all.
struct GuardPin {
  std::string spec;
  std::string signature;
};
struct GuardList {
  std::vector<GuardPin> pins;
  std::string signature;
};
// Reads the text of bench/guard.txt; throws std::invalid_argument naming the
// line of anything else.
GuardList parse_guard_list(std::string_view text);
// The same text for `list`, with the file's explanatory header.
std::string format_guard_list(const GuardList& list);
// The list pps was built with (bench/guard.txt at build time).
std::string_view guard_list_text();
const GuardList& guard_list();

// Runs one spec's workload: learns (learning players), then plays two deals
// on two systems, one game by choose() and one by analyze() per system.
GuardLine run_guard(const std::string& spec, int threads);

// "<simulations>-<checksum as 16 hex digits>"
std::string guard_signature(std::int64_t simulations, std::uint64_t checksum);

}  // namespace pps::cli
