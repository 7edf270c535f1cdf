// Learned pattern utilities as an evaluator, and BeeMo's "optimized greedy"
// on top of it: the value of placing a card is the change in the utilities of
// its row and its column, four table look-ups (contest paper §5.2).
#pragma once

#include <array>
#include <vector>

#include "ai/line_pattern.h"
#include "engine/board.h"
#include "engine/rng.h"

namespace pps {

class PatternValues {
 public:
  PatternValues() : utility_(kNumLinePatterns, 0.0f) {}

  float& operator[](LinePattern p) { return utility_[p]; }
  float operator[](LinePattern p) const { return utility_[p]; }
  const std::vector<float>& table() const { return utility_; }
  std::vector<float>& table() { return utility_; }

  // The expected final points of a line: learned for open lines, exact for
  // complete ones (a pattern cannot tell a royal from a straight flush).
  double line_value(const LineState& line, bool is_row, CardMask unseen, const PointSystem& system) const {
    if (line.size() == kGridSize) return system.points(line.category());
    return utility_[line_pattern(line, is_row, unseen)];
  }

  // Sum of the line values: an estimate of the final score.
  double board_value(const Board& board, const PointSystem& system) const;

 private:
  std::vector<float> utility_;
};

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

// Greedy play on line values: every empty cell is rated by how much placing
// `card` there changes the value of its row and its column (the other lines
// do not change), plus extra(cell); writes the ratings to `deltas` if given.
// line_value(line, is_row) must read the unseen cards without `card`.
template <typename LineValue, typename Extra>
int choose_by_line_gains(const Board& board, Card card, Rng& rng, const LineValue& line_value, const Extra& extra,
                         std::array<double, kNumCells>* deltas) {
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
  BestCell best;
  for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
    const int cell = __builtin_ctz(empty);
    const int row = row_line(cell), col = col_line(cell);
    double value = with_card[row] - base[row] + with_card[col] - base[col];
    value += extra(cell);
    if (deltas) (*deltas)[cell] = value;
    best.offer(cell, value, rng);
  }
  return best.cell();
}

// Something that picks a cell for a card quickly: the policy inside playouts
// and learning games. Ties are broken with `rng`.
class PlayoutPolicy {
 public:
  virtual ~PlayoutPolicy() = default;
  virtual int choose(const Board& board, Card card, Rng& rng) const = 0;
};

// Optimized greedy over pattern utilities. With `deltas`, also writes each
// empty cell's utility change (NaN-free; other cells untouched).
class PatternGreedy : public PlayoutPolicy {
 public:
  PatternGreedy(const PatternValues& values, const PointSystem& system) : values_(values), system_(system) {}
  int choose(const Board& board, Card card, Rng& rng) const override { return choose_scored(board, card, rng, nullptr); }
  int choose_scored(const Board& board, Card card, Rng& rng, std::array<double, kNumCells>* deltas) const;

 private:
  const PatternValues& values_;
  const PointSystem& system_;
};

// Plays `board` to the end with `policy`, the next cards being cards[0..];
// returns the final score. `board` is restored before returning.
int play_out(Board& board, const Card* cards, const PlayoutPolicy& policy, Rng& rng, const PointSystem& system);

// Plays at most `depth` of the next cards (to the end if depth <= 0) with
// `policy`, then returns leaf(board), which must also value a full board.
// `board` is restored before returning.
template <typename LeafValue>
double play_out_to_depth(Board& board, const Card* cards, int depth, const PlayoutPolicy& policy, Rng& rng,
                         const LeafValue& leaf) {
  int placed[kNumCells];
  int n = 0;
  while (!board.full() && (depth <= 0 || n < depth)) {
    const int cell = policy.choose(board, cards[n], rng);
    board.place(cell, cards[n]);
    placed[n++] = cell;
  }
  const double value = leaf(static_cast<const Board&>(board));
  while (n > 0) board.remove(placed[--n]);
  return value;
}

// Deals the cards still to come at random: fills `out` with `count` distinct
// cards drawn from `unseen` (a uniformly random ordered sample).
void sample_cards(CardMask unseen, int count, Rng& rng, Card* out);

}  // namespace pps
