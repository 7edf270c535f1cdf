// BeeMo's hand-pattern utilities as an evaluator model (evaluator_model.h):
// learned for the point system by beemo_learner.h, saved as the utilities.
#pragma once

#include <string>
#include <vector>

#include "ai/eval/pattern_values.h"
#include "ai/learn/beemo_learner.h"
#include "ai/learn/evaluator_model.h"

namespace pps {

class BeemoModel final : public LearnedModel {
 public:
  // The learning parameters it reads (train, eval_games, batch, ucb_every,
  // ucb_c, epsilon, decay), with BeeMo's defaults.
  static ParamGroup params();
  explicit BeemoModel(const PlayerParams& params);

  void learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
             const std::atomic<bool>* stop) override;
  std::string save() const override;
  void load(std::string_view payload, const PointSystem& system) override;
  const Evaluator& evaluator() const override { return evaluator_; }

  const PatternValues& values() const { return values_; }
  // The mean greedy score of the learned utilities in their evaluation games.
  double learned_mean() const { return learned_mean_; }

 private:
  BeemoLearnSettings settings_;
  PatternValues values_;
  double learned_mean_ = 0;
  PatternEvaluator evaluator_{values_, system_};
};

}  // namespace pps
