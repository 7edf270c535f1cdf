// The one owner of a searching player's time (docs/DESIGN.md, "A player is an
// evaluator, a search and a time policy"; Stockfish's TimeManagement is the
// model): it gives each move its SearchLimits under the player's SearchBudget
// and records what the move used, so that a per-game budget holds however busy
// the machine is (GameClock keeps a reserve). SearchPlayer (search_player.h)
// runs it around every decision: a player writes no time code of its own.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "ai/core/search_budget.h"

namespace pps {

// One move as the clock sees it: its limits, when it started, and whether it
// searched against them.
struct TimedMove {
  SearchLimits limits;
  std::chrono::steady_clock::time_point start;
  // Set by the decision when it searched against limits.seconds: only such
  // moves teach the clock how far moves overshoot (a rule or a greedy move
  // ends at once and teaches nothing).
  bool searched = false;
};

class MoveClock {
 public:
  // A new game: the per-game budget starts again.
  void new_game() { clock_ = GameClock(); }

  // Starts a move with `search_moves_left` searched moves to go in the game
  // (this one included). Its limits.seconds:
  //   simulations > 0   0: the search counts simulations, not time;
  //   move_seconds > 0  the per-move budget, less a margin for what follows
  //                     the last look at the clock (5 ms, or a tenth of it);
  //   else              this move's share of what is left of the game, less
  //                     the clock's reserve (move_allowance).
  TimedMove start(const SearchBudget& budget, int search_moves_left, std::uint64_t seed,
                  const std::atomic<bool>* stop) const;
  // Adds the move to the game's clock.
  void finish(const TimedMove& move, const SearchBudget& budget);

  // Decision time used in this game so far, in seconds.
  double used() const { return clock_.used(); }

 private:
  GameClock clock_;
};

}  // namespace pps
