#include <iostream>

#include "ai/player.h"
#include "cli/commands.h"

namespace pps::cli {

int run_players(const Args&) {
  for (const auto& info : list_players()) {
    std::string name = info.name;
    if (name.size() < 12) name.resize(12, ' ');
    std::cout << name << " " << info.description << "\n";
  }
  return 0;
}

}  // namespace pps::cli
