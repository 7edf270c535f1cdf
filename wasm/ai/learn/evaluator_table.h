// Every evaluator a search player can be given by name: the `eval=` of
// greedy, mc and tiger (players/). A new evaluator is its own files and one
// line in evaluator_table.cpp; the players, `pps players`, the guard's
// contract test (tests/cpp/ai/learn/evaluator_contract_test.cpp) and the app
// pick it up from the table.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ai/core/param_group.h"
#include "ai/learn/evaluator_model.h"

namespace pps {

struct EvaluatorInfo {
  std::string name;
  std::string description;
};
std::vector<EvaluatorInfo> list_evaluators();

// The parameters a player offers with eval=: `eval` itself (default
// `default_name`) and Tiger's weights (alpha, beta, gamma) for eval=tiger. A
// learned evaluator also needs the learning's (learning_params(),
// learn/learning_player.h), which the player composes after these.
ParamGroup evaluator_params(const std::string& default_name);

// The model named by the spec's eval=; a learned one has its own default
// settings (each is listed with the player of its paper).
std::unique_ptr<EvaluatorModel> make_evaluator_model(const PlayerParams& params);

}  // namespace pps
