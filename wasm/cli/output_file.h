// One output file of a pps command, written so that it is never lost: the
// command's arguments are all checked first, then the data goes to a
// temporary file in the same folder, which replaces the file only once it is
// complete and safely on disk (flushed, closed, synced, renamed). A failed
// run, a write error or Ctrl-C leaves the previous file as it was.
//
// An existing device or FIFO (/dev/stdout, /dev/full, a pipe) is written
// directly, since it cannot be replaced; its write errors are still checked.
#pragma once

#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

namespace pps::cli {

// A stream buffer over a file descriptor that remembers the first write
// error's errno (std::ofstream loses it, so "disk full" became "failed").
class DescriptorBuffer : public std::streambuf {
 public:
  DescriptorBuffer() : buffer_(1 << 16) { setp(buffer_.data(), buffer_.data() + buffer_.size()); }
  void attach(int fd) { fd_ = fd; }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override;
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain();
  std::vector<char> buffer_;
  int fd_ = -1;
  int error_ = 0;
};

class OutputFile {
 public:
  // `what` names the file in messages (e.g. "--json file"). Throws
  // UsageError if `path` is a directory or its folder cannot be written.
  OutputFile(const std::string& path, std::string what);
  // Throws as the constructor would, touching nothing: a command checks its
  // output files first and makes them once its programs are gone.
  static void check(const std::string& path, const std::string& what);
  ~OutputFile();  // without commit(): removes the temporary file
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  std::ostream& stream() { return out_; }
  // Finishes the file; throws FileError (naming the file and the system's
  // reason) if anything written did not reach it.
  void commit();

 private:
  [[noreturn]] void fail_write(int error);
  std::string path_;  // the file to replace (a symbolic link is followed)
  std::string temp_;  // empty when writing the path itself
  std::string what_;
  int fd_ = -1;
  DescriptorBuffer buffer_;
  std::ostream out_{&buffer_};
  bool committed_ = false;
};

}  // namespace pps::cli
