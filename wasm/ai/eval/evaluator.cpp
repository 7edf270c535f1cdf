#include "ai/eval/evaluator.h"

#include <limits>

#include "ai/eval/line_split.h"

namespace pps {

double Evaluator::rate_placements(const Board& start, Card card, std::array<double, kNumCells>& out) const {
  Board board = start;
  for (std::uint32_t e = start.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    board.place(cell, card);
    out[static_cast<std::size_t>(cell)] = evaluate(board);
    board.remove(cell);
  }
  return std::numeric_limits<double>::quiet_NaN();
}

std::unique_ptr<LineSplit> Evaluator::line_split(const PointSystem& system) const {
  return approximate_split(system, this);
}

}  // namespace pps
