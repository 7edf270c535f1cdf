#include "ai/eval/td_network.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>

#include "engine/rng.h"

namespace pps {

float portable_tanh(float x) {
  const float a = std::fabs(x);
  // 1 - tanh(9) is below float's resolution. A NaN (loaded weights so large
  // that a sum meets inf - inf) also answers +-1 rather than reach the int cast.
  if (!(a < 9.0f)) return std::copysign(1.0f, x);
  // e = exp(-2a) = 2^y with y = -2a / ln 2 = k + r, k an integer, |r| <= 1/2.
  const float y = -2.0f * 1.44269504f * a;
  const float k = std::floor(y + 0.5f);
  const float u = (y - k) * 0.693147181f;  // 2^r = e^u, |u| <= 0.35
  float p = 1.0f / 5040.0f;                // e^u by its Taylor series to u^7
  p = p * u + 1.0f / 720.0f;
  p = p * u + 1.0f / 120.0f;
  p = p * u + 1.0f / 24.0f;
  p = p * u + 1.0f / 6.0f;
  p = p * u + 0.5f;
  p = p * u + 1.0f;
  p = p * u + 1.0f;
  const auto bits = static_cast<std::uint32_t>(static_cast<int>(k) + 127) << 23;  // 2^k, k in [-26, 0]
  float two_k;
  std::memcpy(&two_k, &bits, sizeof two_k);
  const float e = p * two_k;
  return std::copysign((1.0f - e) / (1.0f + e), x);
}

bool TdNetwork::valid_shape(const TdShape& s) {
  return s.hidden1 >= 1 && s.hidden1 <= kMaxHidden && s.hidden2 >= 0 && s.hidden2 <= kMaxHidden;
}

std::size_t TdNetwork::weight_count(const TdShape& s) {
  const std::size_t h1 = static_cast<std::size_t>(s.hidden1), h2 = static_cast<std::size_t>(s.hidden2);
  const std::size_t last = h2 > 0 ? h2 : h1;
  return kInputs * h1 + h1 + (h2 > 0 ? h1 * h2 + h2 : 0) + last + 1;
}

void TdNetwork::reset(const TdShape& shape, double center, double scale) {
  if (!valid_shape(shape)) throw std::invalid_argument("the TD network's hidden layers must have 1 to 64 units");
  if (!(scale > 0) || !std::isfinite(scale) || !std::isfinite(center))
    throw std::invalid_argument("the TD network's score scale must be positive and finite");
  shape_ = shape;
  const std::size_t h1 = static_cast<std::size_t>(shape.hidden1), h2 = static_cast<std::size_t>(shape.hidden2);
  b1_ = kInputs * h1;
  w2_ = b1_ + h1;
  b2_ = w2_ + (h2 > 0 ? h1 * h2 : 0);
  w3_ = b2_ + h2;
  b3_ = w3_ + static_cast<std::size_t>(last_hidden());
  w_.assign(weight_count(shape), 0.0f);
  center_ = center;
  scale_ = scale;
}

void TdNetwork::init(const TdShape& shape, std::uint64_t seed, double center, double scale) {
  reset(shape, center, scale);
  Rng rng(seed);
  // Each layer's weights and biases: uniform in [-0.5, 0.5] / sqrt(fan-in + 1).
  const auto fill = [&](std::size_t from, std::size_t to, int fan_in) {
    const double spread = 1.0 / std::sqrt(static_cast<double>(fan_in + 1));
    for (std::size_t i = from; i < to; ++i) w_[i] = static_cast<float>((rng.uniform() - 0.5) * spread);
  };
  fill(0, w2_, kInputs);
  if (shape.hidden2 > 0) fill(w2_, w3_, shape.hidden1);
  fill(w3_, w_.size(), last_hidden());
}

void TdNetwork::encode(const Board& board, int score, Input& input) const {
  for (int cell = 0; cell < kNumCells; ++cell) {
    const Card c = board.at(cell);
    const bool has = c != kNoCard;
    input[static_cast<std::size_t>(3 * cell)] = has ? 1.0f : 0.0f;
    input[static_cast<std::size_t>(3 * cell + 1)] = has ? static_cast<float>(suit_of(c)) / 4.0f : 0.0f;
    input[static_cast<std::size_t>(3 * cell + 2)] = has ? static_cast<float>(rank_of(c)) / 13.0f : 0.0f;
  }
  input[kScoreInput] = static_cast<float>(score / scale_);
}

void TdNetwork::first_layer_without_score(const Input& x, Hidden& sums) const {
  const int h1 = shape_.hidden1;
  for (int j = 0; j < h1; ++j) sums[static_cast<std::size_t>(j)] = w_[b1_ + static_cast<std::size_t>(j)];
  for (int i = 0; i < kScoreInput; ++i) {
    const float xi = x[static_cast<std::size_t>(i)];
    if (xi == 0.0f) continue;  // empty cells, clubs and aces add nothing
    const float* column = &w_[static_cast<std::size_t>(i * h1)];
    for (int j = 0; j < h1; ++j) sums[static_cast<std::size_t>(j)] += xi * column[j];
  }
}

void TdNetwork::add_card(int cell, Card card, Hidden& sums) const {
  const int h1 = shape_.hidden1;
  const float suit = static_cast<float>(suit_of(card)) / 4.0f, rank = static_cast<float>(rank_of(card)) / 13.0f;
  const float* has = &w_[static_cast<std::size_t>(3 * cell * h1)];
  const float* s = has + h1;
  const float* r = s + h1;
  for (int j = 0; j < h1; ++j) sums[static_cast<std::size_t>(j)] += has[j] + suit * s[j] + rank * r[j];
}

void TdNetwork::add_score(int score, Hidden& sums) const {
  const int h1 = shape_.hidden1;
  const float x = static_cast<float>(score / scale_);
  const float* column = &w_[static_cast<std::size_t>(kScoreInput * h1)];
  for (int j = 0; j < h1; ++j) sums[static_cast<std::size_t>(j)] += x * column[j];
}

// From the first hidden layer's activations to the output; also returns the
// second layer's activations and the output's sum, for training.
float TdNetwork::finish(const Hidden& a1, Hidden* a2_out, float* out_pre) const {
  const int h1 = shape_.hidden1, h2 = shape_.hidden2;
  const Hidden* last = &a1;
  Hidden a2;
  if (h2 > 0) {
    for (int k = 0; k < h2; ++k) a2[static_cast<std::size_t>(k)] = w_[b2_ + static_cast<std::size_t>(k)];
    for (int j = 0; j < h1; ++j) {
      const float aj = a1[static_cast<std::size_t>(j)];
      const float* row = &w_[w2_ + static_cast<std::size_t>(j * h2)];
      for (int k = 0; k < h2; ++k) a2[static_cast<std::size_t>(k)] += aj * row[k];
    }
    for (int k = 0; k < h2; ++k) a2[static_cast<std::size_t>(k)] = portable_tanh(a2[static_cast<std::size_t>(k)]);
    last = &a2;
    if (a2_out) *a2_out = a2;
  }
  float sum = w_[b3_];
  for (int k = 0; k < last_hidden(); ++k) sum += (*last)[static_cast<std::size_t>(k)] * w_[w3_ + static_cast<std::size_t>(k)];
  if (out_pre) *out_pre = sum;
  return shape_.linear_output ? sum : portable_tanh(sum);
}

float TdNetwork::output_from_first_layer(Hidden& sums) const {
  for (int j = 0; j < shape_.hidden1; ++j) sums[static_cast<std::size_t>(j)] = portable_tanh(sums[static_cast<std::size_t>(j)]);
  return finish(sums, nullptr, nullptr);
}

float TdNetwork::output(const Input& input) const {
  Hidden sums;
  first_layer_without_score(input, sums);
  const float x = input[kScoreInput];
  const float* column = &w_[static_cast<std::size_t>(kScoreInput * shape_.hidden1)];
  for (int j = 0; j < shape_.hidden1; ++j) sums[static_cast<std::size_t>(j)] += x * column[j];
  return output_from_first_layer(sums);
}

double TdNetwork::evaluate(const Board& board, int score) const {
  Input input;
  encode(board, score, input);
  return to_score(output(input));
}

void TdNetwork::train(const Input& x, double target, float rate) {
  const int h1 = shape_.hidden1, h2 = shape_.hidden2, last = last_hidden();
  Hidden a1, a2{};
  first_layer_without_score(x, a1);
  {
    const float* column = &w_[static_cast<std::size_t>(kScoreInput * h1)];
    for (int j = 0; j < h1; ++j) a1[static_cast<std::size_t>(j)] += x[kScoreInput] * column[j];
  }
  for (int j = 0; j < h1; ++j) a1[static_cast<std::size_t>(j)] = portable_tanh(a1[static_cast<std::size_t>(j)]);
  float pre = 0;
  const float out = finish(a1, &a2, &pre);
  // The output's error signal (the report's code: the error times tanh').
  const float d_out = (static_cast<float>(target) - out) * (shape_.linear_output ? 1.0f : 1.0f - out * out);
  const Hidden& a_last = h2 > 0 ? a2 : a1;

  // Error signals of the hidden layers, all from the weights before this step.
  Hidden d_last, d1{};
  for (int k = 0; k < last; ++k) {
    const float a = a_last[static_cast<std::size_t>(k)];
    d_last[static_cast<std::size_t>(k)] = d_out * w_[w3_ + static_cast<std::size_t>(k)] * (1.0f - a * a);
  }
  if (h2 > 0) {
    for (int j = 0; j < h1; ++j) {
      const float* row = &w_[w2_ + static_cast<std::size_t>(j * h2)];
      float sum = 0;
      for (int k = 0; k < h2; ++k) sum += d_last[static_cast<std::size_t>(k)] * row[k];
      const float a = a1[static_cast<std::size_t>(j)];
      d1[static_cast<std::size_t>(j)] = sum * (1.0f - a * a);
    }
  } else {
    d1 = d_last;
  }

  // The steps.
  for (int k = 0; k < last; ++k) w_[w3_ + static_cast<std::size_t>(k)] += rate * d_out * a_last[static_cast<std::size_t>(k)];
  w_[b3_] += rate * d_out;
  if (h2 > 0) {
    for (int j = 0; j < h1; ++j) {
      const float step = rate * a1[static_cast<std::size_t>(j)];
      float* row = &w_[w2_ + static_cast<std::size_t>(j * h2)];
      for (int k = 0; k < h2; ++k) row[k] += step * d_last[static_cast<std::size_t>(k)];
    }
    for (int k = 0; k < h2; ++k) w_[b2_ + static_cast<std::size_t>(k)] += rate * d_last[static_cast<std::size_t>(k)];
  }
  for (int i = 0; i < kInputs; ++i) {
    const float xi = x[static_cast<std::size_t>(i)];
    if (xi == 0.0f) continue;
    const float step = rate * xi;
    float* column = &w_[static_cast<std::size_t>(i * h1)];
    for (int j = 0; j < h1; ++j) column[j] += step * d1[static_cast<std::size_t>(j)];
  }
  for (int j = 0; j < h1; ++j) w_[b1_ + static_cast<std::size_t>(j)] += rate * d1[static_cast<std::size_t>(j)];
}

double TdNetEvaluator::evaluate(const Board& board) const {
  const int score = board.score(system_);
  return board.full() ? static_cast<double>(score) : net_.evaluate(board, score);
}

double TdNetEvaluator::rate_placements(const Board& start, Card card, std::array<double, kNumCells>& out) const {
  TdNetwork::Input input;
  net_.encode(start, 0, input);
  TdNetwork::Hidden base;
  net_.first_layer_without_score(input, base);
  Board board = start;
  for (std::uint32_t e = start.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    board.place(cell, card);
    const int score = board.score(system_);
    if (board.full()) {
      out[static_cast<std::size_t>(cell)] = score;
    } else {
      TdNetwork::Hidden sums = base;
      net_.add_card(cell, card, sums);
      net_.add_score(score, sums);
      out[static_cast<std::size_t>(cell)] = net_.to_score(net_.output_from_first_layer(sums));
    }
    board.remove(cell);
  }
  return std::numeric_limits<double>::quiet_NaN();
}

}  // namespace pps
