// Empty cells that are worth exactly the same. Scores depend only on what each
// line holds, and two empty rows (or two empty columns) can be swapped without
// changing any line: placing a card in (r, c) or in (r', c), with rows r and
// r' both empty, leads to positions of equal value under any point system and
// any evaluator that treats lines alike. Searches rate one cell per class.
#pragma once

#include <cstdint>

#include "board.h"

namespace pps {

// The class representative of an empty cell: the same cell with its row
// replaced by the first empty row if its row is empty, and likewise its
// column. It is the lowest-numbered cell of its class.
int symmetric_representative(const Board& board, int cell);

// One bit per class of equivalent empty cells, set at its representative.
std::uint32_t distinct_empty_cells(const Board& board);

}  // namespace pps
