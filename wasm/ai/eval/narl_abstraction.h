// The hand abstractions of the Gettysburg player's NARL evaluator (the
// contest paper's section 6.1, docs/DESIGN.md References [1]), packed into 64-bit keys instead of strings:
//   line key: cards played in the game so far; row or column; the line's
//     non-zero rank counts in descending order, each with the number of cards
//     of that rank still undealt; whether a flush is achievable and how many
//     undealt cards of its suit remain; whether a straight and a royal flush
//     are achievable. ("14|1(3)1(2)1(2)f(8)s" in the paper's notation.)
//   optionally (ours, straight_outs): how many undealt cards would keep a
//     straight achievable if added to the line ("s" says only whether one
//     is; 5-6-7-8 and 5-6-7-9 differ twofold in their chances).
//   hand-size key: how many rows and columns hold 0, 1, ... 5 cards
//     ("721000" after the 2nd move), with the cards played.
// "Undealt" is what the player cannot see: cards not on the board.
#pragma once

#include <cstdint>

#include "engine/board.h"

namespace pps {

std::uint64_t narl_line_key(const LineState& line, bool is_row, int cards_played, CardMask unseen,
                            bool straight_outs = false);

// Hand-size histogram of the ten lines, as it would be after adding one card
// at `cell` (cell < 0: as it is).
std::uint64_t narl_size_key(const Board& board, int cell);
// The same from the key of the board as it is (cell < 0): adding one card to
// a row of `row_size` cards and a column of `col_size`.
std::uint64_t narl_size_key_after(std::uint64_t key, int row_size, int col_size);

}  // namespace pps
