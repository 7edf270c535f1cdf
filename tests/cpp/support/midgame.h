// A position for search tests: the seed-3 deal with 10 cards placed greedily.
#pragma once

#include "ai/core/player.h"
#include "engine/game.h"

namespace pps::test {

// A position in the middle of the seed-3 deal: 10 cards placed greedily.
inline Game midgame() {
  Game game(PointSystem::american(), 3);
  auto greedy = make_player("greedy");
  greedy->set_system(game.system());
  greedy->new_game(1);
  for (int i = 0; i < 10; ++i) game.play(greedy->choose(game.board(), game.current_card()));
  return game;
}

}  // namespace pps::test
