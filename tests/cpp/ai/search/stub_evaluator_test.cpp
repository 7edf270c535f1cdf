// The searches over stub evaluators (as OpenSpiel tests its searches): a
// constant evaluator leaves nothing to prefer, one that likes a single cell
// must steer every search that follows the evaluator to that cell.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/core/player_params.h"
#include "ai/eval/evaluator.h"
#include "ai/search/expectimax.h"
#include "ai/search/flat_monte_carlo.h"
#include "ai/search/mcts_search.h"
#include "ai/search/playout.h"
#include "engine/game.h"

namespace pps {
namespace {

// Every position is worth the same.
class Constant final : public Evaluator {
 public:
  explicit Constant(double value) : value_(value) {}
  double evaluate(const Board&) const override { return value_; }

 private:
  double value_;
};

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

Game midgame(std::uint64_t seed, int moves) {
  Game game(PointSystem::american(), seed);
  for (int turn = 0; turn < moves; ++turn) game.play(game.legal_cells()[static_cast<std::size_t>(turn * 7) % game.legal_cells().size()]);
  return game;
}

TEST(StubEvaluator, ExpectimaxOverAConstantRatesEveryCellAtThatConstant) {
  const Game game = midgame(4, 10);
  const Analysis analysis = expectimax(game.board(), game.current_card(), Constant(42.5), 1);
  for (std::uint32_t e = game.board().empty_cells(); e; e &= e - 1) EXPECT_EQ(analysis.value[__builtin_ctz(e)], 42.5);
  EXPECT_GT(analysis.simulations, 0);
}

TEST(StubEvaluator, FlatMonteCarloPlaysEveryCellOnTheSameDeals) {
  const Game game = midgame(5, 8);
  const Constant constant(0);
  SearchLimits limits;
  limits.simulations = 17 * 40;
  const Analysis analysis =
      flat_monte_carlo(game.board(), game.current_card(), GreedyPolicy(constant), game.system(), limits);
  const int cells = __builtin_popcount(game.board().empty_cells());
  for (std::uint32_t e = game.board().empty_cells(); e; e &= e - 1) {
    EXPECT_EQ(analysis.samples[__builtin_ctz(e)], analysis.simulations / cells);
    EXPECT_TRUE(std::isfinite(analysis.value[__builtin_ctz(e)]));
  }
}

TEST(StubEvaluator, MctsSearchesOverTheEvaluatorItIsGiven) {
  // With best-move selection only the evaluator's best child is searched, so
  // the choice is whatever cell the evaluator prefers.
  PlayerParams params = PlayerParams::parse("x:sel=best", MctsSettings::params().params);
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

TEST(StubEvaluator, GreedyPlayoutsFollowTheEvaluator) {
  const Game game = midgame(6, 3);
  Rng rng(1);
  for (int cell : {4, 20}) {
    if (!(game.board().empty_cells() & (1u << cell))) continue;
    EXPECT_EQ(GreedyPolicy(LikesOneCell(cell)).choose(game.board(), game.current_card(), rng), cell);
  }
}

}  // namespace
}  // namespace pps
