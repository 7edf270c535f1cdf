#include "cli/deal_flags.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include "engine/quote.h"
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

// A key file holds 64 hex digits and perhaps a newline: anything much
// longer is not a key file.
constexpr std::size_t kMaxKeyFileBytes = 1024;

// The key's text read from `fd` (a file, a pipe), without the white space
// around it; `named` says where it comes from in messages.
std::string read_key_text(int fd, const std::string& named) {
  std::string text;
  char chunk[256];
  for (;;) {
    const ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n == 0) break;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw UsageError("cannot read " + named + ": " + std::strerror(errno));
    text.append(chunk, static_cast<std::size_t>(n));
    if (text.size() > kMaxKeyFileBytes)
      throw UsageError(named + " holds more than " + std::to_string(kMaxKeyFileBytes) + " bytes: a key is 64 hex digits");
  }
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

std::string read_key_file(const std::string& path) {
  const std::string named = "--key-file " + quote(path);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw UsageError("cannot read " + named + ": " + std::strerror(errno));
  struct stat st {};
  // A file, or a pipe (--key-file <(pass show key)); not a folder or a device.
  if (::fstat(fd, &st) != 0 || !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))) {
    ::close(fd);
    throw UsageError(named + " is not a file holding a key");
  }
  try {
    std::string text = read_key_text(fd, named);
    ::close(fd);
    return text;
  } catch (...) {
    ::close(fd);
    throw;
  }
}

}  // namespace

std::vector<FlagSpec> key_flags() {
  return {
      {"key-file", "FILE",
       "sealed deals of the key in FILE (64 hex digits, pps key > FILE draws one); the same key deals the same cards "
       "(replays, shards)",
       ""},
      {"key", "HEX",
       "the key itself, or - to read it from standard input; on the command line other users of the machine can "
       "see it: prefer --key-file",
       ""},
  };
}

std::vector<FlagSpec> deal_flags() {
  auto flags = key_flags();
  flags[0].help += ". Default when an external: player plays: a new key for the run, printed after it";
  flags.push_back({"public-deals", "",
                   "the contest's deals of the seeds even when an external: player plays (it can foresee them)", ""});
  return flags;
}

std::optional<DealKey> read_given_key(const Args& args) {
  if (args.has("key") && args.has("key-file")) throw UsageError("give --key or --key-file, not both");
  std::string text, flag;
  if (args.has("key-file")) {
    flag = "--key-file";
    text = read_key_file(args.text("key-file"));
  } else if (args.has("key") && args.text("key") == "-") {
    flag = "--key -";
    text = read_key_text(0, "the key on standard input (--key -)");
  } else if (args.has("key")) {
    flag = "--key";
    text = args.text("key");
    std::cerr << "pps: warning: a key on the command line can be seen by every user of this machine (ps, "
                 "/proc/PID/cmdline, a shell's history); give it with --key-file FILE or --key - (standard input)\n";
  } else {
    return std::nullopt;
  }
  try {
    return DealKey::parse(text);
  } catch (const std::invalid_argument& e) {
    throw UsageError(flag + ": " + e.what());
  }
}

std::vector<FlagSpec> with_deal_flags(std::vector<FlagSpec> flags) {
  for (auto& flag : deal_flags()) flags.push_back(std::move(flag));
  return flags;
}

RunDeals read_deals(const Args& args, const std::vector<const Player*>& players) {
  if ((args.has("key") || args.has("key-file")) && args.has("public-deals"))
    throw UsageError("give a key or --public-deals, not both");
  const bool program_plays = std::any_of(players.begin(), players.end(), [](const Player* p) {
    return dynamic_cast<const external::ExternalPlayer*>(p) != nullptr;
  });
  RunDeals deals;
  deals.key = read_given_key(args);
  if (!deals.key && program_plays && !args.has("public-deals")) {
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
