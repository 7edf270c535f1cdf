// What `pps analyze` prints, so that anyone can audit an explanation: every
// empty cell's estimate, the explanation's sentences, the shares of the
// difference with how they were computed, and the facts of every line the card
// joins (without the card and with it).
#pragma once

#include <ostream>

#include "ai/core/player.h"
#include "ai/explain/explanation.h"

namespace pps::cli {

// The grid: each filled cell's card, each empty cell's estimate (* the
// explained cell, o the one it is compared with).
void print_estimates(std::ostream& out, const Board& board, const Analysis& analysis, const Explanation& explanation);

void print_explanation(std::ostream& out, const Explanation& explanation, const PointSystem& system);

}  // namespace pps::cli
