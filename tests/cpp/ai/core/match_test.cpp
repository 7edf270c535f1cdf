// A contest game's penalty (match.h): a player that forfeits scores
// forfeit_score, 10 times the system's least hand score, which the lab's
// referee gets from the engine too (the bindings' point systems).
#include <gtest/gtest.h>

#include "ai/core/match.h"

namespace pps {
namespace {

// Plays the first empty cells, and forfeits at card `lose_at` (0: never).
class Forfeiting : public Player {
 public:
  explicit Forfeiting(int lose_at) : lose_at_(lose_at) {}
  std::string spec() const override { return "forfeiting"; }
  void new_game(std::uint64_t) override { cards_ = 0; }
  int choose(const Board& board, Card) override {
    if (++cards_ == lose_at_) throw Forfeit("answered a taken cell", false);
    for (int cell = 0; cell < kNumCells; ++cell)
      if (board.is_empty(cell)) return cell;
    return -1;
  }

 private:
  int lose_at_;
  int cards_ = 0;
};

TEST(ForfeitScore, IsTenTimesTheLeastHandScore) {
  EXPECT_EQ(forfeit_score(PointSystem::parse("american")), 0);
  EXPECT_EQ(forfeit_score(PointSystem::parse("-1,2,5,10,15,20,25,50,75,100")), -10);
  EXPECT_EQ(forfeit_score(PointSystem::parse("3,-128,0,0,0,0,0,0,0,127")), -1280);
}

TEST(ForfeitScore, IsTheScoreOfAContestGameLost) {
  const PointSystem system = PointSystem::parse("-1,2,5,10,15,20,25,50,75,100");
  SearchBudget budget;
  budget.simulations = 1;
  Forfeiting losing(3);
  losing.set_system(system);
  const ContestGame lost = play_contest_game(losing, system, 7, budget);
  EXPECT_EQ(lost.forfeit, "answered a taken cell");
  EXPECT_EQ(lost.score, forfeit_score(system));
  Forfeiting playing(0);
  playing.set_system(system);
  const ContestGame played = play_contest_game(playing, system, 7, budget);
  EXPECT_TRUE(played.forfeit.empty());
  EXPECT_EQ(played.score, played.game.score());
}

}  // namespace
}  // namespace pps
