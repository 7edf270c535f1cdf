// A program run as a child process, spoken to in lines: its standard input
// and output are pipes, its standard error goes to pps's or to a capped log
// (program_log.h), and stopping it stops whatever it started too
// (process_tree.h). Reading never waits past a deadline and never holds more
// than one line's bytes, whatever the program does.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "external/process_tree.h"
#include "external/program_log.h"

namespace pps::external {

using Clock = std::chrono::steady_clock;

class ChildProcess {
 public:
  // Starts `launch` (process_tree.h: `/bin/sh -c COMMAND`, or in a sandbox)
  // in the current folder. Its standard error goes to `log` (null: pps's own
  // standard error, unread). Throws std::runtime_error if the process cannot
  // be created at all (a command that is not found starts, and exits with
  // status 127).
  ChildProcess(const Launch& launch, std::shared_ptr<ProgramLog> log);
  ~ChildProcess();  // kill()
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  enum class Write { kWritten, kInputClosed, kInputFull };
  // Writes `line` and a newline. kInputClosed: no process holds the
  // program's standard input any more (it closed it, or exited); kInputFull:
  // it has stopped reading it and the pipe is full.
  Write write_line(std::string_view line);

  enum class Read { kLine, kTimeout, kClosed, kTooLong, kInputClosed };
  // The next line (without "\n" or a "\r" before it) into *line, waiting
  // until `deadline` at most. kClosed: the program closed its output.
  // kInputClosed: no process holds its input any more (it closed it, or is
  // exiting), and it wrote nothing.
  // kTooLong: more than `max_bytes` bytes without a newline (*line holds the
  // start of it).
  Read read_line(Clock::time_point deadline, std::size_t max_bytes, std::string* line);
  // Whether the program has written something not read yet (or closed its
  // output), without waiting.
  bool has_output();
  // Whether the program has written bytes not read yet, without waiting (its
  // output's end does not count).
  bool has_line_waiting();
  // Whether some of what was written to the program is still in the pipe,
  // not read by it yet.
  bool input_unread() const;
  // Whether the program has written bytes that no newline has ended yet
  // (an answer without its newline, say).
  bool line_unfinished() const { return !buffered_.empty(); }

  // Asks the program to end (writes `goodbye` if not empty, closes its
  // input), waits up to `grace` for it to exit, then kill().
  void stop(std::string_view goodbye, std::chrono::milliseconds grace);
  // Kills the program and everything it started at once (SIGKILL, which
  // cannot be ignored), and reaps the program.
  void kill();
  // "exited with status N", "was killed by signal N", or "is running".
  std::string status();
  // Once killed: the start of what the program wrote on its standard error
  // (LogRelay::kHeadBytes at most; "" without a log).
  const std::string& error_output() const { return error_output_; }

 private:
  // Whether the program has exited (it stays a zombie until kill() reaps it).
  bool exited(siginfo_t* info);

  pid_t pid_ = -1;  // the program, and its process group
  int to_child_ = -1, from_child_ = -1;
  std::unique_ptr<LogRelay> log_relay_;  // copies its standard error to the log, if there is one
  std::string buffered_;  // read from the program, not yet returned
  std::string error_output_;
  bool output_closed_ = false;
  bool input_closed_ = false;  // seen by read_line
};

}  // namespace pps::external
