// A player chooses where each card goes. It is an evaluator + a search + a
// time policy (DESIGN.md §3); the simplest ones need none of these.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board.h"
#include "engine/point_system.h"

namespace pps {

class Player {
 public:
  virtual ~Player() = default;

  // The spec string this player was built from, e.g. "random".
  virtual std::string spec() const = 0;
  // Called before the games of a point system (learning players prepare here).
  virtual void set_system(const PointSystem& system) { system_ = system; }
  // Called at the start of each game with a seed for the player's own choices,
  // so that a game is reproducible from (system, deal seed, player seed).
  virtual void new_game(std::uint64_t seed) = 0;
  // The empty cell where `card` goes on `board`.
  virtual int choose(const Board& board, Card card) = 0;

 protected:
  PointSystem system_;
};

// One line per available player: its spec and what it does.
struct PlayerInfo {
  std::string name;
  std::string description;
};
std::vector<PlayerInfo> list_players();

// Builds a player from its spec string; throws std::invalid_argument with a
// clear message for an unknown player or a bad parameter.
std::unique_ptr<Player> make_player(std::string_view spec);

}  // namespace pps
