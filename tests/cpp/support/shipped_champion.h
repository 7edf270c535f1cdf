// The champion as the app's hint plays it: the values the app ships
// (web/public/learned/, gzip-compressed, read through the gzip program), the
// normal strength's 3,000 simulations a move, seeded for the deal as `pps
// analyze` and the page seed it.
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "ai/learn/learning_player.h"
#include "test_paths.h"

namespace pps::test {

// The bytes of a gzip-compressed file, or "" (with a test failure) if gzip could not read it.
inline std::string gunzipped(const std::string& path) {
  std::string bytes;
  FILE* pipe = popen(("gzip -dc '" + path + "'").c_str(), "r");
  if (!pipe) {
    ADD_FAILURE() << "cannot run gzip";
    return bytes;
  }
  char buffer[65536];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) bytes.append(buffer, n);
  if (pclose(pipe) != 0) ADD_FAILURE() << "gzip could not read " << path;
  return bytes;
}

// The champion with the shipped values of `system` ("american", "british"),
// at `simulations` a move, seeded for deal `seed`.
inline std::unique_ptr<Player> shipped_champion(const std::string& system, std::int64_t seed,
                                                long long simulations = 3000) {
  auto player = make_player("champion");
  SearchBudget budget;
  budget.simulations = simulations;
  player->set_budget(budget);
  auto* learner = dynamic_cast<LearningPlayer*>(player.get());
  learner->load(gunzipped(repository_root() + "/web/public/learned/champion-" + system + "-4000000.bin.gz"),
                PointSystem::parse(system));
  player->set_system(PointSystem::parse(system));
  player->new_game(player_seed(seed));
  return player;
}

}  // namespace pps::test
