// NARL's static evaluation (the contest paper's section 6.1, docs/DESIGN.md
// References [1]): the expected final score of a
// position as the sum of the learned expected points of its ten lines (each
// abstracted independently, narl_abstraction.h), plus a learned correction
// for the distribution of hand sizes. Complete lines count their exact points.
#pragma once

#include <array>

#include "ai/eval/narl_abstraction.h"
#include "ai/eval/evaluator.h"
#include "ai/eval/line_split.h"
#include "ai/eval/value_table.h"

namespace pps {

class NarlValues {
 public:
  // A learner's tables: 2^19 line slots (8 MB; 300 s of learning on American
  // fills about a tenth) and 2^12 hand-size slots. Loaded tables are smaller
  // (value_table_io.h sizes them for what they hold), never larger.
  static constexpr int kLinesLog2Capacity = 19;
  static constexpr int kSizesLog2Capacity = 12;
  NarlValues() : lines_(kLinesLog2Capacity), sizes_(kSizesLog2Capacity) {}
  // Empty tables of a learner's size, to learn into (what was loaded may be smaller).
  void reset() {
    lines_ = ValueTable(kLinesLog2Capacity);
    sizes_ = ValueTable(kSizesLog2Capacity);
  }

  ValueTable& lines() { return lines_; }
  const ValueTable& lines() const { return lines_; }
  ValueTable& sizes() { return sizes_; }
  const ValueTable& sizes() const { return sizes_; }
  bool use_sizes = true;             // the hand-size frequency feature
  bool use_straight_outs = false;    // ours: the straight-outs feature of the line key

  std::uint64_t line_key(const LineState& line, bool is_row, int played, CardMask unseen) const {
    return narl_line_key(line, is_row, played, unseen, use_straight_outs);
  }
  double line_value(const LineState& line, bool is_row, int played, CardMask unseen, const PointSystem& system) const {
    if (line.size() == kGridSize) return system.points(line.category());
    return lines_.value(line_key(line, is_row, played, unseen));
  }
  // Sum of the line values (without the hand-size correction).
  double lines_value(const Board& board, const PointSystem& system) const;
  // The full estimate of the final score.
  double evaluate(const Board& board, const PointSystem& system) const {
    return lines_value(board, system) + (use_sizes ? sizes_.value(narl_size_key(board, -1)) : 0.0);
  }

 private:
  ValueTable lines_;
  ValueTable sizes_;
};

// The values as an evaluator of positions under `system` (both must outlive
// it). A placement is rated by the change of its two lines and of the
// hand-size correction (the other lines are the same for every cell).
class NarlEvaluator final : public Evaluator {
 public:
  NarlEvaluator(const NarlValues& values, const PointSystem& system) : values_(values), system_(system) {}
  double evaluate(const Board& board) const override {
    return board.full() ? static_cast<double>(board.score(system_)) : values_.evaluate(board, system_);
  }
  double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const override;
  std::unique_ptr<LineSplit> line_split(const PointSystem&) const override {
    return narl_split(values_, system_, *this);
  }
  const NarlValues& values() const { return values_; }

 private:
  const NarlValues& values_;
  const PointSystem& system_;
};

}  // namespace pps
