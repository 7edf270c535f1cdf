#include <limits>
#include <stdexcept>

#include "ai/players/beemo_player.h"
#include "ai/players/greedy_player.h"
#include "ai/players/narl_player.h"
#include "ai/core/player.h"
#include "ai/players/random_player.h"
#include "ai/players/tdnet_player.h"
#include "ai/players/tiger_player.h"
#include "engine/quote.h"

namespace pps {

std::vector<PlayerInfo> list_players() {
  return {
      {"random", "places each card in a uniformly random empty cell", {}},
      {"greedy", "1-ply: the empty cell whose resulting position the evaluator rates highest",
       GreedyPlayer::params()},
      {"tiger",
       "Tiger (Arrington, Langley & Bogaerts 2016): MCTS with chance nodes, prune+UCT selection and best-move "
       "simulation on a state heuristic",
       TigerPlayer::params()},
      {"beemo",
       "BeeMo (Castro-Wunsch, Maga & Anton 2016): learns hand-pattern utilities for the point system, then plays "
       "flat Monte Carlo with optimized-greedy playouts",
       BeemoPlayer::params()},
      {"narl",
       "GettysburgPlayer (Messinger, Yang & Neller 2016): NARL hand abstractions learned by epsilon-greedy Monte "
       "Carlo RL, expectimax to depth 2",
       NarlPlayer::params()},
      {"champion",
       "ours: NARL values learned for the point system (with straight outs in the abstraction); expectimax to "
       "depth 2 (exact for the last four moves) "
       "rates the cells, and when the budget allows a Monte Carlo race with NARL-greedy playouts decides, "
       "dropping the cells that fall clearly behind",
       NarlPlayer::champion_params()},
      {"tdnet",
       "TD network player (Harris): a 20-10 tanh MLP value function trained on its own greedy games, Monte Carlo "
       "search mixing 0.2 of the raw estimate",
       TdNetPlayer::params()},
  };
}

std::unique_ptr<Player> make_player(std::string_view spec) {
  const std::string_view name = spec.substr(0, spec.find(':'));
  if (name == "random") {
    if (name.size() != spec.size()) throw std::invalid_argument("player 'random' takes no parameters");
    return std::make_unique<RandomPlayer>();
  }
  if (name == "greedy") return std::make_unique<GreedyPlayer>(PlayerParams::parse(spec, GreedyPlayer::params()));
  if (name == "tiger") return std::make_unique<TigerPlayer>(PlayerParams::parse(spec, TigerPlayer::params()));
  if (name == "beemo") return std::make_unique<BeemoPlayer>(PlayerParams::parse(spec, BeemoPlayer::params()));
  if (name == "narl") return std::make_unique<NarlPlayer>(PlayerParams::parse(spec, NarlPlayer::params()));
  if (name == "champion")
    return std::make_unique<NarlPlayer>(PlayerParams::parse(spec, NarlPlayer::champion_params()), "champion");
  if (name == "tdnet") return std::make_unique<TdNetPlayer>(PlayerParams::parse(spec, TdNetPlayer::params()));
  std::string known;
  for (const auto& info : list_players()) known += (known.empty() ? "" : ", ") + info.name;
  throw std::invalid_argument("unknown player " + quote(name) + " (available: " + known + ")");
}

}  // namespace pps
