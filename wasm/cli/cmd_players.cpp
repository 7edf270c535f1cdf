#include <iostream>

#include "cli/player_factory.h"
#include "cli/commands.h"

namespace pps::cli {

// Every player, then its parameters as "key=default  meaning" lines: a spec
// is "name" or "name:key=value,...".
int run_players(const Args&) {
  for (const auto& info : list_cli_players()) {
    std::string name = info.name;
    if (name.size() < 12) name.resize(12, ' ');
    std::cout << name << " " << info.description << "\n";
    for (const auto& param : info.params) {
      std::string key = "    " + param.name + "=" + param.default_value;
      if (key.size() < 26) key.resize(26, ' ');
      std::cout << key << " " << param.help << "\n";
    }
  }
  std::cout << "\nA spec is NAME or NAME:KEY=VALUE,..., e.g. tiger:sim=random,cp=20\n";
  return 0;
}

}  // namespace pps::cli
