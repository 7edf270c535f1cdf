#include "ai/learn/learning_player.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <stdexcept>

#include "ai/core/search_threads.h"
#include "engine/strict_number.h"

namespace pps {

void LearningPlayer::read_spec_budget(const PlayerParams& p) {
  spec_budget_.seconds = p.number("prep", 0, 3600);
  spec_budget_.games = p.integer("games", 0, 1'000'000'000);
  spec_budget_.seed = static_cast<std::uint64_t>(p.integer("seed", 0, std::numeric_limits<std::int64_t>::max()));
}

void LearningPlayer::read_learning_settings(const PlayerParams& p, const std::vector<std::string>& keys) {
  learning_settings_.clear();
  for (const std::string& key : keys) {
    std::string value = p.text(key);
    if (const auto x = parse_decimal_number(value)) {
      char shortest[32];
      std::snprintf(shortest, sizeof shortest, "%.15g", *x);
      value = shortest;
    }
    learning_settings_ += (learning_settings_.empty() ? "" : ",") + key + "=" + value;
  }
}

void LearningPlayer::set_system(const PointSystem& system) {
  if (learned_ && system == system_) return;  // loaded or learned for it already
  prepare(system, spec_budget_);
}

void LearningPlayer::prepare(const PointSystem& system, const LearnBudget& budget) {
  system_ = system;
  learned_ = false;
  LearnBudget b = budget;
  b.threads = threads_available() ? std::max(b.threads, budget_.threads) : 1;
  learn_now(b);
  // Learning cut short by a stop request is not what the budget asked for:
  // it is never marked learned, so it is neither used nor saved as complete.
  if (stop_requested()) throw std::runtime_error("learning was stopped before it finished; nothing was kept");
  learned_ = true;
}

void LearningPlayer::load(std::string_view bytes, const PointSystem& system) {
  load_payload(bytes, system);  // throws before changing anything on bad data
  system_ = system;
  learned_ = true;
}

}  // namespace pps
