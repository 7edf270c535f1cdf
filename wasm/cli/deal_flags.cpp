#include "cli/deal_flags.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include "external/external_player.h"

namespace pps::cli {

namespace {

// The key lives in this process's memory for the whole run. A program runs
// as the same user, and could read that memory through /proc/PID/mem or a
// debugger unless the process is marked non-dumpable (which the kernel
// resets for the programs at their exec, so they are unaffected).
void keep_key_from_programs() {
#if defined(__linux__)
  ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
}

}  // namespace

std::vector<FlagSpec> deal_flags() {
  return {
      {"key", "HEX",
       "sealed deals of this key: 64 hex digits (pps key draws one); the same key deals the same cards (replays, "
       "shards). Default when an external: player plays: a new key for the run, printed after it",
       ""},
      {"public-deals", "", "the contest's deals of the seeds even when an external: player plays (it can foresee them)",
       ""},
  };
}

std::vector<FlagSpec> with_deal_flags(std::vector<FlagSpec> flags) {
  for (auto& flag : deal_flags()) flags.push_back(std::move(flag));
  return flags;
}

RunDeals read_deals(const Args& args, const std::vector<const Player*>& players) {
  if (args.has("key") && args.has("public-deals")) throw UsageError("give --key or --public-deals, not both");
  const bool program_plays = std::any_of(players.begin(), players.end(), [](const Player* p) {
    return dynamic_cast<const external::ExternalPlayer*>(p) != nullptr;
  });
  RunDeals deals;
  if (args.has("key")) {
    try {
      deals.key = DealKey::parse(args.text("key"));
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--key: ") + e.what());
    }
  } else if (program_plays && !args.has("public-deals")) {
    deals.key = draw_deal_key();
    deals.drawn = true;
  }
  if (deals.key) keep_key_from_programs();
  return deals;
}

std::string key_report(const std::string& key_hex) {
  if (key_hex.empty()) return "";
  return "deals sealed with key " + key_hex + " (--key " + key_hex + " deals them again)\n";
}

DealKey draw_deal_key() {
  DealKey key;
  std::FILE* source = std::fopen("/dev/urandom", "rb");
  const bool read = source && std::fread(key.bytes.data(), 1, key.bytes.size(), source) == key.bytes.size();
  const int error = errno;
  if (source) std::fclose(source);
  if (!read)
    throw FileError(std::string("cannot draw a deal key from /dev/urandom: ") +
                    (error ? std::strerror(error) : "it ended early"));
  return key;
}

void hide_key_arguments(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    char* value = nullptr;
    if (std::strcmp(argv[i], "--key") == 0 && i + 1 < argc) value = argv[i + 1];
    if (std::strncmp(argv[i], "--key=", 6) == 0) value = argv[i] + 6;
    if (value) std::memset(value, 'x', std::strlen(value));
  }
}

}  // namespace pps::cli
