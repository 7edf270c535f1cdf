// The Evaluator contract (eval/evaluator.h), checked for every evaluator of
// the table (learn/evaluator_table.h), learned ones after a short learning: a
// full board is worth its score, and rate_placements() ranks the cells as
// evaluating each placement would (the differences between cells agree); a
// learned one saves and loads back to the same ratings. A new evaluator is
// covered by adding its table line.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/learn/evaluator_table.h"
#include "engine/game.h"
#include "learned_model.h"

namespace pps {
namespace {

using test::model_of;

// Positions of a game played by a fixed rule, after each move.
std::vector<Game> positions(const PointSystem& system, std::uint64_t seed) {
  std::vector<Game> out;
  Game game(system, seed);
  while (!game.over()) {
    out.push_back(game);
    const std::vector<int> legal = game.legal_cells();
    game.play(legal[static_cast<std::size_t>(game.board().placed() * 5) % legal.size()]);
  }
  out.push_back(game);
  return out;
}

void expect_contract(const Evaluator& evaluator, const PointSystem& system, const std::string& name) {
  for (std::uint64_t seed : {1, 2}) {
    for (const Game& game : positions(system, seed)) {
      const Board& board = game.board();
      if (board.full()) {
        EXPECT_DOUBLE_EQ(evaluator.evaluate(board), board.score(system)) << name;
        continue;
      }
      std::array<double, kNumCells> rated{};
      evaluator.rate_placements(board, game.current_card(), rated);
      std::array<double, kNumCells> again{};
      evaluator.rate_placements(board, game.current_card(), again);
      const int first = __builtin_ctz(board.empty_cells());
      Board after = board;
      after.place(first, game.current_card());
      const double first_value = evaluator.evaluate(after);
      after.remove(first);
      for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
        const int cell = __builtin_ctz(e);
        after.place(cell, game.current_card());
        const double direct = evaluator.evaluate(after) - first_value;
        after.remove(cell);
        const double by_rating = rated[cell] - rated[first];
        ASSERT_TRUE(std::isfinite(rated[cell])) << name << " cell " << cell;
        EXPECT_EQ(rated[cell], again[cell]) << name;
        // A network in single precision rates placements by updating its first
        // layer, a full evaluation sums afresh: they agree to float rounding.
        EXPECT_NEAR(by_rating, direct, 1e-4 * (1 + std::fabs(direct))) << name << " cell " << cell;
      }
    }
  }
}

TEST(EvaluatorContract, EveryEvaluatorOfTheTableKeepsTheContract) {
  for (const PointSystem& system : {PointSystem::american(), PointSystem::parse("random:3")}) {
    for (const EvaluatorInfo& info : list_evaluators()) {
      SCOPED_TRACE(info.name);
      const auto model = model_of(info.name, system);
      expect_contract(model->evaluator(), system, info.name);
    }
  }
}

TEST(EvaluatorContract, ALearnedEvaluatorLoadsBackToTheSameRatings) {
  const PointSystem american = PointSystem::american();
  for (const EvaluatorInfo& info : list_evaluators()) {
    const auto model = model_of(info.name, american);
    if (!model->learns()) continue;
    SCOPED_TRACE(info.name);
    auto copy = make_evaluator_model(PlayerParams::parse("x:eval=" + info.name, evaluator_params("tiger").params));
    copy->load(model->save(), american);
    EXPECT_EQ(copy->save(), model->save());
    for (const Game& game : positions(american, 3)) {
      if (game.over()) continue;
      std::array<double, kNumCells> a{}, b{};
      model->evaluator().rate_placements(game.board(), game.current_card(), a);
      copy->evaluator().rate_placements(game.board(), game.current_card(), b);
      for (std::uint32_t e = game.board().empty_cells(); e; e &= e - 1) EXPECT_EQ(a[__builtin_ctz(e)], b[__builtin_ctz(e)]);
    }
  }
}

}  // namespace
}  // namespace pps
