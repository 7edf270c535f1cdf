// How many points a point system's moves are worth against American's, so
// that a review's verdicts and accuracy read the same on every system: the
// spread (standard deviation) of the final scores of one fixed player, greedy
// on the points on the board (first cell on ties), over the contest's public
// deals 0..kScaleDeals-1, divided by the same on American. It depends on the
// point system alone, costs a few milliseconds, and scales with the values
// (doubling every value doubles it).
#pragma once

#include "engine/point_system.h"

namespace pps {

inline constexpr int kScaleDeals = 500;

// The spread of those scores under `system` (0 when every game scores the same).
double score_spread(const PointSystem& system);

// score_spread(system) / score_spread(American); 1 for American. A system
// whose games all score the same (every value equal) gets 1: no move costs
// anything there anyway.
double system_scale(const PointSystem& system);

}  // namespace pps
