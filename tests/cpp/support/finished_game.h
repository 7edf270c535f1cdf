// What a finished game must be, checked from its deal and its moves alone:
// every move put the card dealt at that turn in a cell of the grid that was
// still empty, all 25 cells were filled, the board holds exactly that grid,
// and the score is the sum of the points of its ten complete lines (each
// classified here from its five cards, not read from the board's line state).
// For tests of players: a game that only "ended" says nothing.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/game.h"
#include "engine/hand.h"

namespace pps::test {

inline testing::AssertionResult is_finished_game(const Game& game) {
  const std::vector<int>& moves = game.moves();
  if (moves.size() != static_cast<std::size_t>(kNumCells))
    return testing::AssertionFailure() << moves.size() << " moves, not " << kNumCells;
  std::array<Card, kNumCells> grid;
  grid.fill(kNoCard);
  for (std::size_t turn = 0; turn < moves.size(); ++turn) {
    const int cell = moves[turn];
    if (cell < 0 || cell >= kNumCells) return testing::AssertionFailure() << "turn " << turn << ": cell " << cell;
    if (grid[cell] != kNoCard)
      return testing::AssertionFailure() << "turn " << turn << ": cell " << cell << " was already filled";
    grid[cell] = game.cards()[turn];
  }
  for (int cell = 0; cell < kNumCells; ++cell)
    if (game.board().at(cell) != grid[cell])
      return testing::AssertionFailure() << "cell " << cell << " holds another card than the one played there";
  int points = 0;
  for (int i = 0; i < kGridSize; ++i) {
    std::array<Card, kGridSize> row, column;
    for (int j = 0; j < kGridSize; ++j) {
      row[j] = grid[i * kGridSize + j];
      column[j] = grid[j * kGridSize + i];
    }
    points += game.system().points(classify(row.data(), kGridSize));
    points += game.system().points(classify(column.data(), kGridSize));
  }
  if (game.score() != points)
    return testing::AssertionFailure() << "score " << game.score() << ", but its lines make " << points;
  return testing::AssertionSuccess();
}

}  // namespace pps::test
