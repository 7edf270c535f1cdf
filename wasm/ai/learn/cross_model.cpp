#include "ai/learn/cross_model.h"

#include <chrono>
#include <cmath>
#include <stdexcept>

#include "ai/core/learned_data.h"

namespace pps {

namespace {
// The share of a time budget NARL's values may take before the correction
// learns the rest (NARL stops earlier at its cap of games).
constexpr double kNarlShare = 0.6;

// The features the weights belong to (bit 1: the suit weights; bits 0 and 2
// were finer cell codes and rank weights, measured and removed).
std::uint8_t flags(const CrossValues& cross) { return static_cast<std::uint8_t>(cross.suits() ? 2 : 0); }

// Progress of one phase as a part [from, to] of the whole.
LearnProgressFn part(const LearnProgressFn& progress, double from, double to) {
  if (!progress) return nullptr;
  return [progress, from, to](const LearnProgress& p) {
    LearnProgress scaled = p;
    scaled.fraction = from + (to - from) * p.fraction;
    progress(scaled);
  };
}
}  // namespace

ParamGroup CrossModel::params() {
  return {"cross model", {
      {"cross_games", "0", "games of the correction's learning with games=N (0: N, as many as NARL's)"},
      // Past 2 million games greedy play on the correction was no better on
      // average, and one learning run drifted down by more than a point
      // (bench/notes/2026-11-25-cross-correction.md, "More learning").
      {"cross_cap", "2000000", "with prep: the most games the correction learns from (0 = no limit)"},
      {"cross_rate", "0.1", "the correction's learning rate (per weight, with temporal coherence)"},
      {"cross_lambda", "0.5", "TD(lambda) of the correction's learning: 0 the next board's value, 1 the final score"},
      {"cross_suits", "on", "on/off: per suit, how many rows and columns chase it and how many of its cards are left"},
  }};
}

CrossModel::CrossModel(const PlayerParams& p)
    : narl_(p),
      cross_(p.choice("cross_suits", {"off", "on"}) == 1) {
  cross_games_ = p.integer("cross_games", 0, 1'000'000'000);
  cross_cap_ = p.integer("cross_cap", 0, 1'000'000'000);
  settings_.rate = p.number("cross_rate", 1e-6, 10);
  settings_.lambda = p.number("cross_lambda", 0, 1);
  settings_.coherence = true;
  settings_text_ = narl_.settings() + "," +
                   learning_settings(p, {"cross_rate", "cross_lambda", "cross_suits"});
}

void CrossModel::learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
                       const std::atomic<bool>* stop) {
  const auto start = std::chrono::steady_clock::now();
  system_ = system;
  LearnBudget narl = budget;
  if (budget.games <= 0) narl.seconds = budget.seconds * kNarlShare;
  narl_.learn(system, narl, part(progress, 0, 0.5), stop);
  if (stop && stop->load(std::memory_order_relaxed)) return;
  cross_ = CrossValues(cross_.suits());
  LearnBudget correction = budget;
  if (budget.games > 0) {
    correction.games = cross_games_ > 0 ? cross_games_ : budget.games;
  } else {
    const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    correction.seconds = std::max(0.0, budget.seconds - used);
    correction.max_games = cross_cap_;
  }
  learn_cross(cross_, narl_.values(), system, settings_, correction, part(progress, 0.5, 1), stop);
}

// Payload: NARL's (its length as u32, then its bytes), the correction's
// features (u8), then its nonzero weights: their count (u32) and each index
// (u32) and value (f32) in index order.
std::string CrossModel::save() const {
  ByteWriter w;
  const std::string narl = narl_.save();
  w.put<std::uint32_t>(static_cast<std::uint32_t>(narl.size()));
  std::string out = w.take() + narl;
  ByteWriter c;
  c.put<std::uint8_t>(flags(cross_));
  const std::vector<float>& weights = cross_.weights();
  std::uint32_t nonzero = 0;
  for (float x : weights) nonzero += x != 0.0f;
  c.put<std::uint32_t>(nonzero);
  for (std::uint32_t i = 0; i < weights.size(); ++i) {
    if (weights[i] == 0.0f) continue;
    c.put<std::uint32_t>(i);
    c.put<float>(weights[i]);
  }
  return out + c.take();
}

void CrossModel::load(std::string_view payload, const PointSystem& system) {
  ByteReader r(payload);
  const std::uint32_t narl_size = r.get<std::uint32_t>();
  if (narl_size > payload.size() - 4) throw std::invalid_argument("learned cross values are truncated");
  const std::string_view narl = payload.substr(4, narl_size);
  ByteReader c(payload.substr(4 + narl_size));
  if (c.get<std::uint8_t>() != flags(cross_))
    throw std::invalid_argument("learned cross values are corrupt (their features disagree with their settings)");
  CrossValues cross(cross_.suits());
  const std::uint32_t nonzero = c.get<std::uint32_t>();
  if (nonzero > cross.weights().size()) throw std::invalid_argument("learned cross values hold too many weights");
  std::int64_t last = -1;
  for (std::uint32_t k = 0; k < nonzero; ++k) {
    const std::uint32_t index = c.get<std::uint32_t>();
    const float value = c.get<float>();
    if (static_cast<std::int64_t>(index) <= last || index >= cross.weights().size() || !std::isfinite(value))
      throw std::invalid_argument("learned cross values are corrupt (a weight out of order, range or finite values)");
    cross.weights()[index] = value;
    last = index;
  }
  if (!c.done()) throw std::invalid_argument("learned cross values have trailing bytes");
  narl_.load(narl, system);  // throws before changing anything, and is the last step that may throw
  cross_ = std::move(cross);
  system_ = system;
}

}  // namespace pps
