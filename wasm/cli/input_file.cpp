#include "cli/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "cli/args.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "a special file";
}

// Closes the descriptor on every way out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) close(fd);
  }
};

// Reads until `size` bytes or the end of the file.
std::size_t read_up_to(int fd, char* out, std::size_t size, const std::string& named) {
  std::size_t got = 0;
  while (got < size) {
    const ssize_t n = read(fd, out + got, size - got);
    if (n == 0) break;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw UsageError("cannot read " + named + ": " + std::strerror(errno));
    got += static_cast<std::size_t>(n);
  }
  return got;
}

}  // namespace

std::string read_input_file(const std::string& path, const std::string& what, std::size_t max_bytes) {
  const std::string named = what + " " + quote(path);
  // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused below).
  const Descriptor file{open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (file.fd < 0) throw UsageError("cannot read " + named + ": " + std::strerror(errno));
  struct stat st {};
  if (fstat(file.fd, &st) != 0) throw UsageError("cannot read " + named + ": " + std::strerror(errno));
  if (!S_ISREG(st.st_mode)) throw UsageError(named + " is " + kind_of(st.st_mode) + ", not a regular file");
  if (static_cast<std::size_t>(st.st_size) > max_bytes)
    throw UsageError(named + " is " + std::to_string(st.st_size) + " bytes, more than the " +
                     std::to_string(max_bytes) + " allowed");
  std::string bytes(static_cast<std::size_t>(st.st_size), '\0');
  const std::size_t got = read_up_to(file.fd, bytes.data(), bytes.size(), named);
  char more = 0;
  if (got == bytes.size() && read_up_to(file.fd, &more, 1, named) != 0)
    throw UsageError(named + " grew while it was read");
  bytes.resize(got);
  return bytes;
}

}  // namespace pps::cli
