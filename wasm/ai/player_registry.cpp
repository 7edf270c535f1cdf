#include <limits>
#include <stdexcept>

#include "ai/player.h"
#include "ai/random_player.h"

namespace pps {

Analysis Player::analyze(const Board& board, Card card) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  analysis.best = choose(board, card);
  return analysis;
}

std::vector<PlayerInfo> list_players() {
  return {
      {"random", "places each card in a uniformly random empty cell"},
  };
}

std::unique_ptr<Player> make_player(std::string_view spec) {
  const std::string_view name = spec.substr(0, spec.find(':'));
  if (name == "random") {
    if (name.size() != spec.size()) throw std::invalid_argument("player 'random' takes no parameters");
    return std::make_unique<RandomPlayer>();
  }
  std::string known;
  for (const auto& info : list_players()) known += (known.empty() ? "" : ", ") + info.name;
  throw std::invalid_argument("unknown player '" + std::string(spec) + "' (available: " + known + ")");
}

}  // namespace pps
