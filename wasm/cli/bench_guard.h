// The guard of `pps bench`: every player of the registry, each on a small
// fixed workload (learning from a fixed number of games, a fixed number of
// simulations a move), folded into one signature per player. A change of
// moves, estimates or learned bytes changes a signature, so a refactoring
// that keeps them all kept every player's behaviour (tests pin them).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pps::cli {

struct GuardLine {
  std::string spec;
  std::int64_t simulations = 0;
  std::uint64_t checksum = 0;  // FNV-1a over learned bytes, moves and estimates
  double seconds = 0;
};

// The specs the guard runs, in order: one or more per player and search.
const std::vector<std::string>& guard_specs();

// Runs one spec's workload: learns (learning players), then plays two deals
// on two systems, one game by choose() and one by analyze() per system.
GuardLine run_guard(const std::string& spec, int threads);

// "<simulations>-<checksum as 16 hex digits>"
std::string guard_signature(std::int64_t simulations, std::uint64_t checksum);

}  // namespace pps::cli
