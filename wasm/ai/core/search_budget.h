// How much a search player may think (docs/DESIGN.md, "Principles": time
// budgets are never overrun). Exactly one limit applies, the first set of:
//   simulations > 0   a fixed number of simulations per move: deterministic,
//                     the same moves natively and in WebAssembly, whatever the
//                     number of threads;
//   move_seconds > 0  a fixed time per move;
//   game_seconds      the contest's per-game budget (default 30 s), split over
//                     the moves that still need a search.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace pps {

struct SearchBudget {
  double game_seconds = 30.0;
  double move_seconds = 0.0;
  std::int64_t simulations = 0;
  int threads = 1;  // search threads; results do not depend on it with a fixed simulation budget

  std::string describe() const;
};

// What one search may do for one move, given by the player's move clock
// (move_clock.h) from its SearchBudget: every search (search/) takes these.
struct SearchLimits {
  std::int64_t simulations = 0;  // simulations for this move over all cells (> 0: deterministic)
  double seconds = 0;            // else a time limit for this move
  int threads = 1;
  std::uint64_t seed = 0;        // for this move's random choices
  const std::atomic<bool>* stop = nullptr;  // set from outside: return the best answer so far
  std::uint32_t cells = 0;       // the cells to rate (bit per cell); 0 = every empty cell
};

// Seconds the next move may take under a per-game budget: what is left, less
// a reserve, split evenly over the moves that still need a search (including
// this one). The reserve is 5% of the game, plus for each move left the larger
// of 5 ms and twice `overshoot`, how far a move has run past its allowance in
// this game (GameClock).
double move_allowance(double game_seconds, double used_seconds, int search_moves_left, double overshoot = 0);

// The decision time of one game under a per-game budget: the time used, and
// how far the searched moves ran past their allowances. On an idle machine a
// move overshoots by about a millisecond (the batch after the last clock
// check); on an oversubscribed one by tens of milliseconds (a descheduled
// search thread finishes its batch late and the move waits for it; a move
// with nothing left to search still waits for its threads), and bench/soak.sh
// saw Tiger end 1 s games up to 0.1 s late. Keeping back what the machine
// shows it needs per move keeps the game inside its budget however busy the
// machine is, and costs nothing on an idle one.
class GameClock {
 public:
  // Seconds the next searched move may take.
  double allowance(double game_seconds, int search_moves_left) const {
    return move_allowance(game_seconds, used_, search_moves_left, overshoot());
  }
  // A move took `took` seconds; `allowed` is what it was allowed if it searched
  // against the clock (a rule-based or fixed-cost move passes nothing).
  void record(double took, double allowed = -1);
  double used() const { return used_; }
  // The mean overshoot of the searched moves so far (0 before the first).
  double overshoot() const { return searched_ ? overshoot_sum_ / searched_ : 0.0; }

 private:
  double used_ = 0;
  double overshoot_sum_ = 0;
  int searched_ = 0;
};

// Seconds since `start`, for the searches and learners that watch the clock.
inline double elapsed_seconds(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace pps
