#include "ai/explain/player_split.h"

#include <stdexcept>

#include "ai/learn/learning_player.h"

namespace pps {

std::unique_ptr<LineSplit> line_split_of(const EvaluatorModel* model, const PointSystem& system) {
  return model ? model->evaluator().line_split(system) : approximate_split(system, nullptr);
}

std::unique_ptr<LineSplit> line_split_of(const Player& player, const PointSystem& system) {
  // Every player with an evaluator is a LearningPlayer (fixed evaluators too).
  const auto* searcher = dynamic_cast<const LearningPlayer*>(&player);
  if (searcher && !searcher->learned())
    throw std::invalid_argument("player " + player.spec() + " has not learned the point system yet: analyze first");
  return line_split_of(searcher ? &searcher->model() : nullptr, system);
}

}  // namespace pps
