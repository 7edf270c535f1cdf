// The external programs of a run (pps play, pps tournament): each in a
// sandbox of its own (external/sandbox.h) unless --no-sandbox, and stopped,
// every process of theirs gone, before pps writes its outputs.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/core/player.h"
#include "cli/args.h"

namespace pps::cli {

// --no-sandbox.
std::vector<FlagSpec> with_program_flags(std::vector<FlagSpec> flags);

// Gets the programs among `players` ready to run: creates their log and
// trace files, then puts each in a sandbox of its own, which shows it none
// of `hidden` (pps's outputs, the key file), none of the other programs'
// files, and lets it read `readable` (the protocol's clients). Returns
// whether the programs are sandboxed, or nothing when no program plays.
// Throws UsageError when no sandbox can be made here and --no-sandbox was
// not given, saying why.
std::optional<bool> prepare_programs(const Args& args, const std::vector<Player*>& players,
                                     const std::vector<std::string>& hidden, const std::vector<std::string>& readable);

// Ends every program among `players` ("quit", then killed with everything it
// started): after this no process of theirs runs, and pps writes its outputs.
void finish_programs(const std::vector<Player*>& players);

// What the report, the grade sheet and --json say of the sandbox: "bubblewrap",
// "none", or "" when no program played.
std::string sandbox_word(std::optional<bool> sandboxed);

}  // namespace pps::cli
