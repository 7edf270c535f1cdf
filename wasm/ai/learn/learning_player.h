// Players that learn the point system they are handed before they play (the
// contest allowed 5 minutes of preparation per system). They report progress,
// and what they learned serializes to bytes (learned_data.h) so that it can be
// cached and loaded back instead of learning again.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "ai/core/search_player.h"

namespace pps {

// How much a learner may do: a fixed number of simulated games (deterministic
// for a seed, whatever the number of threads) or, when games is 0, seconds,
// and then at most max_games games if that is not 0 (a learner whose values
// get worse past some number of games stops there, with time left).
struct LearnBudget {
  double seconds = 300.0;
  std::int64_t games = 0;
  std::int64_t max_games = 0;
  int threads = 1;
  std::uint64_t seed = 1;
};

struct LearnProgress {
  double fraction = 0;         // of the budget, 0..1
  std::int64_t games = 0;      // simulated so far
  double mean = 0;             // current estimate of the player's mean score
};
using LearnProgressFn = std::function<void(const LearnProgress&)>;

class LearningPlayer : public SearchPlayer {
 public:
  // Learns for `system` (with the budget from the spec) unless what was
  // loaded with load() is for this very system.
  void set_system(const PointSystem& system) override;

  // Learns for `system` now, with an explicit budget (the web app's way:
  // with progress, after a cache miss). Throws std::runtime_error if a stop
  // request cut the learning short; the player is then not ready.
  void prepare(const PointSystem& system, const LearnBudget& budget);
  void set_progress(LearnProgressFn progress) { progress_ = std::move(progress); }

  // The learned data for the current system, and its inverse: load() makes
  // the player ready for `system` without learning. It throws
  // std::invalid_argument (and keeps what it had) for corrupt data or data
  // for another player or point system.
  virtual std::string save() const = 0;
  void load(std::string_view bytes, const PointSystem& system);
  bool learned() const { return learned_; }
  // The budget the spec asked for (prep=SECONDS, games=N, seed=S).
  LearnBudget spec_budget() const { return spec_budget_; }

 protected:
  virtual void learn_now(const LearnBudget& budget) = 0;
  // Reads what save() wrote for `system`; throws before changing anything.
  virtual void load_payload(std::string_view bytes, const PointSystem& system) = 0;

  // Reads the spec's prep, games and seed parameters into spec_budget_.
  void read_spec_budget(const PlayerParams& params);
  // Records the spec's parameters `keys` (those that shape what is learned,
  // not the budget) in learning_settings_, numbers in one form ("0.50" and
  // "0.5" are the same setting), e.g. "epsilon=0.5,decay=0.999975,outs=on".
  void read_learning_settings(const PlayerParams& params, const std::vector<std::string>& keys);

  // Calls the progress callback, if any.
  void report(const LearnProgress& progress) const {
    if (progress_) progress_(progress);
  }

  LearnBudget spec_budget_;
  std::string learning_settings_;  // saved with the data; loading requires the same
  bool learned_ = false;

 private:
  LearnProgressFn progress_;
};


}  // namespace pps
