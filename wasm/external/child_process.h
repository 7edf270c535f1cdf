// A program run as a child process, spoken to in lines: its standard input
// and output are pipes, its standard error goes where the caller says, and it
// runs in a process group of its own so that stopping it stops whatever it
// started too. Reading never waits past a deadline and never holds more than
// one line's bytes, whatever the program does.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace pps::external {

using Clock = std::chrono::steady_clock;

class ChildProcess {
 public:
  // Starts `command` with /bin/sh -c in the current folder. Its standard
  // error goes to `stderr_fd` (the caller keeps it open; -1: pps's own).
  // Throws std::runtime_error if the process cannot be created at all (a
  // command that is not found starts, and exits with status 127).
  ChildProcess(const std::string& command, int stderr_fd);
  ~ChildProcess();  // kill()
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Writes `line` and a newline; false if the program no longer reads.
  bool write_line(std::string_view line);

  enum class Read { kLine, kTimeout, kClosed, kTooLong };
  // The next line (without "\n" or a "\r" before it) into *line, waiting
  // until `deadline` at most. kClosed: the program closed its output.
  // kTooLong: more than `max_bytes` bytes without a newline (*line holds the
  // start of it).
  Read read_line(Clock::time_point deadline, std::size_t max_bytes, std::string* line);
  // Whether the program has written something not read yet (or closed its
  // output), without waiting.
  bool has_output();

  // Asks the program to end (writes `goodbye` if not empty, closes its
  // input), waits up to `grace` for it to exit, then kills its process group.
  void stop(std::string_view goodbye, std::chrono::milliseconds grace);
  // Kills the process group at once (SIGKILL, which cannot be ignored) and
  // reaps the program.
  void kill();
  // "exited with status N", "was killed by signal N", or "is running".
  std::string status();

 private:
  // Whether the program has exited (it stays a zombie until kill() reaps it).
  bool exited(siginfo_t* info);

  pid_t pid_ = -1;  // the program, and its process group
  int to_child_ = -1, from_child_ = -1;
  std::string buffered_;  // read from the program, not yet returned
  bool output_closed_ = false;
};

}  // namespace pps::external
