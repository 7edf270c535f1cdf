// The value network of the TD network player (td-network-mcts-player.md): a
// multilayer perceptron from a board to its expected final score. Inputs: for
// each of the 25 cells whether it holds a card, its suit and its rank (scaled
// to [0, 1]), plus the board's current score; two tanh hidden layers of 20 and
// 10 units; one linear output. Weights and biases start Gaussian with
// standard deviation 0.5 / sqrt(20) (about 0.11).
// Scores are divided by `scale` so that inputs and output stay near [-1, 1]
// (the TD network player gives ten times the largest absolute points of a
// hand: no grid scores beyond that either way).
#pragma once

#include <array>
#include <cstdint>

#include "ai/eval/evaluator.h"
#include "engine/board.h"
#include "engine/rng.h"

namespace pps {

class TdNetwork {
 public:
  static constexpr int kInputs = 3 * kNumCells + 1;
  static constexpr int kHidden1 = 20;
  static constexpr int kHidden2 = 10;
  static constexpr int kWeights = kInputs * kHidden1 + kHidden1 + kHidden1 * kHidden2 + kHidden2 + kHidden2 + 1;
  using Input = std::array<float, kInputs>;

  void init(std::uint64_t seed, double scale);

  static void encode(const Board& board, const PointSystem& system, double scale, Input& input);
  // The estimated final score of a board.
  double evaluate(const Board& board, const PointSystem& system) const;
  double evaluate(const Input& input) const;
  // One gradient step on (input, target score) with learning rate `rate`.
  void train(const Input& input, double target, double rate);

  double scale() const { return scale_; }
  std::array<float, kWeights>& weights() { return w_; }
  const std::array<float, kWeights>& weights() const { return w_; }
  void set_scale(double scale) { scale_ = scale; }

 private:
  struct Activations {
    std::array<float, kHidden1> h1;
    std::array<float, kHidden2> h2;
    float out;
  };
  void forward(const Input& input, Activations& a) const;

  // Layout: W1 [h1][in], b1, W2 [h2][h1], b2, W3 [h2], b3.
  std::array<float, kWeights> w_{};
  double scale_ = 1;
};

// The network as an evaluator of positions under `system` (both must outlive
// it); a full board is worth its score.
class TdNetEvaluator final : public Evaluator {
 public:
  TdNetEvaluator(const TdNetwork& net, const PointSystem& system) : net_(net), system_(system) {}
  double evaluate(const Board& board) const override {
    return board.full() ? static_cast<double>(board.score(system_)) : net_.evaluate(board, system_);
  }

 private:
  const TdNetwork& net_;
  const PointSystem& system_;
};

}  // namespace pps
