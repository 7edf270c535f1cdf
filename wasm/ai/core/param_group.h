// The parameters a player declares, composed from named groups: the
// evaluator's (eval=, learn/evaluator_table.h), the learning's (prep, games,
// a model's settings, seed: learn/learning_player.h), a search's
// (search/mcts_search.h) and the player's own. A player's params() returns
// compose() of its groups, and finds or places a parameter by its key, never
// by its position:
//
//   ParamGroup learning = learning_params({BeemoModel::params()});
//   learning["prep"].help += " (the contest allowed 300)";
//   return compose({{"beemo", {{"search", "mc", "..."}}}, learning});
//
// The order they compose in is the player's canonical order: a canonical
// spec names the parameters that differ from their defaults in that order
// (PlayerParams::canonical()), and canonical specs name shipped learned
// files, links and bench tables. tests/cpp/ai/core/param_order_test.cpp
// pins every player's order.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ai/core/player_params.h"

namespace pps {

struct ParamGroup {
  std::string name;  // whose parameters: "evaluator", "learning", "narl model", a player's name...
  std::vector<ParamInfo> params;

  // The parameter `key`; a key the group lacks is a programming error
  // (std::logic_error naming the group and the key).
  ParamInfo& operator[](std::string_view key);
  // Places the parameters of `more` right after, or right before, `key`.
  ParamGroup& insert_after(std::string_view key, const ParamGroup& more);
  ParamGroup& insert_before(std::string_view key, const ParamGroup& more);
};

// The groups' parameters, one group after the other. Throws std::logic_error
// if two of them declare the same key (a spec could not tell them apart).
std::vector<ParamInfo> compose(const std::vector<ParamGroup>& groups);

}  // namespace pps
