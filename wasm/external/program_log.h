// A program's standard error in its log file (external:log=FILE) or on pps's
// standard error, up to a cap: a program that writes without end must not
// fill the disk. The program writes into a pipe; a thread of pps's copies the
// pipe into the file, so the program never waits on a full pipe, and past the
// cap the rest is read and dropped, with one line in the file saying so. The
// thread also keeps the start of what each start of the program wrote: why a
// program that does not load failed is read there (load_error.h).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

namespace pps::external {

class ProgramLog {
 public:
  // What pps writes to one log file in a run, over all of the program's
  // starts (docs/PLAYER-PROTOCOL.md states it).
  static constexpr std::int64_t kCapBytes = std::int64_t{16} << 20;

  // Opens `path` for appending (creating it); throws std::invalid_argument
  // naming the file if it cannot.
  explicit ProgramLog(const std::string& path);
  // pps's own standard error.
  ProgramLog();
  ~ProgramLog();
  ProgramLog(const ProgramLog&) = delete;
  ProgramLog& operator=(const ProgramLog&) = delete;

  // Appends `bytes`, or what fits under the cap, then the note; safe from
  // any thread.
  void write(std::string_view bytes);

 private:
  std::mutex mutex_;
  int fd_ = -1;
  bool owned_ = true;  // fd_ is pps's to close
  std::int64_t written_ = 0;
  bool capped_ = false;
};

// Copies what a pipe's read end `fd` (which it takes over) delivers into
// `log`, on a thread of its own, until every writer has closed the pipe or
// the relay is finished (then it copies what is already in the pipe first).
class LogRelay {
 public:
  // What the relay keeps of the start of what it copied.
  static constexpr std::size_t kHeadBytes = 64 * 1024;

  LogRelay(int fd, std::shared_ptr<ProgramLog> log);
  ~LogRelay();  // finish()
  LogRelay(const LogRelay&) = delete;
  LogRelay& operator=(const LogRelay&) = delete;

  // Stops copying (after what is already in the pipe) and returns the first
  // kHeadBytes it copied.
  std::string finish();

 private:
  void run();

  std::string head_;  // the thread's until finish() has joined it
  bool finished_ = false;

  int fd_ = -1;
  int stop_[2] = {-1, -1};  // a byte written to stop_[1] ends the thread
  std::shared_ptr<ProgramLog> log_;
  std::thread thread_;
};

}  // namespace pps::external
