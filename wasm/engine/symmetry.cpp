#include "symmetry.h"

namespace pps {

namespace {
// The first empty line among lines [first, first + kGridSize), or -1.
int first_empty_line(const Board& board, int first) {
  for (int i = 0; i < kGridSize; ++i)
    if (board.line(first + i).size() == 0) return i;
  return -1;
}
}  // namespace

int symmetric_representative(const Board& board, int cell) {
  int row = row_of(cell), col = col_of(cell);
  if (board.line(row_line(cell)).size() == 0) row = first_empty_line(board, 0);
  if (board.line(col_line(cell)).size() == 0) col = first_empty_line(board, kGridSize);
  return row * kGridSize + col;
}

std::uint32_t distinct_empty_cells(const Board& board) {
  const int empty_row = first_empty_line(board, 0);
  const int empty_col = first_empty_line(board, kGridSize);
  std::uint32_t distinct = 0;
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    const int row = board.line(row_line(cell)).size() == 0 ? empty_row : row_of(cell);
    const int col = board.line(col_line(cell)).size() == 0 ? empty_col : col_of(cell);
    distinct |= 1u << (row * kGridSize + col);
  }
  return distinct;
}

}  // namespace pps
