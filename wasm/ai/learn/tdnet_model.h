// The TD network as an evaluator model (evaluator_model.h): the MLP of
// td_network.h, learned for the point system by tdnet_learner.h, saved as its
// shape, score scale and weights.
#pragma once

#include <string>
#include <vector>

#include "ai/eval/td_network.h"
#include "ai/learn/evaluator_model.h"
#include "ai/learn/tdnet_learner.h"

namespace pps {

class TdNetModel final : public LearnedModel {
 public:
  // The learning parameters it reads (hidden, output, rate, rate_end,
  // anneal, explore, target, scale, batch), with their defaults.
  static ParamGroup params();
  explicit TdNetModel(const PlayerParams& params);

  void learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
             const std::atomic<bool>* stop) override;
  std::string save() const override;
  void load(std::string_view payload, const PointSystem& system) override;
  const Evaluator& evaluator() const override { return evaluator_; }

  const TdNetwork& network() const { return net_; }

 private:
  TdLearnSettings settings_;
  TdNetwork net_;
  TdNetEvaluator evaluator_{net_, system_};
};

}  // namespace pps
