// A fixed evaluator as an evaluator model (evaluator_model.h): built for each
// point system it is given, learning nothing (Tiger's heuristic, the points on
// the board).
#pragma once

#include <functional>
#include <memory>
#include <utility>

#include "ai/learn/evaluator_model.h"

namespace pps {

class FixedModel final : public EvaluatorModel {
 public:
  // `build` makes the evaluator for a system (which outlives it).
  using Build = std::function<std::unique_ptr<Evaluator>(const PointSystem& system)>;
  explicit FixedModel(Build build) : build_(std::move(build)) {}

  bool learns() const override { return false; }
  void use(const PointSystem& system) override {
    system_ = system;
    evaluator_ = build_(system_);
  }
  const Evaluator& evaluator() const override { return *evaluator_; }

 private:
  Build build_;
  PointSystem system_;
  std::unique_ptr<Evaluator> evaluator_;
};

}  // namespace pps
