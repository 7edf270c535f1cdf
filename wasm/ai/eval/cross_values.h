// A correction of NARL's values for what rating each line on its own cannot
// see: how the row and the column through an empty cell compete for the card
// that will go there. Each empty cell contributes one learned weight, chosen
// by the two lines through it (a small abstraction of each: rank pattern,
// flush and straight still achievable) and how they relate under the cards
// still unseen (both chase a flush, in one suit or in two; ranks both hold and
// how many of them are left; straights that some rank could serve at once),
// per stage of the game. The estimate is NARL's (lines plus hand sizes) plus
// the sum of these weights, so zero weights play exactly as NARL does
// (cross_learner.h learns them by temporal differences on NARL's base).
//
// A placement changes only its row and its column, so rate_placements rates
// every cell from each line's abstraction as it is and with the card added:
// three weights per empty cell on top of NARL's own line gains.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "ai/eval/evaluator.h"
#include "ai/eval/narl_values.h"

namespace pps {

// What the correction knows about one open line (at most four cards), under
// the cards still unseen.
struct CrossLine {
  std::uint8_t code = 0;       // rank pattern (12) x flush achievable x straight achievable
  std::int8_t suit = -1;       // the suit of its achievable flush, -1 if none or no card yet
  std::uint8_t need = 0;       // cards it lacks
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

  CrossValues() : weights_(kWeights, 0.0f) {}

  static CrossLine line(const LineState& line, CardMask unseen);
  // The weight index of an empty cell whose row is `a` and column `b` (the
  // order does not matter: a row and a column score alike).
  static std::uint32_t index(const CrossLine& a, const CrossLine& b, CardMask unseen, int stage);
  static int stage(int placed) { return std::min(kStages - 1, placed / 5); }

  // The weight indexes of the board's empty cells, in cell order; returns how many.
  int features(const Board& board, std::array<std::uint32_t, kNumCells>& out) const;
  // The sum of the board's weights.
  double correction(const Board& board) const;

  float weight(std::uint32_t index) const { return weights_[index]; }
  std::vector<float>& weights() { return weights_; }
  const std::vector<float>& weights() const { return weights_; }

 private:
  std::vector<float> weights_;
};

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

 private:
  NarlEvaluator base_;
  const CrossValues& cross_;
  const PointSystem& system_;
};

}  // namespace pps
