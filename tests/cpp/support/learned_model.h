// The evaluator model an `eval=` name gives (learn/evaluator_table.h), ready
// for a point system: a learned one after a short learning, for the tests
// that check every evaluator of the table.
#pragma once

#include <memory>
#include <string>

#include "ai/learn/evaluator_table.h"

namespace pps::test {

inline std::unique_ptr<EvaluatorModel> model_of(const std::string& name, const PointSystem& system) {
  auto model = make_evaluator_model(PlayerParams::parse("x:eval=" + name, evaluator_params("tiger").params));
  LearnBudget budget;
  budget.games = 300;
  if (model->learns()) model->learn(system, budget, nullptr, nullptr);
  else model->use(system);
  return model;
}

}  // namespace pps::test
