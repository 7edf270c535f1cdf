// A correction of NARL's values for what rating each line on its own cannot
// see: how the row and the column through an empty cell compete for the card
// that will go there. Each empty cell contributes one learned weight, chosen
// by the two lines through it (a small abstraction of each: rank pattern,
// flush and straight still achievable) and how they relate under the cards
// still unseen (both chase a flush, in one suit or in two; ranks both hold and
// how many of them are left; straights that some rank could serve at once),
// per stage of the game. Optional features (constructor flags): per suit, the
// rows and columns chasing it as a flush against its undealt cards (lines
// that compete for a suit without sharing a cell); per rank, the lines that
// hold it; a second, hashed weight per cell over finer line codes. The
// estimate is NARL's (lines plus hand sizes) plus the sum of these weights,
// so zero weights play exactly as NARL does (cross_learner.h learns them by
// temporal differences on NARL's base).
//
// A placement changes only its row and its column, so rate_placements rates
// every cell from each line's abstraction as it is and with the card added:
// three cell weights per empty cell, and the suits and ranks those two lines
// touch, on top of NARL's own line gains.
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
  std::uint16_t pairs = 0;     // the ranks it holds twice or more
  std::uint16_t fine = 0;      // code with the undealt cards it needs: flush slack, rank mates, straight outs
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
  // The suit features (optional): per suit that open lines chase as a
  // flush, how many rows and how many columns chase it (0-3+ each) and how
  // many undealt cards of it are left beyond what they need together (-3..4+).
  static constexpr int kSuitChasers = 4, kSuitSlacks = 8;
  static constexpr std::size_t kSuitWeights = std::size_t{kSuitChasers} * kSuitChasers * kSuitSlacks * kStages;
  // The fine features (optional): the same relations between finer line
  // codes, hashed into 2^22 more weights.
  static constexpr int kFineLog2 = 22;
  // The rank features (optional): per rank that open lines hold, how many
  // rows and how many columns hold it (0-3+ each), how many of those hold it
  // twice or more (0-2+), and its undealt cards (0-4).
  static constexpr int kRankHolders = 4, kRankRepeats = 3, kRankUndealt = 5;
  static constexpr std::size_t kRankOffset = kWeights + kSuitWeights;
  static constexpr std::size_t kRankWeights =
      std::size_t{kRankHolders} * kRankHolders * kRankRepeats * kRankUndealt * kStages;
  static constexpr std::size_t kFineOffset = kRankOffset + kRankWeights;
  static constexpr int kMaxFeatures = 2 * kNumCells + kNumSuits + kNumRanks;

  // The defaults are the measured choice (bench/CROSS.md): the
  // suit features gained on American, the fine and rank features did not.
  explicit CrossValues(bool fine = false, bool suits = true, bool ranks = false)
      : fine_(fine), suits_(suits), ranks_(ranks),
        weights_(kFineOffset + (fine ? std::size_t{1} << kFineLog2 : 0), 0.0f) {}
  bool fine() const { return fine_; }
  bool suits() const { return suits_; }
  bool ranks() const { return ranks_; }

  // A rank's holders among open lines.
  struct RankHold {
    int rows = 0, cols = 0, repeats = 0;
  };
  // Adds (sign 1) or removes (-1) an open line's ranks.
  static void hold(std::array<RankHold, kNumRanks>& holds, const CrossLine& line, bool is_row, int sign) {
    for (unsigned m = line.ranks; m; m &= m - 1) {
      RankHold& h = holds[static_cast<std::size_t>(__builtin_ctz(m))];
      (is_row ? h.rows : h.cols) += sign;
      if ((line.pairs >> __builtin_ctz(m)) & 1u) h.repeats += sign;
    }
  }
  static std::uint32_t rank_index(const RankHold& hold, int undealt, int stage);
  float rank_weight(const RankHold& hold, int undealt, int stage) const {
    return hold.rows + hold.cols ? weights_[rank_index(hold, undealt, stage)] : 0.0f;
  }

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

  static CrossLine line(const LineState& line, CardMask unseen);
  // The weight index of an empty cell whose row is `a` and column `b` (the
  // order does not matter: a row and a column score alike).
  static std::uint32_t index(const CrossLine& a, const CrossLine& b, CardMask unseen, int stage);
  // The cell's weight indexes (one, or two with the fine features); returns how many.
  int cell_features(const CrossLine& a, const CrossLine& b, CardMask unseen, int stage, std::uint32_t* out) const;
  float cell_weight(const CrossLine& a, const CrossLine& b, CardMask unseen, int stage) const {
    std::uint32_t f[2] = {0, 0};
    const int n = cell_features(a, b, unseen, stage, f);
    return n == 1 ? weights_[f[0]] : weights_[f[0]] + weights_[f[1]];
  }
  static int stage(int placed) { return std::min(kStages - 1, placed / 5); }

  // The weight indexes of the board's empty cells, in cell order; returns how many.
  int features(const Board& board, std::array<std::uint32_t, kMaxFeatures>& out) const;
  // The sum of the board's weights.
  double correction(const Board& board) const;

  float weight(std::uint32_t index) const { return weights_[index]; }
  std::vector<float>& weights() { return weights_; }
  const std::vector<float>& weights() const { return weights_; }

 private:
  bool fine_, suits_, ranks_;
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
  void add_suit_gains(const Board& board, const std::array<CrossLine, kNumLines>& now,
                      const std::array<CrossLine, kNumLines>& added, const std::array<int, kNumLines>& open,
                      CardMask unseen, int stage, std::array<double, kNumCells>& out) const;
  void add_rank_gains(const Board& board, const std::array<CrossLine, kNumLines>& now,
                      const std::array<CrossLine, kNumLines>& added, const std::array<int, kNumLines>& open,
                      CardMask unseen, int stage, std::array<double, kNumCells>& out) const;
  NarlEvaluator base_;
  const CrossValues& cross_;
  const PointSystem& system_;
};

}  // namespace pps
