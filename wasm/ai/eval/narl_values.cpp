#include "ai/eval/narl_values.h"

#include "ai/eval/line_gains.h"

namespace pps {

double NarlValues::lines_value(const Board& board, const PointSystem& system) const {
  const CardMask unseen = board.unseen();
  const int played = board.num_placed();
  double total = 0;
  for (int line = 0; line < kNumLines; ++line)
    total += line_value(board.line(line), line < kGridSize, played, unseen, system);
  return total;
}

double NarlEvaluator::rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const {
  const CardMask unseen = board.unseen() & ~card_bit(card);
  const int played = board.num_placed() + 1;
  rate_by_line_gains(
      board, card,
      [&](const LineState& line, bool is_row) { return values_.line_value(line, is_row, played, unseen, system_); },
      [&, sizes = narl_size_key(board, -1)](int cell) {
        if (!values_.use_sizes) return 0.0;
        const int row = board.line(row_line(cell)).size(), col = board.line(col_line(cell)).size();
        return static_cast<double>(values_.sizes().value(narl_size_key_after(sizes, row, col)));
      },
      out);
  return 0;
}

}  // namespace pps
