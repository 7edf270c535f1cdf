#include "external/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "external/process_tree.h"

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

enum class Wait { kReadable, kTimeout, kInputClosed };

// Waits until the program's output `from` is readable, or its input `to`
// has no reader left (poll reports POLLERR on a pipe's write end then), or
// `deadline` passes (at once if it has): first looking for a while, then
// asleep in ppoll. Output is reported first: a program that exits closes
// both.
Wait wait_readable(int from, int to, Clock::time_point deadline) {
  pollfd p[2] = {{from, POLLIN, 0}, {to, 0, 0}};
  const nfds_t count = to >= 0 ? 2 : 1;
  const auto result = [&] { return p[0].revents ? Wait::kReadable : Wait::kInputClosed; };
  const auto stop_looking = std::min(deadline, Clock::now() + kLookBeforeSleeping);
  do {
    if (::poll(p, count, 0) > 0) return result();
  } while (Clock::now() < stop_looking);
  for (;;) {
    const auto left = std::max(Clock::duration::zero(), deadline - Clock::now());
    const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(left).count();
    timespec timeout{static_cast<time_t>(ns / 1'000'000'000), static_cast<long>(ns % 1'000'000'000)};
    const int ready = ::ppoll(p, count, &timeout, nullptr);
    if (ready > 0) return result();
    if (ready == 0) return Wait::kTimeout;
    if (errno != EINTR) return Wait::kReadable;  // let read() report the error
  }
}

}  // namespace

ChildProcess::ChildProcess(const Launch& launch, std::shared_ptr<ProgramLog> log) {
  ignore_sigpipe();
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  const auto close_all = [&] {
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]})
      if (fd >= 0) ::close(fd);
  };
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || (log && ::pipe2(err, O_CLOEXEC) != 0)) {
    close_all();
    fail("pipe");
  }
  try {
    pid_ = spawn_program(launch, in[0], out[1], err[1]);
  } catch (const std::exception&) {
    close_all();
    throw;
  }
  ::close(in[0]);
  ::close(out[1]);
  to_child_ = in[1];
  from_child_ = out[0];
  if (log) {
    ::close(err[1]);
    try {
      log_relay_ = std::make_unique<LogRelay>(err[0], std::move(log));
    } catch (const std::exception&) {  // the constructor throws: no destructor will stop the program
      kill();
      throw;
    }
  }
  // A program that stops reading its input must not block pps: a full pipe
  // makes the write fail instead.
  ::fcntl(to_child_, F_SETFL, ::fcntl(to_child_, F_GETFL) | O_NONBLOCK);
}

ChildProcess::~ChildProcess() { kill(); }

ChildProcess::Write ChildProcess::write_line(std::string_view line) {
  if (to_child_ < 0) return Write::kInputClosed;
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
      return n < 0 && errno == EAGAIN ? Write::kInputFull : Write::kInputClosed;  // else EPIPE
    }
  }
  return Write::kWritten;
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
    switch (wait_readable(from_child_, input_closed_ ? -1 : to_child_, deadline)) {
      case Wait::kTimeout: return Read::kTimeout;
      case Wait::kInputClosed:
        input_closed_ = true;  // (POLLERR stays: it is not polled again)
        return Read::kInputClosed;
      case Wait::kReadable: break;
    }
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

bool ChildProcess::has_line_waiting() {
  if (buffered_.empty() && !output_closed_ && from_child_ >= 0 && readable_now(from_child_)) {
    char chunk[4096];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n > 0) buffered_.append(chunk, static_cast<std::size_t>(n));
    else if (n == 0 || errno != EINTR) output_closed_ = true;
  }
  return !buffered_.empty();
}

bool ChildProcess::input_unread() const {
  int unread = 0;
  // FIONREAD on the pipe's write end counts the bytes in the pipe (Linux).
  return to_child_ >= 0 && ::ioctl(to_child_, FIONREAD, &unread) == 0 && unread > 0;
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
    kill_program_tree(pid_);
    pid_ = -1;
  }
  if (log_relay_) error_output_ = log_relay_->finish();  // after the kill: what the program wrote last is in the log
  log_relay_.reset();
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
