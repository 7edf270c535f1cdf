// The one time policy of every searching player (docs/DESIGN.md, "Principles":
// time budgets are never overrun): how many seconds this move may search under
// the player's SearchBudget, and the game's clock that makes a per-game budget
// hold however busy the machine is (GameClock keeps a reserve).
#pragma once

#include <chrono>

#include "ai/core/search_budget.h"

namespace pps {

class TimePolicy {
 public:
  // A new game: the per-game budget starts again.
  void new_game() { clock_ = GameClock(); }

  // Seconds this move may search, with `search_moves_left` searched moves
  // to go in the game (this one included):
  //   simulations > 0   0: the search counts simulations, not time;
  //   move_seconds > 0  the per-move budget, less a margin for what follows
  //                     the last look at the clock (5 ms, or a tenth of it);
  //   else              this move's share of what is left of the game, less
  //                     the clock's reserve (move_allowance).
  double move_seconds(const SearchBudget& budget, int search_moves_left) const;

  // Adds a decision that started at `start` to the game's clock. `allowed`:
  // the seconds it searched against a per-game budget, or -1 (a fixed-cost
  // move, or another kind of budget), so that only searches teach the clock
  // how far moves overshoot.
  void record(std::chrono::steady_clock::time_point start, double allowed);

  static bool per_game(const SearchBudget& budget) { return budget.simulations <= 0 && budget.move_seconds <= 0; }
  double used() const { return clock_.used(); }

 private:
  GameClock clock_;
};

}  // namespace pps
