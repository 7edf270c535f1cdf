#include <cstdio>
#include <iostream>

#include "cli/commands.h"
#include "engine/board.h"

namespace pps::cli {

int run_score(const Args& args) {
  const PointSystem system = PointSystem::parse(args.text("system"));
  if (!args.has("grid")) throw UsageError("--grid is required: 25 cards in row-major order");
  const auto cards = parse_cards(args.text("grid"));
  if (cards.size() != kNumCells)
    throw UsageError("--grid needs 25 cards, got " + std::to_string(cards.size()));
  Board board;
  for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, cards[cell]);

  std::printf("system %s\n", system.to_string().c_str());
  for (int row = 0; row < kGridSize; ++row) {
    for (int col = 0; col < kGridSize; ++col) std::printf("%s ", card_to_string(board.at(row * kGridSize + col)).c_str());
    std::printf(" %4d  %s\n", board.line_points(row, system), std::string(category_name(board.category(row))).c_str());
  }
  for (int col = 0; col < kGridSize; ++col) std::printf("%2d ", board.line_points(kGridSize + col, system));
  std::printf("\ncolumns: ");
  for (int col = 0; col < kGridSize; ++col)
    std::printf("%s%s", col ? ", " : "", std::string(category_name(board.category(kGridSize + col))).c_str());
  std::printf("\ntotal %d\n", board.score(system));
  return 0;
}

}  // namespace pps::cli
