// Flat Monte Carlo (imperfect-information Monte Carlo): each legal cell for the
// card is rated by the mean final score of many playouts from it, the unknown
// cards dealt at random and placed by a fast policy. BeeMo's search (the contest
// paper's section 5.2, docs/DESIGN.md References [1]), with two refinements of ours: every cell is played out on the
// same sampled deals (common random numbers, so that differences between cells
// are not drowned in deal noise), and playouts are split over a fixed set of
// virtual workers (seed streams: each its own generator and share of the
// deals, whichever thread runs it), so a fixed simulation budget gives the
// same answer on any number of threads. It is the race of race_monte_carlo.h
// with nobody dropped.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

#include "ai/core/player.h"
#include "ai/core/search_budget.h"
#include "ai/search/playout.h"

namespace pps {

// One simulation from a candidate cell: `board` holds the card just placed
// there, `future` the cards to come in order (as many as empty cells). Returns
// the value of the deal and leaves `board` as it found it.
using Simulation = std::function<double(Board& board, const Card* future, Rng& rng)>;

// Playouts to the end of the game by `policy`, valued by their final score.
Simulation full_playouts(const PlayoutPolicy& policy, const PointSystem& system);

// The start of every search over the cells: fills `cells` with the cells to
// rate (limits.cells among the empty ones, in cell order) and `analysis` with
// none rated yet, its best the first of them. Returns how many there are;
// with fewer than two there is nothing to search.
int start_analysis(const Board& board, const SearchLimits& limits, int (&cells)[kNumCells], Analysis& analysis);

// value[] holds each cell's mean and samples[] the deals behind it. With a
// single cell there is nothing to compare: it is chosen with no simulations.
Analysis flat_monte_carlo(const Board& board, Card card, const Simulation& simulate, const SearchLimits& limits);
inline Analysis flat_monte_carlo(const Board& board, Card card, const PlayoutPolicy& policy, const PointSystem& system,
                                 const SearchLimits& limits) {
  return flat_monte_carlo(board, card, full_playouts(policy, system), limits);
}

}  // namespace pps
