// Reading an input file of a pps command (learned data, tournament shards)
// with bounds: only regular files (a directory, a FIFO that would block
// forever or /dev/zero that never ends are refused), and at most a given size.
#pragma once

#include <cstddef>
#include <string>

namespace pps::cli {

// The whole file. `what` names it in messages (e.g. "--learned file").
// Throws UsageError for a missing or unreadable file, anything but a regular
// file, or one larger than `max_bytes`.
std::string read_input_file(const std::string& path, const std::string& what, std::size_t max_bytes);

}  // namespace pps::cli
