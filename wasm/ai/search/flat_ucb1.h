// Flat UCB1 (Auer, Cesa-Bianchi & Fischer 2002) over the cells for the card:
// the Gettysburg team's second alternative to expectimax (the contest paper's
// section 6.2; docs/DESIGN.md, References [1, 7]:
// "flat UCB1 limited to depth 5, multiplying the exploration term by 20").
// Each simulation goes to the cell with the highest
//   mean + exploration * sqrt(2 ln n / n_cell)
// (cells never tried first, in cell order), in the simulation's own units:
// points, as in the paper. Unlike flat Monte Carlo, each choice depends on
// every result before it, so it runs on one thread; with a fixed number of
// simulations and a seed it is deterministic.
#pragma once

#include "ai/search/flat_monte_carlo.h"

namespace pps {

// value[] holds each cell's mean and samples[] its simulations; best is the
// cell with the highest mean. Only limits.threads is ignored.
Analysis flat_ucb1(const Board& board, Card card, const Simulation& simulate, const SearchLimits& limits,
                   double exploration);

}  // namespace pps
