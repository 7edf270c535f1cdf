// Playing whole games: one player, one point system, one deal seed.
#pragma once

#include <cstdint>
#include <string>

#include "ai/core/player.h"
#include "engine/game.h"

namespace pps {

// The seed a player gets for its own randomness in the game dealt from
// `deal_seed`: fixed, so that every run of a benchmark is the same.
std::uint64_t player_seed(std::int64_t deal_seed);

// Plays a fresh game (its system, deal and number: the contest's deal of a
// seed, or a sealed deal) to the end (the player must already know the
// system) and returns the finished game. The player is seeded from the
// game's seed (a sealed deal's number), never from its cards.
Game play_game(Player& player, Game game);
// The contest's deal of `deal_seed`.
Game play_game(Player& player, const PointSystem& system, std::int64_t deal_seed);

// The contest's score of a lost game (a late, illegal or garbled answer): 10
// times the system's least hand score. Its one statement: contest games,
// tournament files and the lab's referee (through the bindings) use it.
int forfeit_score(const PointSystem& system);

// A game played by the contest's rules, as pps play and pps tournament play
// them: a player that forfeits (Forfeit), or under a per-game time budget
// thinks longer than the budget, loses the game and scores 10 times the
// system's least hand score.
struct ContestGame {
  Game game;             // as far as it was played
  int score = 0;         // the game's score, or the penalty
  double seconds = 0;    // the player's decision time
  std::string forfeit;   // why the game was lost; empty if it was not
  bool timed_out = false;
};
ContestGame play_contest_game(Player& player, Game game, const SearchBudget& budget);
ContestGame play_contest_game(Player& player, const PointSystem& system, std::int64_t deal_seed,
                              const SearchBudget& budget);

}  // namespace pps
