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

// Loading sizes NARL's tables for what the file holds (not a learner's 8 MB);
// learning again afterwards gets a learner's full tables back.
TEST(Learning, NarlLoadsSmallTablesAndLearnsAgainIntoFullOnes) {
  auto player = learner("narl:search=greedy,games=500");
  auto* narl = dynamic_cast<NarlPlayer*>(player.get());
  ASSERT_NE(narl, nullptr);
  player->load(narl_file_with_keys({1, 2, 3}), PointSystem::american());
  EXPECT_LE(narl->values().lines().capacity(), 64u);
  EXPECT_FLOAT_EQ(narl->values().lines().value(2, -1.0f), 1.0f);
  EXPECT_FLOAT_EQ(narl->values().lines().value(4, -1.0f), -1.0f);
  // Learning for another system after that load is a fresh learner's learning
  // (into the 16 slots just loaded it would stop at 15 keys).
  player->set_system(PointSystem::british());
  auto fresh = learner("narl:search=greedy,games=500");
  fresh->set_system(PointSystem::british());
  EXPECT_EQ(narl->values().lines().capacity(), std::size_t{1} << NarlValues::kLinesLog2Capacity);
  EXPECT_GT(narl->values().lines().size(), 1000u);
  EXPECT_TRUE(player->save() == fresh->save());  // (not EXPECT_EQ: a failure would print both files)
}

// A loaded table accepts exactly what a learner's table of 2^19 slots holds:
// up to 90% of it.
TEST(Learning, NarlLoadAcceptsWhatALearnersTableHolds) {
  constexpr std::uint64_t kMostKeys = (9 * (std::uint64_t{1} << NarlValues::kLinesLog2Capacity) + 9) / 10;  // 471,860
  std::vector<std::uint64_t> keys(kMostKeys);
  for (std::size_t i = 0; i < keys.size(); ++i) keys[i] = i + 1;
  auto player = learner("narl:search=greedy");
  auto* narl = dynamic_cast<NarlPlayer*>(player.get());
  ASSERT_NE(narl, nullptr);
  player->load(narl_file_with_keys(keys), PointSystem::american());
  EXPECT_EQ(narl->values().lines().size(), kMostKeys);
  keys.push_back(kMostKeys + 1);
  try {
    player->load(narl_file_with_keys(keys), PointSystem::american());
    ADD_FAILURE() << "a table fuller than 90% loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("holds more than its table can"), std::string::npos) << e.what();
  }
  keys.resize((std::size_t{1} << NarlValues::kLinesLog2Capacity) + 1);
  for (std::size_t i = kMostKeys; i < keys.size(); ++i) keys[i] = i + 1;
  try {
    player->load(narl_file_with_keys(keys), PointSystem::american());
    ADD_FAILURE() << "more entries than a table has slots loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("too many entries"), std::string::npos) << e.what();
  }
  EXPECT_EQ(narl->values().lines().size(), kMostKeys);  // what it had stays
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
