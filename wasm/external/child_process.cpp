#include "external/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace pps::external {

namespace {

// A program that exits while pps writes to it must cost its game, not kill
// pps: writes to a closed pipe then fail with EPIPE instead of raising SIGPIPE.
void ignore_sigpipe() {
  static std::once_flag once;
  std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

[[noreturn]] void fail(const std::string& what) {
  throw std::runtime_error(what + ": " + std::strerror(errno));
}

// How long to look for an answer before going to sleep on it. Waking from
// ppoll costs tens of microseconds on a virtual machine, many times what a
// quick program takes to answer; looking without sleeping for this long
// catches those answers, and costs a program that thinks nothing it would
// notice (bench/RESULTS.md, "The command-line player protocol").
constexpr auto kLookBeforeSleeping = std::chrono::microseconds(50);

bool readable_now(int fd) {
  pollfd p{fd, POLLIN, 0};
  return ::poll(&p, 1, 0) != 0;  // readable, closed or an error: read() tells which
}

// Waits until one descriptor is readable or `deadline` passes (at once if it
// has): first looking for a while, then asleep in ppoll.
bool wait_readable(int fd, Clock::time_point deadline) {
  const auto stop_looking = std::min(deadline, Clock::now() + kLookBeforeSleeping);
  do {
    if (readable_now(fd)) return true;
  } while (Clock::now() < stop_looking);
  for (;;) {
    const auto left = std::max(Clock::duration::zero(), deadline - Clock::now());
    const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(left).count();
    timespec timeout{static_cast<time_t>(ns / 1'000'000'000), static_cast<long>(ns % 1'000'000'000)};
    pollfd p{fd, POLLIN, 0};
    const int ready = ::ppoll(&p, 1, &timeout, nullptr);
    if (ready > 0) return true;
    if (ready == 0) return false;
    if (errno != EINTR) return true;  // let read() report the error
  }
}

}  // namespace

ChildProcess::ChildProcess(const std::string& command, int stderr_fd) {
  ignore_sigpipe();
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) fail("pipe");
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    fail("pipe");
  }
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_adddup2(&files, in[0], 0);
  posix_spawn_file_actions_adddup2(&files, out[1], 1);
  if (stderr_fd >= 0) posix_spawn_file_actions_adddup2(&files, stderr_fd, 2);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // A group of its own (so that kill() reaches its children), SIGPIPE back to
  // its default, and no signal blocked.
  sigset_t defaults, none;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigemptyset(&none);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
  const int error = ::posix_spawn(&pid_, "/bin/sh", &files, &attr, const_cast<char* const*>(argv), environ);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attr);
  ::close(in[0]);
  ::close(out[1]);
  to_child_ = in[1];
  from_child_ = out[0];
  if (error != 0) {
    errno = error;
    pid_ = -1;
    ::close(to_child_), ::close(from_child_);
    to_child_ = from_child_ = -1;
    fail("cannot start /bin/sh");
  }
  // A program that stops reading its input must not block pps: a full pipe
  // makes the write fail instead.
  ::fcntl(to_child_, F_SETFL, ::fcntl(to_child_, F_GETFL) | O_NONBLOCK);
}

ChildProcess::~ChildProcess() { kill(); }

bool ChildProcess::write_line(std::string_view line) {
  if (to_child_ < 0) return false;
  std::string bytes(line);
  bytes += '\n';
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(to_child_, bytes.data() + done, bytes.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      return false;  // EPIPE: it closed its input or exited; EAGAIN: it does not read
    }
  }
  return true;
}

ChildProcess::Read ChildProcess::read_line(Clock::time_point deadline, std::size_t max_bytes, std::string* line) {
  for (;;) {
    const std::size_t newline = buffered_.find('\n');
    if (newline != std::string::npos && newline <= max_bytes) {
      line->assign(buffered_, 0, newline);
      buffered_.erase(0, newline + 1);
      if (!line->empty() && line->back() == '\r') line->pop_back();
      return Read::kLine;
    }
    if (buffered_.size() > max_bytes) {
      line->assign(buffered_, 0, max_bytes);
      return Read::kTooLong;
    }
    if (output_closed_ || from_child_ < 0) {
      *line = buffered_;
      return Read::kClosed;
    }
    if (!wait_readable(from_child_, deadline)) return Read::kTimeout;
    char chunk[4096];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n > 0) {
      buffered_.append(chunk, static_cast<std::size_t>(n));
    } else if (n == 0 || errno != EINTR) {
      output_closed_ = true;
    }
  }
}

bool ChildProcess::has_output() {
  return !buffered_.empty() || output_closed_ || from_child_ < 0 || readable_now(from_child_);
}

bool ChildProcess::exited(siginfo_t* info) {
  if (pid_ < 0) return false;
  // WNOWAIT leaves the program a zombie: while it is one, its process group
  // id cannot be reused, so kill() below reaches only what it started.
  siginfo_t local{};
  siginfo_t* out = info ? info : &local;
  out->si_pid = 0;
  return ::waitid(P_PID, static_cast<id_t>(pid_), out, WEXITED | WNOHANG | WNOWAIT) == 0 && out->si_pid == pid_;
}

void ChildProcess::stop(std::string_view goodbye, std::chrono::milliseconds grace) {
  if (pid_ < 0) return;
  if (!goodbye.empty()) write_line(goodbye);
  if (to_child_ >= 0) ::close(to_child_), to_child_ = -1;
  const auto until = Clock::now() + grace;
  while (Clock::now() < until && !exited(nullptr)) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  kill();
}

void ChildProcess::kill() {
  if (pid_ >= 0) {
    ::kill(-pid_, SIGKILL);  // the group: the program and whatever it started (SIGKILL cannot be ignored)
    while (::waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
  }
  if (to_child_ >= 0) ::close(to_child_), to_child_ = -1;
  if (from_child_ >= 0) ::close(from_child_), from_child_ = -1;
}

std::string ChildProcess::status() {
  siginfo_t info{};
  if (!exited(&info)) return "is running";
  if (info.si_code == CLD_EXITED) return "exited with status " + std::to_string(info.si_status);
  return "was killed by signal " + std::to_string(info.si_status);
}

}  // namespace pps::external
