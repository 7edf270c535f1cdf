#include "ai/learning_player.h"

#include <algorithm>

#include "ai/search_threads.h"

namespace pps {

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
  learned_ = true;
}

void LearningPlayer::load(std::string_view bytes, const PointSystem& system) {
  load_payload(bytes, system);  // throws before changing anything on bad data
  system_ = system;
  learned_ = true;
}

}  // namespace pps
