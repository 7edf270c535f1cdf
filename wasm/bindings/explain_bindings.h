// Embind side of the explanations (ai/explain/): a player's analysis of a
// game's position, as analyze() returned it, explained as plain data for the
// page (AiPlayer.explain in ai_bindings.cpp): the object of
// ai/explain/explanation_json.h.
#pragma once

#include <emscripten/val.h>

#include "ai/core/player.h"
#include "engine/game.h"

namespace pps::bindings {

// analysis: {values: 25 numbers (NaN or null: not estimated), best, samples?};
// cell: another empty cell to compare with, or null/undefined for the best
// cell that is not equivalent to the player's. Throws std::invalid_argument
// for anything malformed (boundary.h's guarded() turns that into a refusal).
emscripten::val explain_analysis(const Player& player, const Game& game, const emscripten::val& analysis,
                                 const emscripten::val& cell);

}  // namespace pps::bindings
