// What an evaluator knows of a point system and how it comes to know it: a
// fixed evaluator (Tiger's heuristic, the points on the board) is ready at
// once; a learned one (NARL values, BeeMo's patterns, the TD network) learns
// the system first, and saves and loads what it learned. Players hold one
// (learning_player.h) and search over its evaluator(); evaluator_table.h
// names them for `eval=`.
#pragma once

#include <atomic>
#include <string>
#include <string_view>
#include <vector>

#include "ai/core/param_group.h"
#include "ai/eval/evaluator.h"
#include "ai/learn/learn_budget.h"
#include "engine/point_system.h"

namespace pps {

class EvaluatorModel {
 public:
  EvaluatorModel() = default;
  EvaluatorModel(const EvaluatorModel&) = delete;  // its evaluator refers to its own members
  EvaluatorModel& operator=(const EvaluatorModel&) = delete;
  virtual ~EvaluatorModel() = default;

  // Whether it must learn (or load) a point system before it rates positions.
  virtual bool learns() const = 0;
  // The settings that shape what it learns, e.g. "epsilon=0.5,batch=64"
  // (saved with the data; loading requires the same). Empty if it learns nothing.
  virtual std::string settings() const { return {}; }

  // A fixed model: ready for `system` at once.
  virtual void use(const PointSystem& system) = 0;
  // A learned model: learns `system` under `budget` (a stop request may cut
  // it short), after which it rates positions of that system.
  virtual void learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
                     const std::atomic<bool>* stop);
  // What it learned, and its inverse: load() throws std::invalid_argument
  // (keeping what it had) for a payload it cannot read.
  virtual std::string save() const { return {}; }
  virtual void load(std::string_view payload, const PointSystem& system);

  // Rates positions of the system it was last given.
  virtual const Evaluator& evaluator() const = 0;
};

// The base of the models that learn: what every one of them keeps, the
// settings it learns with and the point system it learned.
class LearnedModel : public EvaluatorModel {
 public:
  bool learns() const override { return true; }
  std::string settings() const override { return settings_text_; }
  void use(const PointSystem& system) override { system_ = system; }

 protected:
  std::string settings_text_;  // learning_settings() of the spec, set by the constructor
  PointSystem system_;
};

// The settings string of `keys` read from `params`, numbers in one form
// ("0.50" and "0.5" are the same setting): "key=value,key=value".
std::string learning_settings(const PlayerParams& params, const std::vector<std::string>& keys);

}  // namespace pps
