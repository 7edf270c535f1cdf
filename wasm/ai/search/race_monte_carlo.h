// Flat Monte Carlo as a race (ours; the champion's search). As in
// flat_monte_carlo.h, every candidate cell is played out on the same sampled
// deals (common random numbers) by a fixed set of virtual workers (seed
// streams, not threads: each its own generator and share of the deals,
// whichever thread runs it), so a fixed budget gives the same answer on any
// number of threads.
// Here the playouts come in rounds of growing size, and after each round a
// cell is dropped once the leader is ahead of it by more than z standard
// errors of their paired difference: the budget goes to the cells still in
// contention, and a move whose answer is clear ends early, leaving its time to
// the moves after it. (Successive elimination, Even-Dar, Mannor & Mansour,
// "Action elimination and stopping conditions for the multi-armed bandit and
// reinforcement learning problems", JMLR 2006; the paired statistics are what
// common random numbers buy.)
#pragma once

#include "ai/search/flat_monte_carlo.h"

namespace pps {

struct RaceSettings {
  double z = 3.0;          // how many standard errors behind the leader drop a cell
  int first_round = 256;   // deals of the first round, before any cell may be dropped
  double growth = 1.5;     // each round plays this many times the deals of the one before
  // A cell the race must beat to be chosen (-1: none): when it is still in
  // the race at the end, the leader replaces it only if it is ahead of it by
  // more than keep_z standard errors of their paired difference. The caller's
  // own choice (say expectimax's) stands unless the playouts clearly disagree:
  // a short race is noisy, and its leader by a hair is no better informed.
  int incumbent = -1;
  double keep_z = 0.0;
};

// Rates the candidate cells (limits.cells, or every empty cell) and picks the
// best. value[] holds each candidate's playout mean and samples[] the deals
// behind it; simulations counts the playouts. With one candidate there is
// nothing to race: it is chosen with no playouts.
Analysis race_monte_carlo(const Board& board, Card card, const Simulation& simulate, const SearchLimits& limits,
                          const RaceSettings& settings = {});
inline Analysis race_monte_carlo(const Board& board, Card card, const PlayoutPolicy& policy, const PointSystem& system,
                                 const SearchLimits& limits, const RaceSettings& settings = {}) {
  return race_monte_carlo(board, card, full_playouts(policy, system), limits, settings);
}

}  // namespace pps
