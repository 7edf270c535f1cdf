// A board from (cell, card) pairs, for tests: board_with({{0, "2H"}, {1, "9S"}}).
#pragma once

#include <initializer_list>
#include <utility>

#include "engine/board.h"
#include "engine/card.h"

namespace pps::test {

inline Board board_with(std::initializer_list<std::pair<int, const char*>> cells) {
  Board board;
  for (const auto& [cell, card] : cells) board.place(cell, parse_card(card));
  return board;
}

}  // namespace pps::test
