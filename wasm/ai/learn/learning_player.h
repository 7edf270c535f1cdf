// A searching player over an evaluator model (evaluator_model.h). When the
// model learns, the player learns the point system it is handed before it
// plays (the contest allowed 5 minutes of preparation per system), reports
// progress, and what it learned serializes to bytes (learned_data.h) so that
// it can be cached and loaded back instead of learning again. With a fixed
// model (eval=tiger, eval=points) it is ready at once and learns nothing:
// learner_of() tells the two apart.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "ai/core/param_group.h"
#include "ai/core/search_player.h"
#include "ai/learn/evaluator_model.h"
#include "ai/learn/learn_budget.h"

namespace pps {

class LearningPlayer : public SearchPlayer {
 public:
  std::string spec() const override { return spec_; }
  bool learns() const { return model_->learns(); }

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
  // for another player, settings or point system.
  std::string save() const;
  void load(std::string_view bytes, const PointSystem& system);
  bool learned() const { return learned_; }
  // The budget the spec asked for (prep=SECONDS, games=N, seed=S).
  LearnBudget spec_budget() const { return spec_budget_; }
  // What the player knows of its point system, and how it learns it.
  const EvaluatorModel& model() const { return *model_; }

 protected:
  // The spec's name is the kind of its learned data: data learned by one
  // player loads only into the same player with the same model settings.
  // Reads prep, games and seed when the model learns.
  LearningPlayer(const PlayerParams& params, std::unique_ptr<EvaluatorModel> model);

  // The model's evaluator, for the point system the player was last given.
  const Evaluator& evaluator() const { return model_->evaluator(); }
  // Called whenever the player's point system changed (set, learned or loaded).
  virtual void system_changed() {}

 private:
  std::string spec_;
  std::string kind_;
  std::unique_ptr<EvaluatorModel> model_;
  LearnBudget spec_budget_;
  bool learned_ = false;
  LearnProgressFn progress_;
};

// The player as a learner if it learns point systems, else nullptr.
LearningPlayer* learner_of(Player& player);
const LearningPlayer* learner_of(const Player& player);

// The spec parameters of learning, in their canonical order: the budget's
// prep and games, then the settings of the models that learn (e.g.
// NarlModel::params()), then seed. A player with a learned eval= declares
// learning_params() alone: its model learns with its own defaults.
ParamGroup learning_params(const std::vector<ParamGroup>& model_settings = {});

}  // namespace pps
