// The value network of the TD network player (Harris's report and its code;
// docs/DESIGN.md, "The TD network player"): a multilayer perceptron from a
// board to its expected final score. Inputs, as in the report's code: for each
// of the 25 cells whether it holds a card, its suit / 4 and its rank / 13,
// plus the board's current score / scale; one or two tanh hidden layers; one
// output unit, tanh as in the report's code or linear.
// Scores are mapped to the output's units as (score - center) / scale, so
// that the scores a point system gives fall inside the tanh's range: the
// report's code takes center 0 and scale ten times the largest absolute
// points of a hand; the learner may fit both to a system (tdnet_learner.h).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ai/eval/evaluator.h"
#include "engine/board.h"

namespace pps {

struct TdShape {
  int hidden1 = 20;
  int hidden2 = 10;            // 0: one hidden layer
  bool linear_output = false;  // the report's code: a tanh output unit
  bool operator==(const TdShape&) const = default;
};

class TdNetwork {
 public:
  static constexpr int kInputs = 3 * kNumCells + 1;
  static constexpr int kScoreInput = kInputs - 1;
  static constexpr int kMaxHidden = 64;
  using Input = std::array<float, kInputs>;
  using Hidden = std::array<float, kMaxHidden>;

  // Random weights as the report's code draws them: uniform in
  // [-0.5, 0.5] / sqrt(fan-in + 1) for each layer (the +1 is the bias).
  void init(const TdShape& shape, std::uint64_t seed, double center, double scale);

  // The number of weights (biases included) a shape has.
  static std::size_t weight_count(const TdShape& shape);
  static bool valid_shape(const TdShape& shape);

  void encode(const Board& board, int score, Input& input) const;
  // Score <-> the output's units.
  double to_output(double score) const { return (score - center_) / scale_; }
  double to_score(double output) const { return center_ + scale_ * output; }

  // The estimated final score of a (not full) board.
  double evaluate(const Board& board, int score) const;
  // The output unit's value for an input, in the output's units.
  float output(const Input& input) const;
  // The first hidden layer's sums for `input` without its score input, and
  // the output from such sums once the score input is added: a placement
  // changes three cell inputs and the score, so rating every empty cell
  // costs one full first layer and then a few weights per cell.
  void first_layer_without_score(const Input& input, Hidden& sums) const;
  float output_from_first_layer(Hidden& sums) const;
  // Adds one placed card's inputs (`card` at `cell`) to first-layer sums.
  void add_card(int cell, Card card, Hidden& sums) const;
  void add_score(int score, Hidden& sums) const;

  // One gradient step of (output - target)^2 / 2 on `input`, target in the
  // output's units.
  void train(const Input& input, double target, float rate);

  const TdShape& shape() const { return shape_; }
  double center() const { return center_; }
  double scale() const { return scale_; }
  std::vector<float>& weights() { return w_; }
  const std::vector<float>& weights() const { return w_; }
  // For loading: the shape and normalization of saved weights (throws
  // std::invalid_argument for an impossible shape).
  void reset(const TdShape& shape, double center, double scale);

 private:
  int last_hidden() const { return shape_.hidden2 > 0 ? shape_.hidden2 : shape_.hidden1; }
  float finish(const Hidden& a1, Hidden* a2_out, float* out_pre) const;

  // Layout: W1 [input][hidden1] (a column per input, so that one input's
  // weights are contiguous), b1, then if hidden2: W2 [hidden1][hidden2], b2;
  // then W3 [last hidden], b3.
  TdShape shape_;
  std::vector<float> w_;
  std::size_t b1_ = 0, w2_ = 0, b2_ = 0, w3_ = 0, b3_ = 0;
  double center_ = 0, scale_ = 1;
};

// The network as an evaluator of positions under `system` (both must outlive
// it); a full board is worth its score. Rating placements is incremental.
class TdNetEvaluator final : public Evaluator {
 public:
  TdNetEvaluator(const TdNetwork& net, const PointSystem& system) : net_(net), system_(system) {}
  double evaluate(const Board& board) const override;
  double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const override;

 private:
  const TdNetwork& net_;
  const PointSystem& system_;
};

// tanh from arithmetic alone, to about 1e-7: libm's tanh may differ in the
// last bit between glibc and Emscripten's musl, and learning amplifies such
// differences, so the same seed would learn other bytes natively and in
// WebAssembly.
float portable_tanh(float x);

}  // namespace pps
