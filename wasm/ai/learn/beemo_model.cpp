#include "ai/learn/beemo_model.h"

#include <cmath>
#include <stdexcept>

#include "ai/core/learned_data.h"

namespace pps {

ParamGroup BeemoModel::params() {
  return {"beemo model", {
      {"train", "5000", "training games per learning round"},
      {"eval_games", "5000", "evaluation games per learning round"},
      {"batch", "64", "training games played against one frozen table (determinism across threads)"},
      {"ucb_every", "3", "every n-th round trains with the UCB1 scheme; 0 = never"},
      {"ucb_c", "0.05", "UCB1 exploration, as a fraction of the largest |points|"},
      {"epsilon", "0.5",
       "probability of a random move in training games (ours: with 10^6 learning games the paper's 0 played "
       "worse than 0.5 decaying, bench/notes/2026-11-22-learning-players.md)"},
      {"decay", "0.99999", "epsilon's geometric decay per training game"},
  }};
}

BeemoModel::BeemoModel(const PlayerParams& p) {
  settings_.train_games = static_cast<int>(p.integer("train", 1, 10'000'000));
  settings_.eval_games = static_cast<int>(p.integer("eval_games", 0, 10'000'000));
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  settings_.ucb_every = static_cast<int>(p.integer("ucb_every", 0, 1000));
  settings_.ucb_c = p.number("ucb_c", 0, 100);
  settings_.epsilon = p.number("epsilon", 0, 1);
  settings_.epsilon_decay = p.number("decay", 0.9, 1);
  settings_text_ = learning_settings(p, {"train", "eval_games", "batch", "ucb_every", "ucb_c", "epsilon", "decay"});
}

void BeemoModel::learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
                       const std::atomic<bool>* stop) {
  system_ = system;
  BeemoLearnResult result = learn_beemo(system_, settings_, budget, progress, stop);
  values_ = std::move(result.values);
  learned_mean_ = result.best_mean;
}

// Payload: the learned mean (f64), then the utilities (f32).
std::string BeemoModel::save() const {
  ByteWriter w;
  w.put<double>(learned_mean_);
  for (float u : values_.table()) w.put<float>(u);
  return w.take();
}

void BeemoModel::load(std::string_view payload, const PointSystem& system) {
  if (payload.size() != 8 + 4 * static_cast<std::size_t>(kNumLinePatterns))
    throw std::invalid_argument("learned data for beemo has the wrong size");
  ByteReader r(payload);
  const double mean = r.get<double>();
  PatternValues values;
  for (float& u : values.table()) {
    u = r.get<float>();
    if (!std::isfinite(u)) throw std::invalid_argument("learned data for beemo holds a non-finite utility");
  }
  values_ = std::move(values);
  learned_mean_ = mean;
  system_ = system;
}

}  // namespace pps
