// The player's side of the player protocol (docs/PLAYER-PROTOCOL.md), for
// pps serve: a built-in player reads a harness's lines and answers them, so
// that it plays in anything that speaks the protocol (pps itself, the Java
// client's PpsServePlayer in the contest's framework, another manager).
//
// The protocol gives a player no seed for its own random choices, so the
// served player makes them as pps makes a built-in player's: game k after a
// "system" line (k = 0, 1, ...) gets the seed pps gives the deal
// first_seed + k (match.h's player_seed). A harness that plays the deals
// S0, S0 + 1, ... in order, as pps play and pps tournament do, then sees the
// moves the built-in player makes in pps, game for game.
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <string>

#include "ai/core/player.h"

namespace pps::external {

struct ServeOptions {
  std::string name;             // the name in the handshake (1 to 64 printable bytes)
  std::int64_t first_seed = 0;  // the deal seed of the harness's first game after each "system"
  // Think by the harness's clock (the MILLIS of each card) rather than by
  // the player's own budget (a fixed number of simulations, or a time per move).
  bool use_game_clock = true;
  // Makes the player ready for a point system within `millis`, the
  // harness's preparation time (a learning player learns, or loads what it
  // learned). Empty: player.set_system().
  std::function<void(const PointSystem& system, std::int64_t millis)> prepare;
};

// Answers the harness's lines from `in`, each answer handed to `answer`
// (which writes it, with a newline, and flushes), until "quit" or the end of
// `in`. Throws std::invalid_argument, naming the line, for a line it cannot
// read or that comes out of order: the harness is not speaking the protocol.
void serve(std::istream& in, const std::function<void(const std::string&)>& answer, Player& player,
           const ServeOptions& options);

}  // namespace pps::external
