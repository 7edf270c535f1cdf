// Which deals a run plays (pps play, pps tournament): the contest's public
// seeds, or sealed deals (engine/sealed_deal.h). A run in which a program
// plays (external:) is sealed unless told otherwise: on public seeds a
// program can find the seed from the first cards and foresee the rest. The
// key is drawn from /dev/urandom for the run or given (--key-file FILE, --key -
// from standard input, or --key HEX, which other users can see), and printed
// after the run, so that the key replays it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai/core/player.h"
#include "cli/args.h"
#include "engine/game.h"
#include "engine/sealed_deal.h"

namespace pps::cli {

struct RunDeals {
  std::optional<DealKey> key;  // none: the contest's deal of each seed
  bool drawn = false;          // the key was drawn for this run (not given)

  // Game `n` of the run: the deal of seed n, or sealed deal n of the key for
  // `system` (each system deals its own).
  Game game(const PointSystem& system, std::int64_t n) const {
    return key ? Game(system, n, *key) : Game(system, n);
  }
  std::string key_hex() const { return key ? key->hex() : ""; }
};

// --key and --key-file, the flags that give a key.
std::vector<FlagSpec> key_flags();
// With --public-deals.
std::vector<FlagSpec> deal_flags();
std::vector<FlagSpec> with_deal_flags(std::vector<FlagSpec> flags);
// The key given by --key HEX (with a warning on standard error: the command
// line is public), --key - (standard input) or --key-file FILE, or none;
// throws UsageError for a malformed or unreadable key.
std::optional<DealKey> read_given_key(const Args& args);
// Reads the deal flags for a run of `players`; throws UsageError for a
// malformed key.
RunDeals read_deals(const Args& args, const std::vector<const Player*>& players);
// The line printed after a sealed run ("" after public seeds).
std::string key_report(const std::string& key_hex);
// 32 bytes of /dev/urandom; throws FileError if it cannot be read.
DealKey draw_deal_key();
// Blanks the value of every --key in argv, so that a program started later
// cannot read the key in /proc/PID/cmdline.
void hide_key_arguments(int argc, char** argv);

}  // namespace pps::cli
