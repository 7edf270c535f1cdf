// One MCTS tree (ai/search/mcts.h): the node pool's cap.
#include <gtest/gtest.h>

#include <cstdint>

#include "ai/search/mcts.h"
#include "ai/eval/tiger_heuristic.h"
#include "midgame.h"

namespace pps {
namespace {

using test::midgame;

TEST(MctsWorker, TreeStopsGrowingAtItsCapAndKeepsSearching) {
  const Game start = midgame();
  const TigerHeuristic heuristic(PointSystem::american(), {});
  MctsConfig config;
  config.max_nodes = 300;
  MctsWorker worker;
  worker.reset(config, heuristic, PointSystem::american(), start.board(), start.current_card(), 1);
  worker.run(5000);
  EXPECT_EQ(worker.nodes(), 300u);
  EXPECT_EQ(worker.iterations(), 5000);
  RootStats stats;
  worker.add_root_stats(stats);
  std::int64_t visits = 0;
  for (auto v : stats.visits) visits += v;
  EXPECT_EQ(visits, 5000);  // every iteration went through a root child
  // A one-node tree still searches (from the root).
  config.max_nodes = 1;
  worker.reset(config, heuristic, PointSystem::american(), start.board(), start.current_card(), 1);
  worker.run(100);
  EXPECT_EQ(worker.nodes(), 1u);
}

}  // namespace
}  // namespace pps
