#include "ai/eval/td_network.h"

#include <cmath>

namespace pps {

namespace {
constexpr int kW1 = 0;
constexpr int kB1 = kW1 + TdNetwork::kInputs * TdNetwork::kHidden1;
constexpr int kW2 = kB1 + TdNetwork::kHidden1;
constexpr int kB2 = kW2 + TdNetwork::kHidden1 * TdNetwork::kHidden2;
constexpr int kW3 = kB2 + TdNetwork::kHidden2;
constexpr int kB3 = kW3 + TdNetwork::kHidden2;
static_assert(kB3 + 1 == TdNetwork::kWeights);

// A standard normal draw (Box-Muller).
double gaussian(Rng& rng) {
  const double u1 = 1.0 - rng.uniform(), u2 = rng.uniform();
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}
}  // namespace

void TdNetwork::init(std::uint64_t seed, double scale) {
  Rng rng(seed);
  for (float& w : w_) w = static_cast<float>(0.5 * gaussian(rng) / std::sqrt(static_cast<double>(kHidden1)));
  scale_ = scale;
}

void TdNetwork::encode(const Board& board, const PointSystem& system, double scale, Input& input) {
  for (int cell = 0; cell < kNumCells; ++cell) {
    const Card c = board.at(cell);
    const bool has = c != kNoCard;
    input[static_cast<std::size_t>(3 * cell)] = has ? 1.0f : 0.0f;
    input[static_cast<std::size_t>(3 * cell + 1)] = has ? static_cast<float>(suit_of(c)) / 3.0f : 0.0f;
    input[static_cast<std::size_t>(3 * cell + 2)] = has ? static_cast<float>(rank_of(c)) / 12.0f : 0.0f;
  }
  input[kInputs - 1] = static_cast<float>(board.score(system) / scale);
}

void TdNetwork::forward(const Input& x, Activations& a) const {
  for (int j = 0; j < kHidden1; ++j) {
    float sum = w_[static_cast<std::size_t>(kB1 + j)];
    const float* row = &w_[static_cast<std::size_t>(kW1 + j * kInputs)];
    for (int i = 0; i < kInputs; ++i) sum += row[i] * x[static_cast<std::size_t>(i)];
    a.h1[static_cast<std::size_t>(j)] = std::tanh(sum);
  }
  for (int k = 0; k < kHidden2; ++k) {
    float sum = w_[static_cast<std::size_t>(kB2 + k)];
    const float* row = &w_[static_cast<std::size_t>(kW2 + k * kHidden1)];
    for (int j = 0; j < kHidden1; ++j) sum += row[j] * a.h1[static_cast<std::size_t>(j)];
    a.h2[static_cast<std::size_t>(k)] = std::tanh(sum);
  }
  float out = w_[kB3];
  for (int k = 0; k < kHidden2; ++k) out += w_[static_cast<std::size_t>(kW3 + k)] * a.h2[static_cast<std::size_t>(k)];
  a.out = out;
}

double TdNetwork::evaluate(const Input& input) const {
  Activations a;
  forward(input, a);
  return a.out * scale_;
}

double TdNetwork::evaluate(const Board& board, const PointSystem& system) const {
  Input input;
  encode(board, system, scale_, input);
  return evaluate(input);
}

void TdNetwork::train(const Input& x, double target, double rate) {
  Activations a;
  forward(x, a);
  const float error = static_cast<float>(target / scale_) - a.out;  // descend on (out - target)^2 / 2
  const float r = static_cast<float>(rate);
  std::array<float, kHidden2> d2;
  for (int k = 0; k < kHidden2; ++k) {
    const float h = a.h2[static_cast<std::size_t>(k)];
    d2[static_cast<std::size_t>(k)] = error * w_[static_cast<std::size_t>(kW3 + k)] * (1 - h * h);
    w_[static_cast<std::size_t>(kW3 + k)] += r * error * h;
  }
  w_[kB3] += r * error;
  std::array<float, kHidden1> d1{};
  for (int k = 0; k < kHidden2; ++k) {
    float* row = &w_[static_cast<std::size_t>(kW2 + k * kHidden1)];
    for (int j = 0; j < kHidden1; ++j) {
      d1[static_cast<std::size_t>(j)] += d2[static_cast<std::size_t>(k)] * row[j];
      row[j] += r * d2[static_cast<std::size_t>(k)] * a.h1[static_cast<std::size_t>(j)];
    }
    w_[static_cast<std::size_t>(kB2 + k)] += r * d2[static_cast<std::size_t>(k)];
  }
  for (int j = 0; j < kHidden1; ++j) {
    const float h = a.h1[static_cast<std::size_t>(j)];
    const float d = d1[static_cast<std::size_t>(j)] * (1 - h * h);
    float* row = &w_[static_cast<std::size_t>(kW1 + j * kInputs)];
    for (int i = 0; i < kInputs; ++i) row[i] += r * d * x[static_cast<std::size_t>(i)];
    w_[static_cast<std::size_t>(kB1 + j)] += r * d;
  }
}

}  // namespace pps
