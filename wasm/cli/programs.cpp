#include "cli/programs.h"

#include <iostream>

#include "engine/quote.h"
#include "external/external_player.h"
#include "external/sandbox.h"

namespace pps::cli {

namespace {

std::vector<external::ExternalPlayer*> programs_of(const std::vector<Player*>& players) {
  std::vector<external::ExternalPlayer*> out;
  for (Player* player : players)
    if (auto* program = dynamic_cast<external::ExternalPlayer*>(player)) out.push_back(program);
  return out;
}

}  // namespace

std::vector<FlagSpec> with_program_flags(std::vector<FlagSpec> flags) {
  flags.push_back({"no-sandbox", "",
                   "run external: programs as they are, with your rights, where no sandbox can be made (bubblewrap "
                   "missing, user namespaces off): each can then read your files, the key and the other programs' "
                   "files; the grade sheet and --json say so",
                   ""});
  return flags;
}

std::optional<bool> prepare_programs(const Args& args, const std::vector<Player*>& players,
                                     const std::vector<std::string>& hidden, const std::vector<std::string>& readable) {
  const auto programs = programs_of(players);
  if (programs.empty()) return std::nullopt;
  std::vector<std::string> own_files = hidden;
  for (external::ExternalPlayer* program : programs) {
    try {
      for (const std::string& file : program->open_files()) own_files.push_back(file);
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  if (args.has("no-sandbox")) {
    std::cerr << "pps: the programs run without a sandbox (--no-sandbox): each can read your files, the key and the "
                 "other programs' files\n";
    return false;
  }
  for (external::ExternalPlayer* program : programs)
    if (const std::string why = external::Sandbox::refusal(program->from()); !why.empty()) throw UsageError(why);
  std::shared_ptr<const external::Sandbox> sandbox;
  try {
    sandbox = external::Sandbox::make(readable, own_files);
  } catch (const external::SandboxUnavailable& e) {
    throw UsageError(std::string("no sandbox can be made for the programs: ") + e.what() +
                     ". pps runs programs in a sandbox of their own so that none can read your files, the key or "
                     "another's files; --no-sandbox runs them without one");
  }
  for (external::ExternalPlayer* program : programs) program->use_sandbox(sandbox);
  return true;
}

void finish_programs(const std::vector<Player*>& players) {
  for (external::ExternalPlayer* program : programs_of(players)) program->finish();
}

std::string sandbox_word(std::optional<bool> sandboxed) {
  if (!sandboxed) return "";
  return *sandboxed ? "bubblewrap" : "none";
}

}  // namespace pps::cli
