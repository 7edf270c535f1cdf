// Flat Monte Carlo (imperfect-information Monte Carlo): each legal cell for the
// card is rated by the mean final score of many playouts from it, the unknown
// cards dealt at random and placed by a fast policy. BeeMo's search (contest
// paper §5.2), with two refinements of ours: every cell is played out on the
// same sampled deals (common random numbers, so that differences between cells
// are not drowned in deal noise), and playouts are split over a fixed set of
// virtual workers with their own seeds, so a fixed simulation budget gives the
// same answer on any number of threads. It is the race of race_monte_carlo.h
// with nobody dropped.
#pragma once

#include <atomic>
#include <cstdint>

#include "ai/pattern_values.h"
#include "ai/player.h"

namespace pps {

struct FlatMonteCarloLimits {
  std::int64_t simulations = 0;  // playouts per move over all cells (> 0: deterministic)
  double seconds = 0;            // else a time limit for this move
  int threads = 1;
  std::uint64_t seed = 0;        // for this move's deals
  const std::atomic<bool>* stop = nullptr;
  std::uint32_t cells = 0;       // the cells to rate (bit per cell); 0 = every empty cell
};

// value[] holds each cell's playout mean and samples[] the deals behind it.
// With a single cell there is nothing to compare: it is chosen with no playouts.
Analysis flat_monte_carlo(const Board& board, Card card, const PlayoutPolicy& policy, const PointSystem& system,
                          const FlatMonteCarloLimits& limits);

}  // namespace pps
