// NARL values as an evaluator model (evaluator_model.h): the line and
// hand-size tables of narl_values.h, learned for the point system by
// narl_learner.h, saved as the value_table_io.h tables.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/eval/narl_values.h"
#include "ai/learn/evaluator_model.h"
#include "ai/learn/narl_learner.h"

namespace pps {

class NarlModel final : public LearnedModel {
 public:
  // The learning parameters it reads (cap, epsilon, decay, sizes, outs,
  // batch), with the defaults given for outs and cap.
  static ParamGroup params(const std::string& outs, const std::string& cap);
  explicit NarlModel(const PlayerParams& params);

  void learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
             const std::atomic<bool>* stop) override;
  std::string save() const override;
  void load(std::string_view payload, const PointSystem& system) override;
  const Evaluator& evaluator() const override { return evaluator_; }

  const NarlValues& values() const { return values_; }
  const PointSystem& system() const { return system_; }

 private:
  NarlLearnSettings settings_;
  std::int64_t cap_ = 0;  // the most games a time budget learns from (0: no limit)
  NarlValues values_;
  NarlEvaluator evaluator_{values_, system_};
};

}  // namespace pps
