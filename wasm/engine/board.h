// The 5x5 grid with incremental per-line state: placing or removing a card
// touches only its row and its column. This is the position the AI searches
// (it knows nothing of the deal); Game wraps it with a deal and a history.
#pragma once

#include <array>

#include "card.h"
#include "deal.h"
#include "hand.h"
#include "point_system.h"

namespace pps {

// Lines 0-4 are rows 0-4, lines 5-9 are columns 0-4.
inline constexpr int kNumLines = 2 * kGridSize;
constexpr int row_of(int cell) { return cell / kGridSize; }
constexpr int col_of(int cell) { return cell % kGridSize; }
constexpr int row_line(int cell) { return row_of(cell); }
constexpr int col_line(int cell) { return kGridSize + col_of(cell); }

class Board {
 public:
  Board() { cells_.fill(kNoCard); }

  // Both require a legal move (an empty cell, a card not yet on the board);
  // callers at the boundary check with is_empty()/has_card() first.
  void place(int cell, Card c) {
    cells_[cell] = c;
    placed_ |= card_bit(c);
    empty_ &= ~(1u << cell);
    lines_[row_line(cell)].add(c);
    lines_[col_line(cell)].add(c);
  }
  void remove(int cell) {
    const Card c = cells_[cell];
    cells_[cell] = kNoCard;
    placed_ &= ~card_bit(c);
    empty_ |= 1u << cell;
    lines_[row_line(cell)].remove(c);
    lines_[col_line(cell)].remove(c);
  }

  Card at(int cell) const { return cells_[cell]; }
  bool is_empty(int cell) const { return (empty_ >> cell) & 1u; }
  bool has_card(Card c) const { return (placed_ & card_bit(c)) != 0; }
  // Bit i set for each empty cell i.
  std::uint32_t empty_cells() const { return empty_; }
  int num_placed() const { return kNumCells - __builtin_popcount(empty_); }
  bool full() const { return empty_ == 0; }
  CardMask placed() const { return placed_; }
  // Cards not on the board: what may still come, as far as a player knows.
  CardMask unseen() const { return kFullDeck & ~placed_; }

  const LineState& line(int index) const { return lines_[index]; }
  HandCategory category(int line) const { return lines_[line].category(); }
  // Points of a line as it stands (partial lines are classified as the
  // contest framework does).
  int line_points(int line, const PointSystem& system) const { return system.points(category(line)); }
  int score(const PointSystem& system) const {
    int total = 0;
    for (int i = 0; i < kNumLines; ++i) total += line_points(i, system);
    return total;
  }

 private:
  std::array<Card, kNumCells> cells_;
  std::array<LineState, kNumLines> lines_{};
  CardMask placed_ = 0;
  std::uint32_t empty_ = (1u << kNumCells) - 1;
};

}  // namespace pps
