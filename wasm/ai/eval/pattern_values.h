// BeeMo's learned pattern utilities (the contest paper's section 5.2,
// docs/DESIGN.md References [1]): the expected final
// points of a line, looked up by its pattern (line_pattern.h).
#pragma once

#include <array>
#include <vector>

#include "ai/eval/evaluator.h"
#include "ai/eval/line_split.h"
#include "ai/eval/line_pattern.h"
#include "engine/board.h"

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

// The utilities as an evaluator of positions under `system` (both must
// outlive it). Placements are rated by line gains (line_gains.h).
class PatternEvaluator final : public Evaluator {
 public:
  PatternEvaluator(const PatternValues& values, const PointSystem& system) : values_(values), system_(system) {}
  double evaluate(const Board& board) const override { return values_.board_value(board, system_); }
  double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const override;
  std::unique_ptr<LineSplit> line_split(const PointSystem&) const override {
    return pattern_split(values_, system_, *this);
  }

 private:
  const PatternValues& values_;
  const PointSystem& system_;
};

}  // namespace pps
