// The TD network (ai/eval/td_network.h): gradient steps reach a target.
#include <gtest/gtest.h>

#include "ai/eval/td_network.h"

namespace pps {
namespace {

TEST(TdNetwork, LearnsATargetByGradientSteps) {
  TdNetwork net;
  net.init(5, 100.0);
  Board board;
  board.place(0, parse_card("AH"));
  TdNetwork::Input input;
  TdNetwork::encode(board, PointSystem::american(), net.scale(), input);
  for (int step = 0; step < 2000; ++step) net.train(input, 42.0, 0.05);
  EXPECT_NEAR(net.evaluate(input), 42.0, 0.5);
}

}  // namespace
}  // namespace pps
