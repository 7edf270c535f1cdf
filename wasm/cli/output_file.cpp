#include "cli/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdlib>
#include <cstring>

#include "cli/args.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

// Temporary files to remove if the process is interrupted (Ctrl-C, kill):
// the signal handler may only use async-signal-safe calls, so the paths sit
// in fixed buffers, each published by its flag.
struct PendingTemp {
  std::atomic<bool> used{false};
  char path[PATH_MAX] = {};
};
std::array<PendingTemp, 4> pending;  // a command writes one file at a time

extern "C" void remove_temps_and_die(int sig) {
  for (auto& p : pending)
    if (p.used.load()) unlink(p.path);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

void install_handlers_once() {
  static const bool installed = [] {
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, remove_temps_and_die);
    return true;
  }();
  (void)installed;
}

void remember_temp(const std::string& path) {
  install_handlers_once();
  for (auto& p : pending) {
    if (p.used.load() || path.size() >= sizeof p.path) continue;
    std::memcpy(p.path, path.c_str(), path.size() + 1);
    p.used.store(true);
    return;
  }
}

void forget_temp(const std::string& path) {
  for (auto& p : pending)
    if (p.used.load() && path == p.path) p.used.store(false);
}

std::string folder_of(const std::string& path) {
  const auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string name_of(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace

bool DescriptorBuffer::drain() {
  for (char* p = pbase(); p < pptr();) {
    const ssize_t n = write(fd_, p, static_cast<std::size_t>(pptr() - p));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (!error_) error_ = n < 0 ? errno : EIO;
      return false;
    }
    p += n;
  }
  setp(buffer_.data(), buffer_.data() + buffer_.size());
  return true;
}

DescriptorBuffer::int_type DescriptorBuffer::overflow(int_type c) {
  if (!drain()) return traits_type::eof();
  if (!traits_type::eq_int_type(c, traits_type::eof())) {
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
  }
  return traits_type::not_eof(c);
}

void OutputFile::check(const std::string& path, const std::string& what) {
  if (path.empty()) throw UsageError(what + " needs a file name");
  const std::string named = what + " " + quote(path);
  struct stat st {};
  if (stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) throw UsageError(named + " is a directory");
    if (!S_ISREG(st.st_mode)) {
      if (access(path.c_str(), W_OK) != 0) throw UsageError("cannot write " + named + ": " + std::strerror(errno));
      return;
    }
  }
  std::string real = path;
  if (char* resolved = realpath(path.c_str(), nullptr)) {
    real = resolved;
    std::free(resolved);
  }
  if (access(folder_of(real).c_str(), W_OK | X_OK) != 0) throw UsageError("cannot write " + named + ": " + std::strerror(errno));
}

OutputFile::OutputFile(const std::string& path, std::string what) : path_(path), what_(std::move(what)) {
  if (path.empty()) throw UsageError(what_ + " needs a file name");
  const std::string named = what_ + " " + quote(path);
  struct stat st {};
  if (stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) throw UsageError(named + " is a directory");
    if (!S_ISREG(st.st_mode)) {  // a device or a FIFO: written in place
      fd_ = open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
      if (fd_ < 0) throw UsageError("cannot write " + named + ": " + std::strerror(errno));
      buffer_.attach(fd_);
      return;
    }
    if (char* real = realpath(path.c_str(), nullptr)) {  // replace the file a link points to, not the link
      path_ = real;
      std::free(real);
    }
  }
  static int counter = 0;
  temp_ = folder_of(path_) + "/." + name_of(path_) + ".pps-tmp-" + std::to_string(getpid()) + "-" +
          std::to_string(counter++);
  remember_temp(temp_);  // before it exists: a signal right after open() still removes it
  // 0666 less the umask, like any new file; an existing file keeps its mode.
  fd_ = open(temp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd_ < 0) {
    const int error = errno;
    forget_temp(temp_);
    temp_.clear();
    throw UsageError("cannot write " + named + ": " + std::strerror(error));
  }
  if (S_ISREG(st.st_mode)) fchmod(fd_, st.st_mode & 07777);
  buffer_.attach(fd_);
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) close(fd_);
  if (temp_.empty() || committed_) return;
  unlink(temp_.c_str());
  forget_temp(temp_);
}

void OutputFile::fail_write(int error) {
  throw FileError("cannot write " + what_ + " " + quote(path_) + ": " +
                  (error ? std::strerror(error) : "the write failed"));
}

void OutputFile::commit() {
  out_.flush();
  if (buffer_.error() || !out_) fail_write(buffer_.error());
  // On disk before it replaces the old file: a crash leaves one or the other.
  if (!temp_.empty() && fsync(fd_) != 0) fail_write(errno);
  const int fd = fd_;
  fd_ = -1;
  if (close(fd) != 0) fail_write(errno);
  if (!temp_.empty() && rename(temp_.c_str(), path_.c_str()) != 0) fail_write(errno);
  forget_temp(temp_);
  committed_ = true;
}

}  // namespace pps::cli
