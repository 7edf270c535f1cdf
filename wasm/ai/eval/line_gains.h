// Rating placements by lines: placing a card changes only its row and its
// column, so an evaluator that sums line values rates a cell by those two
// lines' gains, four look-ups (BeeMo's "optimized greedy", the contest
// paper's section 5.2, docs/DESIGN.md References [1], and the NARL player's greedy policy).
#pragma once

#include <array>
#include <cstdint>

#include "engine/board.h"

namespace pps {

// out[cell] = the gain of the cell's row and column from placing `card`
// there, plus extra(cell), for every empty cell of `board`.
// line_value(line, is_row) must read the cards to come without `card`.
template <typename LineValue, typename Extra>
void rate_by_line_gains(const Board& board, Card card, const LineValue& line_value, const Extra& extra,
                        std::array<double, kNumCells>& out) {
  // Each line's value as it is and with the card added, computed once per
  // line (the cells of a row share its value with the card).
  std::array<double, kNumLines> base, with_card;
  std::uint32_t open_lines = 0;
  for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
    const int cell = __builtin_ctz(empty);
    open_lines |= (1u << row_line(cell)) | (1u << col_line(cell));
  }
  for (int line = 0; line < kNumLines; ++line) {
    if (!((open_lines >> line) & 1u)) continue;  // full: no cell of it is rated
    base[line] = line_value(board.line(line), line < kGridSize);
    LineState added = board.line(line);
    added.add(card);
    with_card[line] = line_value(added, line < kGridSize);
  }
  for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
    const int cell = __builtin_ctz(empty);
    const int row = row_line(cell), col = col_line(cell);
    double value = with_card[row] - base[row] + with_card[col] - base[col];
    value += extra(cell);
    out[cell] = value;
  }
}

}  // namespace pps
