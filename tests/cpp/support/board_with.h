// Boards for tests: from (cell, card) pairs, board_with({{0, "2H"}, {1, "9S"}}),
// or random.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <utility>

#include "engine/board.h"
#include "engine/card.h"
#include "engine/rng.h"

namespace pps::test {

inline Board board_with(std::initializer_list<std::pair<int, const char*>> cells) {
  Board board;
  for (const auto& [cell, card] : cells) board.place(cell, parse_card(card));
  return board;
}

// A board with `cards` random cards in random cells.
inline Board random_board(int cards, std::uint64_t seed) {
  Rng rng(seed);
  Board board;
  while (board.num_placed() < cards) {
    const auto card = static_cast<Card>(rng.below(kNumCards));
    const auto cell = static_cast<int>(rng.below(kNumCells));
    if (!board.has_card(card) && board.is_empty(cell)) board.place(cell, card);
  }
  return board;
}

}  // namespace pps::test
