// The split of every evaluator of the table (learned ones after a short
// learning): the lines and the terms add up to the evaluator's own estimate,
// the line sums are exact and the TD network's split says it is approximate.
#include "ai/explain/player_split.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "ai/learn/evaluator_table.h"
#include "engine/game.h"
#include "learned_model.h"

namespace pps {
namespace {

using test::model_of;

TEST(LineSplit, AddsUpToTheEvaluatorsEstimateForEveryEvaluator) {
  // The evaluators that sum line values; any other is split approximately.
  const std::set<std::string> line_sums = {"tiger", "points", "narl", "cross", "beemo"};
  // The terms beside the lines: NARL's hand sizes, the cross correction, the
  // rest of an estimate that is no sum of lines.
  const std::map<std::string, int> terms = {{"narl", 1}, {"cross", 2}, {"tdnet", 1}};
  for (const PointSystem& system : {PointSystem::american(), PointSystem::parse("random:5")}) {
    for (const EvaluatorInfo& info : list_evaluators()) {
      const auto model = model_of(info.name, system);
      const auto split = line_split_of(model.get(), system);
      EXPECT_EQ(split->exact(), line_sums.count(info.name) == 1) << info.name;
      EXPECT_EQ(split->terms(), terms.count(info.name) ? terms.at(info.name) : 0) << info.name;
      EXPECT_EQ(std::string(split->method()).rfind(split->exact() ? "exact: " : "approximate: ", 0), 0u)
          << split->method();
      Game game(system, 17);
      while (true) {
        const SplitValue value = split->split(game.board());
        double sum = 0;
        for (const double line : value.lines) sum += line;
        for (int term = 0; term < split->terms(); ++term) sum += value.terms[static_cast<std::size_t>(term)];
        const double estimate = model->evaluator().evaluate(game.board());
        EXPECT_NEAR(value.total, estimate, 1e-9 * (1 + std::fabs(estimate))) << info.name;
        EXPECT_NEAR(sum, value.total, 1e-9 * (1 + std::fabs(estimate))) << info.name;
        if (game.over()) break;
        game.play(game.legal_cells()[static_cast<std::size_t>(game.turn() * 7) % game.legal_cells().size()]);
      }
    }
  }
}

TEST(LineSplit, RefusesALearningPlayerThatHasNotLearned) {
  const auto player = make_player("narl:games=100");
  EXPECT_THROW(line_split_of(*player, PointSystem::american()), std::invalid_argument);
  // A player without an evaluator gets Tiger's lines, and is told so.
  const auto random = make_player("random");
  EXPECT_FALSE(line_split_of(*random, PointSystem::american())->exact());
  const auto greedy = make_player("greedy");
  greedy->set_system(PointSystem::british());
  EXPECT_TRUE(line_split_of(*greedy, PointSystem::british())->exact());
}

}  // namespace
}  // namespace pps
