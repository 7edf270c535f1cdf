#include <stdexcept>

#include "ai/core/param_group.h"
#include "ai/players/beemo_player.h"
#include "ai/players/champion_player.h"
#include "ai/players/greedy_player.h"
#include "ai/players/mc_player.h"
#include "ai/players/narl_player.h"
#include "ai/core/player.h"
#include "ai/players/random_player.h"
#include "ai/players/tdnet_player.h"
#include "ai/players/tiger_player.h"
#include "engine/quote.h"

namespace pps {

namespace {

// How the registry builds a player: from its spec's parameters, checked
// against the ones the player declares.
template <typename P>
std::unique_ptr<Player> make(const PlayerParams& params) {
  return std::make_unique<P>(params);
}
template <>
std::unique_ptr<Player> make<RandomPlayer>(const PlayerParams&) {
  return std::make_unique<RandomPlayer>();
}

template <typename P>
std::vector<ParamInfo> params_of() {
  if constexpr (requires { P::params(); }) return P::params();
  else return {};
}

struct Entry {
  const char* name;
  const char* description;
  std::vector<ParamInfo> (*declared)();
  std::unique_ptr<Player> (*build)(const PlayerParams&);
  // A preset: another player's class with some defaults of its own.
  std::vector<std::pair<std::string, std::string>> defaults = {};

  std::vector<ParamInfo> params() const {
    ParamGroup params{name, declared()};
    for (const auto& [key, value] : defaults) params[key].default_value = value;  // a key it lacks throws
    return params.params;
  }
};
template <typename P>
Entry player(const char* name, const char* description) {
  return {name, description, params_of<P>, make<P>};
}
template <typename P>
Entry preset(const char* name, const char* description, std::vector<std::pair<std::string, std::string>> defaults) {
  return {name, description, params_of<P>, make<P>, std::move(defaults)};
}

// Every player a spec can name, in the order `pps players` lists them. A new
// player is one line here and its file in players/.
const Entry kPlayers[] = {
    player<RandomPlayer>("random",
        "places each card in a uniformly random empty cell"),
    player<GreedyPlayer>("greedy",
        "1-ply: the empty cell whose resulting position the evaluator rates highest"),
    player<McPlayer>("mc",
        "ours: flat Monte Carlo over the evaluator, every cell played out on the same deals by evaluator-greedy "
        "playouts"),
    player<TigerPlayer>("tiger",
        "Tiger (Arrington, Langley & Bogaerts 2016): MCTS with chance nodes, prune+UCT selection and best-"
        "move simulation on a state heuristic (or on another evaluator, eval=)"),
    player<BeemoPlayer>("beemo",
        "BeeMo (Castro-Wunsch, Maga & Anton 2016): learns hand-pattern utilities for the point system, then "
        "plays flat Monte Carlo with optimized-greedy playouts"),
    player<NarlPlayer>("narl",
        "GettysburgPlayer (Messinger, Yang & Neller 2016): NARL hand abstractions learned by epsilon-greedy "
        "Monte Carlo RL, expectimax to depth 2"),
    player<ChampionPlayer>("champion",
        "ours: NARL values learned for the point system (with straight outs in the abstraction); expectimax "
        "to depth 2 (exact for the last four moves) rates the cells, and a Monte Carlo race with NARL-greedy "
        "playouts among the best ones, as many as the budget affords, overrules it when clearly ahead"),
    player<TdNetPlayer>("tdnet",
        "TD network player (Harris): a 20-10 tanh MLP value function learned by temporal-difference "
        "learning on its own greedy games, Monte Carlo search mixing 0.2 of the raw estimate"),
    preset<TigerPlayer>("tiger-narl",
        "ours: tiger:eval=narl,sel=uct,rules=off, Tiger's MCTS over NARL values learned for the point system",
        {{"eval", "narl"}, {"sel", "uct"}, {"rules", "off"}}),
};

}  // namespace

std::vector<PlayerInfo> list_players() {
  std::vector<PlayerInfo> players;
  for (const Entry& entry : kPlayers) players.push_back({entry.name, entry.description, entry.params()});
  return players;
}

std::unique_ptr<Player> make_player(std::string_view spec) {
  const std::string_view name = spec.substr(0, spec.find(':'));
  for (const Entry& entry : kPlayers) {
    if (name != entry.name) continue;
    const std::vector<ParamInfo> params = entry.params();
    if (params.empty() && name.size() != spec.size())
      throw std::invalid_argument("player " + quote(name) + " takes no parameters");
    return entry.build(PlayerParams::parse(spec, params));
  }
  std::string known;
  for (const Entry& entry : kPlayers) known += (known.empty() ? "" : ", ") + std::string(entry.name);
  throw std::invalid_argument("unknown player " + quote(name) + " (available: " + known + ")");
}

}  // namespace pps
