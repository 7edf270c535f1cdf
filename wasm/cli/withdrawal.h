// The one rule for a program that keeps failing, in pps play, pps tournament
// and the lab alike (docs/TEACHING.md, "One verdict"): a program that does
// not load (it fails before its first "ready") loses every game of the run,
// none of them started again; one that loses 3 games in a row (a crash, a
// timeout, a bad answer; each lost game restarts it fresh for the next) is
// withdrawn, and its games left are lost without being played. Either way
// every player still has every deal. Built-in players are never withdrawn.
#pragma once

#include <string>

#include "ai/core/player.h"
#include "external/external_player.h"

namespace pps::cli {

// Lost games in a row that withdraw a program.
inline constexpr int kMostLostInARow = 3;
// The reason of a game a withdrawn program does not play: this, then why it was withdrawn.
inline constexpr const char* kWithdrawnPrefix = "not played: withdrawn, ";
// The reason of the first game of a program that did not load, and of its other games.
inline constexpr const char* kNotLoadedPrefix = external::kNotLoadedReason;
inline constexpr const char* kNotLoadedGamePrefix = external::kNotLoadedGameReason;

class Withdrawal {
 public:
  // Out from the start (a class's file that cannot run: `why` it did not load).
  static Withdrawal not_loaded(const std::string& why) {
    Withdrawal w;
    w.reason_ = kNotLoadedGamePrefix + why;
    return w;
  }

  // Why the player's games are no longer played ("" while it plays): the
  // reason each of them is lost with.
  const std::string& reason() const { return reason_; }
  // Records a game `player` played and lost with `forfeit` ("" if it scored).
  void record(const Player& player, const std::string& forfeit);

 private:
  int lost_in_a_row_ = 0;
  std::string reason_;
};

}  // namespace pps::cli
