// The TD network (ai/eval/td_network.h): its training step is the gradient of
// the squared error, its incremental ratings are its evaluations, and its
// arithmetic-only tanh is tanh.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "ai/eval/td_network.h"
#include "board_with.h"
#include "engine/rng.h"

namespace pps {
namespace {

const TdShape kShapes[] = {{20, 10, false}, {10, 0, false}, {12, 6, true}};

TEST(TdNetwork, ATrainingStepIsTheGradientOfTheSquaredError) {
  const PointSystem american = PointSystem::american();
  for (const TdShape& shape : kShapes) {
    TdNetwork net;
    net.init(shape, 5, 80, 150);
    const Board board = test::random_board(12, 3);
    TdNetwork::Input x;
    net.encode(board, board.score(american), x);
    const double out = net.output(x), target = out + 0.5;
    constexpr float kRate = 1e-3f;
    TdNetwork stepped = net;
    stepped.train(x, target, kRate);
    int checked = 0;
    for (std::size_t i = 0; i < net.weights().size(); ++i) {
      // d out / d w_i by central differences, against what the step implies.
      constexpr float h = 1e-2f;
      TdNetwork up = net, down = net;
      up.weights()[i] += h;
      down.weights()[i] -= h;
      const double numeric = (static_cast<double>(up.output(x)) - down.output(x)) / (2 * h);
      const double implied = (static_cast<double>(stepped.weights()[i]) - net.weights()[i]) / (kRate * (target - out));
      if (std::fabs(numeric) < 1e-3) continue;  // below float's resolution here
      EXPECT_NEAR(implied, numeric, 0.01 * std::fabs(numeric) + 1e-4) << "weight " << i;
      ++checked;
    }
    EXPECT_GT(checked, 100);
  }
}

TEST(TdNetwork, IncrementalRatingsAreTheNetworksEvaluations) {
  const PointSystem american = PointSystem::american();
  for (const TdShape& shape : kShapes) {
    TdNetwork net;
    net.init(shape, 9, 80, 150);
    const TdNetEvaluator evaluator(net, american);
    for (int cards : {0, 7, 23, 24}) {
      const Board board = test::random_board(cards, 11 + static_cast<std::uint64_t>(cards));
      Card card = 0;
      while (board.has_card(card)) ++card;
      std::array<double, kNumCells> rated;
      evaluator.rate_placements(board, card, rated);
      for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
        const int cell = __builtin_ctz(e);
        Board after = board;
        after.place(cell, card);
        if (after.full()) {
          EXPECT_EQ(rated[static_cast<std::size_t>(cell)], after.score(american));
        } else {
          EXPECT_NEAR(rated[static_cast<std::size_t>(cell)], evaluator.evaluate(after), 1e-3) << cards << " cards";
        }
      }
    }
  }
}

TEST(TdNetwork, LearnsATargetByGradientSteps) {
  const PointSystem american = PointSystem::american();
  TdNetwork net;
  net.init(TdShape{}, 5, 0, 100);
  Board board;
  board.place(0, parse_card("AH"));
  TdNetwork::Input input;
  net.encode(board, board.score(american), input);
  for (int step = 0; step < 2000; ++step) net.train(input, net.to_output(42.0), 0.05f);
  EXPECT_NEAR(net.evaluate(board, board.score(american)), 42.0, 0.5);
}

TEST(TdNetwork, InitialWeightsShrinkWithTheFanIn) {
  // The report's code: uniform in [-0.5, 0.5] / sqrt(fan-in + 1) per layer.
  TdNetwork net;
  net.init(TdShape{20, 10, false}, 1, 0, 1);
  const auto& w = net.weights();
  const auto largest = [&](std::size_t from, std::size_t to) {
    float m = 0;
    for (std::size_t i = from; i < to; ++i) m = std::max(m, std::fabs(w[i]));
    return m;
  };
  const std::size_t first = (TdNetwork::kInputs + 1) * 20, second = first + 21 * 10;
  EXPECT_LE(largest(0, first), 0.5 / std::sqrt(77.0));
  EXPECT_GT(largest(0, first), 0.4 / std::sqrt(77.0));
  EXPECT_LE(largest(first, second), 0.5 / std::sqrt(21.0));
  EXPECT_GT(largest(first, second), 0.4 / std::sqrt(21.0));
  EXPECT_LE(largest(second, w.size()), 0.5 / std::sqrt(11.0));
}

TEST(TdNetwork, PortableTanhIsTanh) {
  double worst = 0;
  for (float x = -12.0f; x <= 12.0f; x += 0.000731f) {
    worst = std::max(worst, std::fabs(static_cast<double>(portable_tanh(x)) - std::tanh(static_cast<double>(x))));
    EXPECT_EQ(portable_tanh(-x), -portable_tanh(x));
  }
  EXPECT_LT(worst, 2e-7);
  EXPECT_EQ(portable_tanh(0.0f), 0.0f);
  EXPECT_EQ(portable_tanh(100.0f), 1.0f);
}

// Finite but huge loaded weights can sum to inf - inf; the squash must answer
// a bounded value rather than convert a NaN to an integer (undefined).
TEST(TdNetwork, PortableTanhOfNanOrInfinityIsBounded) {
  EXPECT_EQ(std::fabs(portable_tanh(std::numeric_limits<float>::quiet_NaN())), 1.0f);
  EXPECT_EQ(portable_tanh(std::numeric_limits<float>::infinity()), 1.0f);
  EXPECT_EQ(portable_tanh(-std::numeric_limits<float>::infinity()), -1.0f);
}

}  // namespace
}  // namespace pps
