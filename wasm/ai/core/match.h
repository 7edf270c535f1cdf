// Playing whole games: one player, one point system, one deal seed.
#pragma once

#include <cstdint>

#include "ai/core/player.h"
#include "engine/game.h"

namespace pps {

// The seed a player gets for its own randomness in the game dealt from
// `deal_seed`: fixed, so that every run of a benchmark is the same.
std::uint64_t player_seed(std::int64_t deal_seed);

// Plays the deal of `deal_seed` to the end (the player must already know the
// system) and returns the finished game.
Game play_game(Player& player, const PointSystem& system, std::int64_t deal_seed);

}  // namespace pps
