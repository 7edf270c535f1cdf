// The greedy player (ai/players/greedy_player.h) against random play.
#include <gtest/gtest.h>

#include "ai/core/match.h"
#include "ai/core/player.h"

namespace pps {
namespace {

TEST(GreedyPlayer, BeatsRandomPlayByFar) {
  auto greedy = make_player("greedy");
  auto random = make_player("random");
  double g = 0, r = 0;
  for (int seed = 0; seed < 100; ++seed) {
    greedy->set_system(PointSystem::american());
    random->set_system(PointSystem::american());
    g += play_game(*greedy, PointSystem::american(), seed).score();
    r += play_game(*random, PointSystem::american(), seed).score();
  }
  EXPECT_GT(g / 100, 2.5 * r / 100);
}

}  // namespace
}  // namespace pps
