// A correction of NARL's values for what rating each line on its own cannot
// see: how the row and the column through an empty cell compete for the card
// that will go there. Each empty cell contributes one learned weight, chosen
// by the two lines through it (a small abstraction of each: rank pattern,
// flush and straight still achievable) and how they relate under the cards
// still unseen (both chase a flush, in one suit or in two; ranks both hold and
// how many of them are left; straights that some rank could serve at once),
// per stage of the game; and, unless turned off, one weight per suit that
// open lines chase as a flush, by how many rows and columns chase it against
// its undealt cards (lines that compete for a suit without sharing a cell).
// The estimate is NARL's (lines plus hand sizes) plus the sum of these
// weights, so zero weights play exactly as NARL does (cross_learner.h learns
// them by temporal differences on NARL's base).
//
// A placement changes only its row and its column, so rate_placements rates
// every cell from each line's abstraction as it is and with the card added:
// three cell weights per empty cell, and the suits those two lines touch, on
// top of NARL's own line gains.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "ai/eval/evaluator.h"
#include "ai/eval/narl_values.h"

namespace pps {

// The cards still unseen, counted once per board for all its lines and cells.
struct UnseenCounts {
  explicit UnseenCounts(CardMask unseen);
  std::array<std::uint8_t, kNumSuits> of_suit{};
  std::array<std::uint8_t, kNumRanks> of_rank{};
  bool any_flush = false;  // some suit has a whole line's cards left
};

// What the correction knows about one open line (at most four cards), under
// the cards still unseen.
struct CrossLine {
  std::uint8_t code = 0;       // rank pattern (12) x flush achievable x straight achievable
  std::int8_t suit = -1;       // the suit of its achievable flush, -1 if none or no card yet
  std::int8_t one_suit = -1;   // the suit of all its cards, -1 if two or more (or no card yet)
  std::uint8_t need = 0;       // cards it lacks
  std::uint8_t pairs = 0, trips = 0, quads = 0;  // ranks it holds two, three, four times
  std::uint16_t ranks = 0;     // the ranks it holds
  std::uint16_t straight = 0;  // ranks whose addition keeps its straight achievable (0: none, or no card yet)
};

class CrossValues {
 public:
  static constexpr int kLineCodes = 48;
  static constexpr int kSuitRelations = 7;      // none, two suits, one suit by the slack of its undealt cards (5)
  static constexpr int kRankRelations = 5;      // none, one shared rank with 0/1/2+ undealt, two or more shared
  static constexpr int kStraightRelations = 3;  // not both, disjoint helping ranks, a rank that helps both
  static constexpr int kStages = 5;             // cards placed: 0-4, 5-9, ..., 20-24
  static constexpr std::size_t kWeights = std::size_t{kLineCodes} * kLineCodes * kSuitRelations * kRankRelations *
                                          kStraightRelations * kStages;
  // The suit weights: per suit that open lines chase as a flush, how many
  // rows and how many columns chase it (0-3+ each) and how many undealt
  // cards of it are left beyond what they need together (-3..4+).
  static constexpr int kSuitChasers = 4, kSuitSlacks = 8;
  static constexpr std::size_t kSuitWeights = std::size_t{kSuitChasers} * kSuitChasers * kSuitSlacks * kStages;
  static constexpr int kMaxFeatures = kNumCells + kNumSuits;

  // The default is the measured choice (bench/notes/2026-11-25-cross-correction.md: the suit weights
  // gain on American and on random:91).
  explicit CrossValues(bool suits = true) : suits_(suits), weights_(kWeights + (suits ? kSuitWeights : 0), 0.0f) {}
  bool suits() const { return suits_; }

  // A suit's chasers among open lines: rows, columns, and the cards they lack together.
  struct SuitChase {
    int rows = 0, cols = 0, need = 0;
    void add(const CrossLine& line, bool is_row, int sign) {
      (is_row ? rows : cols) += sign;
      need += sign * line.need;
    }
  };
  static std::uint32_t suit_index(const SuitChase& chase, int undealt, int stage);
  float suit_weight(const SuitChase& chase, int undealt, int stage) const {
    return chase.rows + chase.cols ? weights_[suit_index(chase, undealt, stage)] : 0.0f;
  }

  static CrossLine line(const LineState& line, const UnseenCounts& unseen);
  // `line` (of `state`) with `card` added, when it keeps an empty cell.
  static CrossLine with_card(const CrossLine& line, const LineState& state, Card card, const UnseenCounts& unseen);
  // The weight index of an empty cell whose row is `a` and column `b` (the
  // order does not matter: a row and a column score alike).
  static std::uint32_t index(const CrossLine& a, const CrossLine& b, const UnseenCounts& unseen, int stage);
  float cell_weight(const CrossLine& a, const CrossLine& b, const UnseenCounts& unseen, int stage) const {
    return weights_[index(a, b, unseen, stage)];
  }
  static int stage(int placed) { return std::min(kStages - 1, placed / 5); }

  // The weight indexes of the board's empty cells, in cell order, then of
  // the suits; returns how many.
  int features(const Board& board, std::array<std::uint32_t, kMaxFeatures>& out) const;
  // The sum of the board's weights.
  double correction(const Board& board) const;

  float weight(std::uint32_t index) const { return weights_[index]; }
  std::vector<float>& weights() { return weights_; }
  const std::vector<float>& weights() const { return weights_; }

 private:
  bool suits_;
  std::vector<float> weights_;
};

inline std::uint32_t CrossValues::index(const CrossLine& a, const CrossLine& b, const UnseenCounts& unseen, int stage) {
  int suit = 0;
  if (a.suit >= 0 && b.suit >= 0) {
    if (a.suit != b.suit) {
      suit = 1;  // the cell can finish at most one of the two flushes
    } else {
      // Undealt cards of the suit beyond what both need (the cell counts for both).
      const int slack = unseen.of_suit[static_cast<std::size_t>(a.suit)] - (a.need + b.need - 1);
      suit = 2 + std::clamp(slack + 1, 0, 4);
    }
  }
  int rank = 0;
  if (const std::uint16_t shared = a.ranks & b.ranks) {
    rank = (shared & (shared - 1)) ? 4 : 1 + std::min<int>(2, unseen.of_rank[static_cast<std::size_t>(__builtin_ctz(shared))]);
  }
  const int straight = a.straight && b.straight ? ((a.straight & b.straight) ? 2 : 1) : 0;
  const int lo = std::min(a.code, b.code), hi = std::max(a.code, b.code);
  std::uint32_t i = static_cast<std::uint32_t>(lo * kLineCodes + hi);
  i = i * kSuitRelations + static_cast<std::uint32_t>(suit);
  i = i * kRankRelations + static_cast<std::uint32_t>(rank);
  i = i * kStraightRelations + static_cast<std::uint32_t>(straight);
  return i * kStages + static_cast<std::uint32_t>(stage);
}

// NARL's estimate plus the correction, as an evaluator under `system` (all
// three must outlive it).
class CrossEvaluator final : public Evaluator {
 public:
  CrossEvaluator(const NarlValues& base, const CrossValues& cross, const PointSystem& system)
      : base_(base, system), cross_(cross), system_(system) {}
  double evaluate(const Board& board) const override {
    return board.full() ? static_cast<double>(board.score(system_)) : base_.evaluate(board) + cross_.correction(board);
  }
  // NARL's rating of each cell plus the change of the correction: only the
  // empty cells of the card's row and column change their weights.
  double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const override;
  // NARL's split, and the correction as a term of its own.
  std::unique_ptr<LineSplit> line_split(const PointSystem&) const override {
    return narl_split(base_.values(), system_, base_, this);
  }

 private:
  struct Lines;  // the board's open lines, as they are and with the card added
  void add_cell_gains(const Lines& lines, std::array<double, kNumCells>& out) const;
  void add_suit_gains(const Lines& lines, std::array<double, kNumCells>& out) const;
  NarlEvaluator base_;
  const CrossValues& cross_;
  const PointSystem& system_;
};

}  // namespace pps
