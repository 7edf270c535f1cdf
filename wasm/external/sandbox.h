// Each external program in a sandbox of its own, made by bubblewrap (`bwrap`,
// Debian's bubblewrap package), which wraps the kernel's namespaces: the
// program sees the system's folders (/usr, /etc, /opt), the folders every
// program may read (pps's protocol clients) and the file or folder it comes
// from, all read-only; a /tmp and a home of its own, empty; its own processes
// only (a PID namespace: not pps, not another program, not a command line);
// no network; and none of pps's own files (the key file, the logs, the grade
// sheet, the results), even inside a folder it may read. It runs as an
// unprivileged user (nobody, uid 65534) even when pps runs as root, with
// limits on its memory, processes and file sizes.
//
// As root, bubblewrap makes the namespaces with root's rights and setpriv
// (util-linux) drops to nobody inside: a user namespace would map the
// sandbox's user to root outside, who owns most files. As another user,
// bubblewrap makes a user namespace (the kernel must allow them).
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "external/process_tree.h"

namespace pps::external {

// Why no sandbox can be made here (bubblewrap missing, user namespaces off).
struct SandboxUnavailable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// What a sandboxed program may use (docs/PLAYER-PROTOCOL.md states them).
struct SandboxLimits {
  static constexpr rlim_t kMemoryBytes = rlim_t{4} << 30;   // its data (RLIMIT_DATA), each process
  static constexpr rlim_t kProcesses = 1024;                // processes and threads, all together
  static constexpr rlim_t kFileBytes = rlim_t{256} << 20;   // any file it writes
  static constexpr long kScratchBytes = long{256} << 20;     // its /tmp, and its home
};

// The sandbox's user: nobody.
inline constexpr unsigned kSandboxUid = 65534;
// The folder a program's home is in the sandbox.
inline constexpr const char* kSandboxHome = "/home/player";

class Sandbox {
 public:
  // Finds bubblewrap (and, as root, setpriv) on PATH and makes one sandbox
  // to check that it works here; throws SandboxUnavailable saying why not.
  // `readable`: folders every program may read; `hidden`: pps's own files
  // and folders, never shown to a program.
  static std::shared_ptr<const Sandbox> make(std::vector<std::string> readable, std::vector<std::string> hidden);

  // How to start `/bin/sh -c command` in a sandbox of its own, in the folder
  // `from` (a file: its folder), which it may read. Hidden paths that exist
  // now are hidden from it.
  Launch launch(const std::string& command, const std::string& from) const;
  // Why a program cannot come from `from` ("" if it can): a folder the
  // sandbox makes afresh (/, /tmp, /proc, ...).
  static std::string refusal(const std::string& from);

 private:
  Sandbox() = default;
  std::vector<std::string> arguments(const std::string& from) const;  // bwrap's, before "--"

  std::string bwrap_, setpriv_;  // setpriv_: "" unless pps runs as root
  std::vector<std::string> readable_, hidden_;
};

// The launch of `/bin/sh -c command` as it is, without a sandbox.
Launch plain_launch(const std::string& command);

}  // namespace pps::external
