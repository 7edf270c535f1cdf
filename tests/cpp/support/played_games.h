// The games of a pps play --json file, and the check that a program plays
// exactly the games of its built-in twin (the clients' greedy samples).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include "text_patterns.h"

// The built-in player that plays as the clients' greedy samples do: the
// reference their games are checked against.
inline const std::string kGreedyTwin = "greedy:eval=points,ties=first";

// The "game" strings (system;seed;moves) of a pps play --json file, in order;
// of sealed deals, the "moves".
inline std::vector<std::string> games_in(const std::string& json) {
  std::vector<std::string> games;
  for (const PatternMatch& game : find_all(json, "\"(?:game|moves)\":\"([^\"]*)\"")) games.push_back(game.group[1]);
  return games;
}

// Plays `games` sealed deals (from 900000, of one key) of `system` with
// `program` and with its built-in `twin`, and expects the same games, move for
// move. `tag` names the JSON files in a fresh folder. Returns the
// program's run.
inline CliRun expect_same_games_as_twin(const std::string& program, const std::string& twin, const std::string& system,
                                        int games, const std::string& tag) {
  const std::string dir = scratch_folder(tag) + "/";
  const std::string key = "5ea1ed0000000000000000000000000000000000000000000000000000000001";
  const std::string flags =
      " --system " + system + " --games " + std::to_string(games) + " --seed 900000 --key " + key + " --json ";
  const CliRun ours = run_pps("play --player '" + program + "'" + flags + dir + tag + "-program.json");
  const CliRun theirs = run_pps("play --player '" + twin + "'" + flags + dir + tag + "-twin.json");
  EXPECT_EQ(ours.status, 0) << ours.output;
  EXPECT_EQ(theirs.status, 0) << theirs.output;
  const auto our_games = games_in(read_text_file(dir + tag + "-program.json"));
  EXPECT_EQ(our_games.size(), static_cast<std::size_t>(games)) << ours.output;
  EXPECT_EQ(our_games, games_in(read_text_file(dir + tag + "-twin.json"))) << system;
  EXPECT_EQ(ours.output.find("lost by the contest's rules"), std::string::npos) << ours.output;
  return ours;
}
