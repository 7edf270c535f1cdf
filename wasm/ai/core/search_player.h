// The base of every player that searches: it owns the move clock
// (move_clock.h) and the game's seed, and runs each decision under them, so a
// new searching player only writes decide(). Its per-move seed depends on the
// game, the position and the card, so a fixed simulation budget replays the
// same moves on any number of threads and in both WebAssembly builds.
#pragma once

#include <algorithm>
#include <cstdint>

#include "ai/core/move_clock.h"
#include "ai/core/player.h"
#include "engine/rng.h"

namespace pps {

class SearchPlayer : public Player {
 public:
  void new_game(std::uint64_t seed) override;
  int choose(const Board& board, Card card) final { return timed(board, card, false).best; }
  Analysis analyze(const Board& board, Card card) final { return timed(board, card, true); }

  // Decision time used in the current game so far, in seconds.
  double seconds_used() const { return clock_.used(); }

 protected:
  // Where `card` goes on `board`, within move.limits (set move.searched when
  // the decision searched against them). `analyzing`: a hint asks, so every
  // empty cell should get a value.
  virtual Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) = 0;
  // How many moves from this one on (`empty_cells` empty now) share a
  // per-game time budget: by default every move but the last, forced one.
  virtual int search_moves_left(int empty_cells) const { return std::max(1, empty_cells - 1); }

  Rng rng_;  // the player's own choices (ties), from new_game()
  std::uint64_t game_seed_ = 0;

 private:
  Analysis timed(const Board& board, Card card, bool analyzing);

  MoveClock clock_;
};

}  // namespace pps
