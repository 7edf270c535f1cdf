// eval= (learn/evaluator_table.h): greedy, flat Monte Carlo (mc), MCTS
// (tiger) and the champion's expectimax and race each run over any evaluator
// of the table, a learned one learning the point system first; tiger-narl is
// the preset tiger:eval=narl,sel=uct,rules=off.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "ai/learn/evaluator_table.h"
#include "ai/learn/learning_player.h"
#include "ai/learn/narl_model.h"
#include "ai/learn/narl_values_player.h"
#include "engine/game.h"

namespace pps {
namespace {

const char* const kSearchPlayers[] = {"greedy", "mc", "tiger", "champion"};

std::unique_ptr<Player> ready(const std::string& spec, const PointSystem& system, std::int64_t simulations = 50,
                              int threads = 1) {
  auto player = make_player(spec);
  SearchBudget budget;
  budget.simulations = simulations;
  budget.threads = threads;
  player->set_budget(budget);
  player->set_system(system);
  return player;
}

TEST(EvaluatorParam, GreedyMonteCarloAndMctsOfferTheSameEvaluators) {
  std::string help;
  for (const char* name : kSearchPlayers) {
    bool found = false;
    for (const PlayerInfo& info : list_players()) {
      if (info.name != name) continue;
      for (const ParamInfo& p : info.params) {
        if (p.name != "eval") continue;
        found = true;
        if (help.empty()) help = p.help;
        EXPECT_EQ(p.help.substr(0, help.size()), help) << name;  // a player may say more
      }
    }
    EXPECT_TRUE(found) << name << " has no eval=";
  }
  for (const EvaluatorInfo& e : list_evaluators()) EXPECT_NE(help.find(e.name), std::string::npos) << e.name;
}

TEST(EvaluatorParam, EverySearchPlaysAWholeGameOverEveryEvaluator) {
  const PointSystem american = PointSystem::american();
  for (const char* name : kSearchPlayers) {
    for (const EvaluatorInfo& e : list_evaluators()) {
      const std::string spec = std::string(name) + ":eval=" + e.name + ",games=300";
      SCOPED_TRACE(spec);
      auto player = ready(spec, american);
      const bool learns = e.name != "tiger" && e.name != "points";  // the two fixed ones
      EXPECT_EQ(learner_of(*player) != nullptr, learns);
      const Game game = play_game(*player, american, 3);
      EXPECT_TRUE(game.over());
    }
  }
}

TEST(EvaluatorParam, TigerNarlIsThePresetOfTigerOverNarlValues) {
  EXPECT_EQ(make_player("tiger-narl:games=100,cp=50")->spec(), "tiger-narl:cp=50,games=100");
  const PointSystem american = PointSystem::american();
  auto preset = ready("tiger-narl:games=500", american, 300);
  auto spelled = ready("tiger:eval=narl,sel=uct,rules=off,games=500", american, 300);
  EXPECT_EQ(play_game(*preset, american, 11).moves(), play_game(*spelled, american, 11).moves());
}

TEST(EvaluatorParam, NarlValuesAreLearnedAsTheChampionLearnsThem) {
  const PointSystem american = PointSystem::american();
  auto mcts = ready("tiger:eval=narl,games=500", american);
  auto champion = ready("champion:games=500", american);
  const NarlValues& a = dynamic_cast<const NarlModel&>(learner_of(*mcts)->model()).values();
  const NarlValues& b = dynamic_cast<NarlValuesPlayer&>(*champion).values();
  Game game(american, 5);
  for (int turn = 0; turn < 20; ++turn) {
    EXPECT_EQ(a.evaluate(game.board(), american), b.evaluate(game.board(), american)) << "turn " << turn;
    game.play(game.legal_cells().front());
  }
}

TEST(EvaluatorParam, TheChampionsLearningParametersReachNarlAndCross) {
  // The table builds NARL's and the correction's models with the learning
  // parameters the champion declares: their saved settings name them.
  const auto saved = [](const std::string& spec) { return learner_of(*make_player(spec))->save(); };
  EXPECT_NE(saved("champion:eval=narl,epsilon=0.3").find("epsilon=0.3"), std::string::npos);
  EXPECT_NE(saved("champion:eval=cross,epsilon=0.3,cross_rate=0.05").find("cross_rate=0.05"), std::string::npos);
  EXPECT_NE(saved("champion:eval=cross,epsilon=0.3").find("epsilon=0.3"), std::string::npos);
  // Other learned models keep their own defaults (BeeMo's epsilon is not NARL's).
  EXPECT_EQ(saved("champion:eval=beemo,epsilon=0.3").find("epsilon=0.3"), std::string::npos);
}

TEST(EvaluatorParam, FixedSimulationGamesAreTheSameOnOneOrTwoThreads) {
  const PointSystem american = PointSystem::american();
  for (const char* spec : {"tiger:eval=narl,games=500", "mc:eval=tdnet,games=300"}) {
    std::vector<int> moves[2];
    for (int threads : {1, 2}) moves[threads - 1] = play_game(*ready(spec, american, 400, threads), american, 17).moves();
    EXPECT_EQ(moves[0], moves[1]) << spec;
  }
}

TEST(EvaluatorParam, HintsEstimateEveryEmptyCellOverALearnedEvaluator) {
  const PointSystem american = PointSystem::american();
  for (const char* name : kSearchPlayers) {
    auto player = ready(std::string(name) + ":eval=narl,games=500", american, 400);
    Game game(american, 9);
    for (int turn = 0; turn < 6; ++turn) game.play(game.legal_cells().back());
    const Analysis analysis = player->analyze(game.board(), game.current_card());
    ASSERT_GE(analysis.best, 0) << name;
    EXPECT_TRUE(game.board().empty_cells() & (1u << analysis.best)) << name;
    for (int cell = 0; cell < kNumCells; ++cell) {
      const bool empty = game.board().empty_cells() & (1u << cell);
      EXPECT_EQ(std::isfinite(analysis.value[cell]), empty) << name << " cell " << cell;
      // Estimates of the final score, not gains: American games end between 0 and a few hundred.
      if (empty) {
        EXPECT_GT(analysis.value[cell], 5) << name << " cell " << cell;
      }
    }
  }
}

}  // namespace
}  // namespace pps
