// How much a search player may think (DESIGN.md §3: "time is a budget that is
// never overrun"). Exactly one limit applies, the first set of:
//   simulations > 0   a fixed number of simulations per move: deterministic,
//                     the same moves natively and in WebAssembly, whatever the
//                     number of threads;
//   move_seconds > 0  a fixed time per move;
//   game_seconds      the contest's per-game budget (default 30 s), split over
//                     the moves that still need a search.
#pragma once

#include <cstdint>
#include <string>

namespace pps {

struct SearchBudget {
  double game_seconds = 30.0;
  double move_seconds = 0.0;
  std::int64_t simulations = 0;
  int threads = 1;  // search threads; results do not depend on it with a fixed simulation budget

  std::string describe() const;
};

// Seconds the next move may take under a per-game budget: what is left, less
// a reserve for the clock checks' granularity, split evenly over the moves
// that still need a search (including this one).
double move_allowance(double game_seconds, double used_seconds, int search_moves_left);

}  // namespace pps
