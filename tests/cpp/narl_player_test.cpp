// The NARL player (ai/players/narl_player.h): its expectimax and endgame
// search are exact where they can be checked by enumeration, and learned data
// forged to collide in its value table loads without long probes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/core/learned_data.h"
#include "ai/players/narl_player.h"
#include "engine/game.h"
#include "forged_keys.h"
#include "learner.h"

namespace pps {
namespace {

using test::forged_keys;
using test::learner;

// A NARL learned file holding `keys` in the order given (narl's default
// settings, American), in value_table_io's form: key steps, means, counts.
std::string narl_file_with_keys(const std::vector<std::uint64_t>& keys) {
  ByteWriter w;
  w.put<std::uint8_t>(1);  // sizes on, outs off: narl's defaults
  w.put_varint(keys.size());
  std::uint64_t previous = 0;
  for (std::uint64_t key : keys) {
    w.put_varint(key - previous);  // wraps for a key out of order: refused
    previous = key;
  }
  for (std::size_t i = 0; i < keys.size(); ++i) w.put<float>(1.0f);
  for (std::size_t i = 0; i < keys.size(); ++i) w.put_varint(1);
  w.put_varint(0);
  return write_learned("narl", "epsilon=0.5,decay=0.999975,batch=64,sizes=on,outs=off", PointSystem::american(),
                       w.take());
}

TEST(Learning, ForgedNarlDataLoadsWithoutLongProbes) {
  auto player = learner("narl:search=greedy");
  auto keys = forged_keys(19, 20000);
  std::sort(keys.begin(), keys.end());  // a file holds its keys in order
  player->load(narl_file_with_keys(keys), PointSystem::american());
  auto* narl = dynamic_cast<NarlPlayer*>(player.get());
  ASSERT_NE(narl, nullptr);
  EXPECT_EQ(narl->values().lines().size(), keys.size());
  EXPECT_LT(narl->values().lines().longest_probe(), 200u);
  EXPECT_THROW(player->load(narl_file_with_keys({5, 6, 5}), PointSystem::american()), std::invalid_argument);
  EXPECT_EQ(narl->values().lines().size(), keys.size());  // what it had stays
}

TEST(NarlPlayer, ExpectimaxValuesTheLastCellExactly) {
  auto player = learner("narl:games=200");
  player->set_system(PointSystem::american());
  // One empty cell left after this card: its value is the exact final score.
  Game game(PointSystem::american(), 5);
  for (int cell = 0; cell < 23; ++cell) game.play(cell);
  const Analysis analysis = player->analyze(game.board(), game.current_card());
  Board board = game.board();
  for (int cell : {23, 24}) {
    // The other cell gets each possible last card; average the exact scores.
    double total = 0;
    int n = 0;
    board.place(cell, game.current_card());
    const int other = cell == 23 ? 24 : 23;
    for (CardMask m = board.unseen(); m; m &= m - 1) {
      board.place(other, static_cast<Card>(__builtin_ctzll(m)));
      total += board.score(PointSystem::american());
      ++n;
      board.remove(other);
    }
    board.remove(cell);
    EXPECT_NEAR(analysis.value[static_cast<std::size_t>(cell)], total / n, 1e-9);
  }
}

// The exact expected final score of a board with cards still to come
// (optimal placements, every unseen card equally likely next).
double exact_value(Board& board, const PointSystem& system) {
  if (board.full()) return board.score(system);
  double total = 0;
  int n = 0;
  for (CardMask m = board.unseen(); m; m &= m - 1) {
    const Card c = static_cast<Card>(__builtin_ctzll(m));
    double best = -1e9;
    for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
      const int cell = __builtin_ctz(e);
      board.place(cell, c);
      best = std::max(best, exact_value(board, system));
      board.remove(cell);
    }
    total += best;
    ++n;
  }
  return total / n;
}

TEST(NarlPlayer, EndgameSearchIsExact) {
  auto player = learner("narl:games=200,endgame=3");
  player->set_system(PointSystem::british());
  Game game(PointSystem::british(), 9);
  for (int cell = 0; cell < 22; ++cell) game.play(cell);
  const Analysis analysis = player->analyze(game.board(), game.current_card());
  Board board = game.board();
  for (int cell : {22, 23, 24}) {
    board.place(cell, game.current_card());
    EXPECT_NEAR(analysis.value[static_cast<std::size_t>(cell)], exact_value(board, PointSystem::british()), 1e-9);
    board.remove(cell);
  }
}

}  // namespace
}  // namespace pps
