#include "ai/learn/learning_player.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "ai/core/learned_data.h"
#include "ai/core/search_threads.h"

namespace pps {

LearningPlayer::LearningPlayer(const PlayerParams& p, std::unique_ptr<EvaluatorModel> model)
    : spec_(p.canonical()), kind_(p.player()), model_(std::move(model)) {
  if (model_->learns()) {
    spec_budget_.seconds = p.number("prep", 0, 3600);
    spec_budget_.games = p.integer("games", 0, 1'000'000'000);
    spec_budget_.seed = static_cast<std::uint64_t>(p.integer("seed", 0, std::numeric_limits<std::int64_t>::max()));
  } else {
    model_->use(system_);
    learned_ = true;
  }
}

void LearningPlayer::set_system(const PointSystem& system) {
  if (!learns()) {
    system_ = system;
    model_->use(system);
  } else if (!learned_ || !(system == system_)) {  // not loaded or learned for it already
    prepare(system, spec_budget_);
    return;
  }
  system_changed();
}

void LearningPlayer::prepare(const PointSystem& system, const LearnBudget& budget) {
  if (!learns()) {
    set_system(system);
    return;
  }
  system_ = system;
  learned_ = false;
  LearnBudget b = budget;
  b.threads = threads_available() ? std::max(b.threads, budget_.threads) : 1;
  model_->learn(system, b, [this](const LearnProgress& p) { if (progress_) progress_(p); }, stop_);
  system_changed();
  // Learning cut short by a stop request is not what the budget asked for:
  // it is never marked learned, so it is neither used nor saved as complete.
  if (stop_requested()) throw std::runtime_error("learning was stopped before it finished; nothing was kept");
  learned_ = true;
}

std::string LearningPlayer::save() const {
  if (!learns()) throw std::invalid_argument("player " + kind_ + " learns nothing, so it has nothing to save");
  return write_learned(kind_, model_->settings(), system_, model_->save());
}

void LearningPlayer::load(std::string_view bytes, const PointSystem& system) {
  if (!learns()) throw std::invalid_argument("player " + kind_ + " learns nothing, so it loads nothing");
  // Both throw before changing anything on bad data.
  model_->load(read_learned(bytes, kind_, model_->settings(), system), system);
  system_ = system;
  learned_ = true;
  system_changed();
}

LearningPlayer* learner_of(Player& player) {
  auto* learning = dynamic_cast<LearningPlayer*>(&player);
  return learning && learning->learns() ? learning : nullptr;
}

const LearningPlayer* learner_of(const Player& player) {
  const auto* learning = dynamic_cast<const LearningPlayer*>(&player);
  return learning && learning->learns() ? learning : nullptr;
}

ParamGroup learning_params(const std::vector<ParamGroup>& model_settings) {
  ParamGroup learning{"learning",
                      {
                          {"prep", "300", "seconds of learning per point system, when games=0"},
                          {"games", "0", "learning games instead of seconds (deterministic with seed); 0 = use prep"},
                      }};
  for (const ParamGroup& settings : model_settings)
    learning.params.insert(learning.params.end(), settings.params.begin(), settings.params.end());
  learning.params.push_back({"seed", "1", "learning seed"});
  return learning;
}

}  // namespace pps
