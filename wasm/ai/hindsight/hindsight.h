// The hindsight bound of a deal: the best grid of its 25 cards for someone
// who knew them all in advance, the score no player of that deal can beat.
//
// The arrangement comes from simulated annealing over swaps of two cells
// (only the two rows and two columns a swap touches are re-scored, each a
// table look-up), restarted several times from random grids and once from
// the rows of the best partition below. The upper bound: the rows split the
// cards into five hands and so do the columns, so no grid scores more than
// twice the best partition of the 25 cards into five hands
// (partition_bound.h), nor more than the best pair of row and column hand
// kinds that can share one grid (grid_bound.h). When the grid found reaches
// the bound it is proven optimal; otherwise the truth lies between the two.
//
// A pure function: no I/O, no threads, no clock; iteration budgets, so the
// same deal and options give the same grid on every platform.
#pragma once

#include <cstdint>

#include "engine/deal.h"
#include "engine/point_system.h"

namespace pps {

struct HindsightOptions {
  std::int64_t iterations = 1'000'000;  // swap proposals, over all restarts
  int restarts = 8;
  std::int64_t bound_nodes = 100'000;  // partition branch-and-bound nodes
  std::uint64_t seed = 1;             // the search's own randomness
};

struct Hindsight {
  Deal grid{};           // the cards in cell order (row-major)
  int score = 0;         // Board score of `grid`
  int upper_bound = 0;   // no grid of these cards scores more
  bool proven = false;   // score == upper_bound
  bool partition_exact = false;  // the best partition was found exactly
  std::int64_t iterations = 0;   // swap proposals made (fewer when proven early)
};

Hindsight hindsight(const Deal& cards, const PointSystem& system, const HindsightOptions& options = {});

// The annealing alone, from `start` (25 distinct cards in cell order), moving
// only the cards of the cells in `free_cells` (bit i = cell i) among those
// cells: the best grid it finds (never worse than `start`). Tests compare it
// with exhaustive search over a few free cells.
struct Arrangement {
  Deal grid{};
  int score = 0;
};
Arrangement improve_arrangement(const Deal& start, std::uint32_t free_cells, const PointSystem& system,
                                const HindsightOptions& options = {});

}  // namespace pps
