// The players a pps command can name: the engine's (ai/players/registry.cpp)
// and, natively only, an external program (external/external_player.h).
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "ai/core/player.h"

namespace pps::cli {

// make_player(), or an ExternalPlayer for "external:...". Throws
// std::invalid_argument for a bad spec.
std::unique_ptr<Player> make_cli_player(std::string_view spec);
// list_players() and the external player.
std::vector<PlayerInfo> list_cli_players();

}  // namespace pps::cli
