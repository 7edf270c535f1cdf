#include "ai/narl_values.h"

namespace pps {

double NarlValues::lines_value(const Board& board, const PointSystem& system) const {
  const CardMask unseen = board.unseen();
  const int played = board.num_placed();
  double total = 0;
  for (int line = 0; line < kNumLines; ++line)
    total += line_value(board.line(line), line < kGridSize, played, unseen, system);
  return total;
}

int NarlGreedy::choose_scored(const Board& board, Card card, Rng& rng, std::array<double, kNumCells>* deltas) const {
  const CardMask unseen = board.unseen() & ~card_bit(card);
  const int played = board.num_placed() + 1;
  std::array<double, kNumLines> base;
  for (int line = 0; line < kNumLines; ++line)
    base[line] = values_.line_value(board.line(line), line < kGridSize, played, unseen, system_);
  BestCell best;
  for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
    const int cell = __builtin_ctz(empty);
    LineState row = board.line(row_line(cell));
    LineState col = board.line(col_line(cell));
    row.add(card);
    col.add(card);
    double value = values_.line_value(row, true, played, unseen, system_) - base[row_line(cell)] +
                   values_.line_value(col, false, played, unseen, system_) - base[col_line(cell)];
    if (values_.use_sizes) value += values_.sizes().value(narl_size_key(board, cell));
    if (deltas) (*deltas)[cell] = value;
    best.offer(cell, value, rng);
  }
  return best.cell();
}

}  // namespace pps
