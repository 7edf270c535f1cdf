// The simplest evaluator: the points the lines would score if the game ended
// now (open lines scored as the hands they hold). Greedy play on it is the
// baseline "take the points in front of you".
#pragma once

#include "ai/eval/evaluator.h"
#include "ai/eval/line_split.h"
#include "engine/point_system.h"

namespace pps {

class PointsNowEvaluator final : public Evaluator {
 public:
  explicit PointsNowEvaluator(const PointSystem& system) : system_(system) {}
  double evaluate(const Board& board) const override { return board.score(system_); }
  std::unique_ptr<LineSplit> line_split(const PointSystem&) const override { return points_split(system_, *this); }

 private:
  const PointSystem& system_;
};

}  // namespace pps
