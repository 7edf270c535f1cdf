// tiger-narl (players/tiger_narl_player.h): Tiger's MCTS over NARL values, the
// example of a player made from an existing evaluator and an existing search.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "ai/eval/evaluator.h"
#include "ai/learn/narl_values_player.h"
#include "ai/search/mcts_search.h"
#include "engine/game.h"

namespace pps {
namespace {

std::unique_ptr<Player> learned(const std::string& spec, const PointSystem& system) {
  auto player = make_player(spec);
  player->set_system(system);
  return player;
}

TEST(TigerNarlPlayer, IsInTheRegistry) {
  bool listed = false;
  for (const PlayerInfo& info : list_players()) listed |= info.name == "tiger-narl";
  EXPECT_TRUE(listed);
  EXPECT_EQ(make_player("tiger-narl:games=100,cp=50")->spec(), "tiger-narl:cp=50,games=100");
  EXPECT_THROW(make_player("tiger-narl:squash=fixed"), std::invalid_argument);  // Tiger's own, not the search's
}

TEST(TigerNarlPlayer, LearnsTheSameValuesAsTheNarlPlayer) {
  const PointSystem american = PointSystem::american();
  auto ours = learned("tiger-narl:games=500", american);
  auto narl = learned("narl:games=500,outs=on", american);
  const NarlValues& a = dynamic_cast<NarlValuesPlayer&>(*ours).values();
  const NarlValues& b = dynamic_cast<NarlValuesPlayer&>(*narl).values();
  Game game(american, 5);
  for (int turn = 0; turn < 20; ++turn) {
    EXPECT_EQ(a.evaluate(game.board(), american), b.evaluate(game.board(), american)) << "turn " << turn;
    game.play(game.legal_cells().front());
  }
}

TEST(TigerNarlPlayer, FixedSimulationGamesAreTheSameOnOneOrTwoThreads) {
  const PointSystem american = PointSystem::american();
  std::vector<int> moves[2];
  int score[2] = {0, 0};
  for (int threads : {1, 2}) {
    auto player = learned("tiger-narl:games=500", american);
    SearchBudget budget;
    budget.simulations = 400;
    budget.threads = threads;
    player->set_budget(budget);
    const Game game = play_game(*player, american, 17);
    ASSERT_TRUE(game.over());
    moves[threads - 1] = game.moves();
    score[threads - 1] = game.score();
  }
  EXPECT_EQ(moves[0], moves[1]);
  EXPECT_EQ(score[0], score[1]);
}

TEST(TigerNarlPlayer, AnalysisEstimatesEveryEmptyCellAndChoosesOne) {
  const PointSystem american = PointSystem::american();
  auto player = learned("tiger-narl:games=500", american);
  SearchBudget budget;
  budget.simulations = 400;
  player->set_budget(budget);
  Game game(american, 9);
  for (int turn = 0; turn < 6; ++turn) game.play(game.legal_cells().back());
  const Analysis analysis = player->analyze(game.board(), game.current_card());
  ASSERT_GE(analysis.best, 0);
  EXPECT_TRUE(game.board().empty_cells() & (1u << analysis.best));
  for (int cell = 0; cell < kNumCells; ++cell)
    EXPECT_EQ(std::isfinite(analysis.value[cell]), bool(game.board().empty_cells() & (1u << cell))) << cell;
  EXPECT_GT(analysis.simulations, 0);
}

// An evaluator that likes one cell far above the others.
class LikesOneCell final : public Evaluator {
 public:
  explicit LikesOneCell(int cell) : cell_(cell) {}
  double evaluate(const Board&) const override { return 0; }
  double rate_placements(const Board& board, Card, std::array<double, kNumCells>& out) const override {
    for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) out[__builtin_ctz(e)] = __builtin_ctz(e) == cell_ ? 1 : 0;
    return 0;
  }

 private:
  int cell_;
};

TEST(MctsSearch, SearchesOverTheEvaluatorItIsGiven) {
  // With best-move selection only the evaluator's best child is searched, so
  // the choice is whatever cell the evaluator prefers.
  PlayerParams params = PlayerParams::parse("x:sel=best", MctsSettings::params());
  MctsSearch search(MctsSettings::read(params));
  const Game game(PointSystem::american(), 3);
  SearchLimits limits;
  limits.simulations = 200;
  for (int cell : {7, 18}) {
    const Analysis analysis =
        search.run(game.board(), game.current_card(), LikesOneCell(cell), game.system(), limits, false);
    EXPECT_EQ(analysis.best, cell);
    EXPECT_EQ(analysis.samples[cell], 200);
  }
}

}  // namespace
}  // namespace pps
