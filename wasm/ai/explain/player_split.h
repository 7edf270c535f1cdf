// Which split of its estimate (ai/eval/line_split.h) a player's explanation
// gets: its evaluator's own, as the evaluator says (Evaluator::line_split),
// exact or plainly approximate.
#pragma once

#include <memory>

#include "ai/core/player.h"
#include "ai/eval/line_split.h"
#include "ai/learn/evaluator_model.h"

namespace pps {

// The split of `model`'s evaluator under `system` (the model must outlive it
// and be ready for the system); nullptr model (a player that rates nothing):
// Tiger's heuristic, approximate.
std::unique_ptr<LineSplit> line_split_of(const EvaluatorModel* model, const PointSystem& system);
// The split of `player`'s evaluator (players without one: Tiger's heuristic,
// approximate). Throws std::invalid_argument for a learning player that has
// not learned (or loaded) its values yet.
std::unique_ptr<LineSplit> line_split_of(const Player& player, const PointSystem& system);

}  // namespace pps
