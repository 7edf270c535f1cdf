#include "cli/player_factory.h"

#include "external/external_player.h"

namespace pps::cli {

using external::ExternalPlayer;

std::unique_ptr<Player> make_cli_player(std::string_view spec) {
  if (spec.substr(0, spec.find(':')) == ExternalPlayer::kName) return std::make_unique<ExternalPlayer>(spec);
  return make_player(spec);
}

std::vector<PlayerInfo> list_cli_players() {
  std::vector<PlayerInfo> players = list_players();
  players.push_back({std::string(ExternalPlayer::kName), ExternalPlayer::description(), ExternalPlayer::params()});
  return players;
}

}  // namespace pps::cli
