#include "ai/learn/evaluator_model.h"

#include <cstdio>
#include <stdexcept>

#include "engine/strict_number.h"

namespace pps {

void EvaluatorModel::learn(const PointSystem& system, const LearnBudget&, const LearnProgressFn&,
                           const std::atomic<bool>*) {
  use(system);
}

void EvaluatorModel::load(std::string_view, const PointSystem&) {
  throw std::invalid_argument("this evaluator learns nothing, so it loads nothing");
}

std::string learning_settings(const PlayerParams& params, const std::vector<std::string>& keys) {
  std::string settings;
  for (const std::string& key : keys) {
    std::string value = params.text(key);
    if (const auto x = parse_decimal_number(value)) {
      char shortest[32];
      std::snprintf(shortest, sizeof shortest, "%.15g", *x);
      value = shortest;
    }
    settings += (settings.empty() ? "" : ",") + key + "=" + value;
  }
  return settings;
}

}  // namespace pps
