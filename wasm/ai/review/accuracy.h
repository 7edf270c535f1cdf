// One figure from 0 to 100 for how well a game was played, as Lichess's
// accuracy is for chess: each move's accuracy falls with its cost (in
// American points, verdict.h), 100 for a move that cost nothing, and the
// game's is the mean over the moves that were not forced. The curve's scale
// is calibrated so that the strong AI reads near the top and greedy and
// random play below (docs/DESIGN.md, "The review's verdicts and accuracy";
// the figures: bench/RESULTS.md).
#pragma once

#include <vector>

namespace pps {

// A cost of this many American points makes a move's accuracy 100/e.
inline constexpr double kAccuracyScale = 4.0;

// 100 * exp(-scaled_cost / kAccuracyScale); a negative cost counts as 0.
double move_accuracy(double scaled_cost);

// The mean of the moves' accuracies; 100 when there are none (every move forced).
double game_accuracy(const std::vector<double>& move_accuracies);

}  // namespace pps
