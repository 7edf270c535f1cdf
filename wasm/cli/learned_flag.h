// The --learned flag of play and analyze: a learning player starts from what
// `pps learn --out` wrote instead of learning again.
#pragma once

#include <string>

#include "ai/core/player.h"

namespace pps::cli {

// Loads the file at `path` into `player`: the data must be for this player
// (with the same learning parameters) and point system. Throws UsageError
// otherwise, or for a player that does not learn.
void load_learned(Player& player, const PointSystem& system, const std::string& path);

}  // namespace pps::cli
