// BeeMo (ai/players/beemo_player.h): the pattern values it learns, on small
// known cases and against random play.
#include <gtest/gtest.h>

#include "ai/core/match.h"
#include "ai/eval/line_pattern.h"
#include "ai/players/beemo_player.h"
#include "board_with.h"
#include "learner.h"

namespace pps {
namespace {

using test::board_with;
using test::learner;

TEST(Beemo, LearnsValuesThatBeatRandomPlay) {
  auto player = learner("beemo:search=greedy,games=4000,train=1000,eval_games=1000");
  player->set_system(PointSystem::american());
  double total = 0;
  for (int seed = 0; seed < 200; ++seed) total += play_game(*player, PointSystem::american(), seed).score();
  EXPECT_GT(total / 200, 50.0);  // random play averages about 14.5
}

TEST(Beemo, SingleHandSystemValuesPatternsThatCanMakeIt) {
  auto* beemo = new BeemoPlayer(PlayerParams::parse("beemo:search=greedy,games=6000,train=2000,eval_games=1000",
                                                    BeemoPlayer::params()));
  std::unique_ptr<Player> owner(beemo);
  beemo->set_system(PointSystem::single(kFlush));
  // One heart in a line keeps a flush open; a heart and a spade do not.
  const Board open = board_with({{0, "2H"}});
  const Board closed = board_with({{0, "2H"}, {1, "9S"}});
  const auto value = [&](const Board& b) {
    return beemo->values()[line_pattern(b.line(0), true, b.unseen())];
  };
  EXPECT_GT(value(open), value(closed));
  EXPECT_EQ(value(closed), 0.0f);  // a line that can never be a flush scores nothing
}

TEST(Beemo, LearnsWhatAnEmptyLineIsWorth) {
  // Greedy play weighs a card's gain against the line's value before it: an
  // empty line must be worth what lines score on average, not zero, or
  // opening new lines looks better than it is.
  auto* beemo = new BeemoPlayer(PlayerParams::parse("beemo:search=greedy,games=3000,train=1000,eval_games=500",
                                                    BeemoPlayer::params()));
  std::unique_ptr<Player> owner(beemo);
  beemo->set_system(PointSystem::american());
  const Board empty;
  const float row = beemo->values()[line_pattern(empty.line(0), true, empty.unseen())];
  const float column = beemo->values()[line_pattern(empty.line(kGridSize), false, empty.unseen())];
  // Even training games with random moves score 14.5 over ten lines.
  EXPECT_GT(row, 1.0f);
  EXPECT_GT(column, 1.0f);
  // An empty line is worth less than one already holding a pair.
  const Board pair = board_with({{0, "7H"}, {1, "7S"}});
  EXPECT_LT(row, beemo->values()[line_pattern(pair.line(0), true, pair.unseen())]);
}

}  // namespace
}  // namespace pps
