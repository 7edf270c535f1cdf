#include "ai/core/match.h"

#include <stdexcept>

#include "engine/rng.h"

namespace pps {

std::uint64_t player_seed(std::int64_t deal_seed) {
  std::uint64_t x = static_cast<std::uint64_t>(deal_seed) ^ 0x5050535F706C6179ULL;  // "PPS_play"
  return splitmix64(x);
}

Game play_game(Player& player, const PointSystem& system, std::int64_t deal_seed) {
  Game game(system, deal_seed);
  player.new_game(player_seed(deal_seed));
  while (!game.over()) {
    const int cell = player.choose(game.board(), game.current_card());
    if (cell < 0 || cell >= kNumCells || !game.board().is_empty(cell))
      throw std::logic_error("player " + player.spec() + " chose an illegal cell " + std::to_string(cell));
    game.play(cell);
  }
  return game;
}

}  // namespace pps
