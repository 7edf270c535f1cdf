// The game a command reads, as the app shares it: --link (the app's share
// link, https://.../?system=SPEC&seed=S&moves=LETTERS), or --system, --seed
// and --moves (the link's fields: one letter a..y per card placed). Bad input
// throws UsageError naming the flag and the part.
#pragma once

#include <string>
#include <vector>

#include "cli/args.h"
#include "engine/game.h"

namespace pps::cli {

// The flags above, with --moves's help.
std::vector<FlagSpec> game_flags(const std::string& moves_help);

// The game of those flags after its moves.
Game game_from_flags(const Args& args);

// The system, seed and moves of a share link's query (the part after '?';
// percent-escapes and '+' decoded; other fields ignored).
struct LinkFields {
  std::string system = "american", seed, moves;
};
LinkFields parse_link(const std::string& link);

}  // namespace pps::cli
