// Choosing among the empty cells: the best of a set of rated cells with ties
// broken at random, every cell rated by one function, and a uniformly random
// empty cell. Every player and search shares these, so that "the best cell"
// means the same thing everywhere.
#pragma once

#include <array>
#include <cstdint>
#include <limits>

#include "ai/core/player.h"
#include "engine/board.h"
#include "engine/rng.h"
#include "engine/symmetry.h"

namespace pps {

// The best of the values offered, ties broken uniformly at random (reservoir
// sampling: each of k equal values wins with probability 1/k).
class BestCell {
 public:
  void offer(int cell, double value, Rng& rng) {
    if (best_ < 0 || value > value_) {
      best_ = cell, value_ = value, ties_ = 1;
    } else if (value == value_ && rng.below(static_cast<std::uint32_t>(++ties_)) == 0) {
      best_ = cell;
    }
  }
  int cell() const { return best_; }

 private:
  int best_ = -1, ties_ = 0;
  double value_ = 0;
};

// The best cell of `cells` by value[cell], ties broken at random.
inline int best_rated_cell(std::uint32_t cells, const std::array<double, kNumCells>& value, Rng& rng) {
  BestCell best;
  for (std::uint32_t m = cells; m; m &= m - 1) best.offer(__builtin_ctz(m), value[__builtin_ctz(m)], rng);
  return best.cell();
}

// The first cell of `cells` (in row-major order) with the highest value[cell].
inline int first_best_rated_cell(std::uint32_t cells, const std::array<double, kNumCells>& value) {
  int best = -1;
  for (std::uint32_t m = cells; m; m &= m - 1)
    if (best < 0 || value[__builtin_ctz(m)] > value[best]) best = __builtin_ctz(m);
  return best;
}

// The n-th set bit of `mask` (n counted from 0), e.g. the n-th empty cell.
int nth_set_bit(std::uint32_t mask, int n);
// A uniformly random cell of `cells` (at least one).
int random_cell(std::uint32_t cells, Rng& rng);
// A uniformly random empty cell.
inline int random_empty_cell(const Board& board, Rng& rng) { return random_cell(board.empty_cells(), rng); }

// Places `card` in each cell of `cells` in turn and records rate(board after
// it) as that cell's value; the best cell is the first with the highest value.
template <typename Rate>
Analysis rate_cells(const Board& start, Card card, std::uint32_t cells, Rate&& rate) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  Board board = start;
  for (std::uint32_t e = cells; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    board.place(cell, card);
    const double value = rate(board);
    board.remove(cell);
    analysis.value[static_cast<std::size_t>(cell)] = value;
    if (analysis.best < 0 || value > analysis.value[static_cast<std::size_t>(analysis.best)]) analysis.best = cell;
  }
  return analysis;
}

// rate_cells on every empty cell.
template <typename Rate>
Analysis rate_each_cell(const Board& start, Card card, Rate&& rate) {
  return rate_cells(start, card, start.empty_cells(), rate);
}

// rate_each_cell for an evaluation that treats lines alike: each class of
// equivalent cells (engine/symmetry.h) is rated once, at its representative,
// which is also the one chosen among equals, and the others copy its value.
template <typename Rate>
Analysis rate_distinct_cells(const Board& start, Card card, Rate&& rate) {
  const std::uint32_t distinct = distinct_empty_cells(start);
  Analysis analysis = rate_cells(start, card, distinct, rate);
  for (std::uint32_t e = start.empty_cells() & ~distinct; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    analysis.value[static_cast<std::size_t>(cell)] =
        analysis.value[static_cast<std::size_t>(symmetric_representative(start, cell))];
  }
  return analysis;
}

}  // namespace pps
