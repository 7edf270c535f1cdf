#include "ai/review/accuracy.h"

#include <algorithm>
#include <cmath>

namespace pps {

double move_accuracy(double scaled_cost) { return 100.0 * std::exp(-std::max(0.0, scaled_cost) / kAccuracyScale); }

double game_accuracy(const std::vector<double>& move_accuracies) {
  if (move_accuracies.empty()) return 100.0;
  double sum = 0;
  for (const double a : move_accuracies) sum += a;
  return sum / static_cast<double>(move_accuracies.size());
}

}  // namespace pps
