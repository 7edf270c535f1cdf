#include "ai/eval/pattern_values.h"

#include "ai/eval/line_gains.h"

namespace pps {

double PatternValues::board_value(const Board& board, const PointSystem& system) const {
  double total = 0;
  const CardMask unseen = board.unseen();
  for (int line = 0; line < kNumLines; ++line) total += line_value(board.line(line), line < kGridSize, unseen, system);
  return total;
}

double PatternEvaluator::rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const {
  const CardMask unseen = board.unseen() & ~card_bit(card);
  rate_by_line_gains(
      board, card, [&](const LineState& line, bool is_row) { return values_.line_value(line, is_row, unseen, system_); },
      [](int) { return 0.0; }, out);
  return 0;
}

}  // namespace pps
