// NARL values with the cross correction (eval/cross_values.h) as an evaluator
// model (evaluator_model.h): the NARL values are learned first, exactly as
// the champion learns them (narl_model.h), then the correction over them
// (cross_learner.h); both are saved.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/eval/cross_values.h"
#include "ai/learn/cross_learner.h"
#include "ai/learn/evaluator_model.h"
#include "ai/learn/narl_model.h"

namespace pps {

class CrossModel final : public LearnedModel {
 public:
  // The correction's learning parameters (cross_games, cross_cap, cross_rate,
  // cross_lambda, cross_suits), with their defaults;
  // NARL's are NarlModel::params.
  static ParamGroup params();
  explicit CrossModel(const PlayerParams& params);

  // NARL first (its share of a time budget, kNarlShare), then the correction:
  // with games=N, N NARL games and cross_games correction games (0: N).
  void learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
             const std::atomic<bool>* stop) override;
  std::string save() const override;
  void load(std::string_view payload, const PointSystem& system) override;
  const Evaluator& evaluator() const override { return evaluator_; }
  // The NARL values under the correction (explanations split by line).
  const NarlModel& narl() const { return narl_; }

 private:
  NarlModel narl_;
  CrossLearnSettings settings_;
  std::int64_t cross_games_ = 0;
  std::int64_t cross_cap_ = 0;
  CrossValues cross_;
  CrossEvaluator evaluator_{narl_.values(), cross_, system_};
};

}  // namespace pps
