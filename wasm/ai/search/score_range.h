// The lowest and highest total score a full grid can reach under a point
// system, for Tiger's "precise" squashing of rewards to [0, 1]. Finding them
// exactly is a hard packing problem for an arbitrary system, so this is a
// deterministic simulated-annealing search over grids (swaps of two cells and
// exchanges with unused cards): the result is a reachable score, a lower
// bound on the true maximum and an upper bound on the true minimum (on the
// American system it finds 700 of the known maximum 725). It takes about
// 0.4 s, once per point system.
#pragma once

#include "engine/point_system.h"

namespace pps {

struct ScoreRange {
  int min = 0;
  int max = 0;
};

ScoreRange search_score_range(const PointSystem& system);

}  // namespace pps
