#include "external/program_log.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace pps::external {

namespace {

void write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // a full disk loses log lines, never a game
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

}  // namespace

ProgramLog::ProgramLog(const std::string& path) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw std::invalid_argument("cannot open log=" + path + ": " + std::strerror(errno));
}

ProgramLog::ProgramLog() : fd_(2), owned_(false) {}

ProgramLog::~ProgramLog() {
  if (owned_) ::close(fd_);
}

void ProgramLog::write(std::string_view bytes) {
  std::lock_guard lock(mutex_);
  if (capped_) return;
  const auto room = static_cast<std::size_t>(kCapBytes - written_);
  write_all(fd_, bytes.substr(0, room));
  written_ += static_cast<std::int64_t>(std::min(room, bytes.size()));
  if (bytes.size() > room) {
    capped_ = true;
    write_all(fd_, "\npps: the program wrote more than " + std::to_string(kCapBytes) +
                       " bytes to its standard error in this run; the rest is not kept\n");
  }
}

LogRelay::LogRelay(int fd, std::shared_ptr<ProgramLog> log) : fd_(fd), log_(std::move(log)) {
  if (::pipe2(stop_, O_CLOEXEC) != 0) {
    ::close(fd_);
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) | O_NONBLOCK);
  try {
    thread_ = std::thread([this] { run(); });
  } catch (const std::exception&) {
    for (int open_fd : {fd_, stop_[0], stop_[1]}) ::close(open_fd);
    throw;
  }
}

LogRelay::~LogRelay() { finish(); }

std::string LogRelay::finish() {
  if (!finished_) {
    finished_ = true;
    const char byte = 1;
    (void)!::write(stop_[1], &byte, 1);
    thread_.join();
    ::close(stop_[0]);
    ::close(stop_[1]);
    ::close(fd_);
  }
  return head_;
}

void LogRelay::run() {
  char chunk[65536];
  bool stopping = false;
  int reads_after_stop = 0;
  for (;;) {
    pollfd fds[2] = {{fd_, POLLIN, 0}, {stop_[0], POLLIN, 0}};
    // Once asked to stop, only what is already in the pipe is copied: a
    // process that escaped the kill may hold the pipe open forever.
    if (::poll(fds, stopping ? 1 : 2, stopping ? 0 : -1) < 0 && errno != EINTR) return;
    if (fds[1].revents) stopping = true;
    if (!fds[0].revents) {
      if (stopping) return;
      continue;
    }
    // ... and a writer that goes on writing cannot keep the relay copying.
    if (stopping && ++reads_after_stop > 16) return;
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n > 0) {
      const std::string_view bytes(chunk, static_cast<std::size_t>(n));
      if (head_.size() < kHeadBytes) head_.append(bytes.substr(0, kHeadBytes - head_.size()));
      log_->write(bytes);
    } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
      return;  // every writer closed it
    }
  }
}

}  // namespace pps::external
