// Tournament files as `pps merge` reads them: the JSON reader (parse_json),
// then read_json_file, the merge of two shards' tallies and the report. The
// file goes through a temporary file because read_json_file takes a path.
#include <sstream>
#include <string>
#include <unistd.h>

#include "cli/json_reader.h"
#include "cli/tournament.h"
#include "fuzz_support.h"

using namespace pps;

namespace {

// In memory (/dev/shm) where there is one: a disk write per input is slow.
const std::string& scratch_path() {
  static const std::string path = std::string(access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") +
                                  "/pps-fuzz-tournament-" + std::to_string(getpid()) + ".json";
  return path;
}

void write_file(const std::string& path, std::string_view text) {
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) fuzz::finding("cannot write " + path);
  std::fwrite(text.data(), 1, text.size(), file);
  std::fclose(file);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(fuzz::as_text(data, size));
  fuzz::accepts([&] { (void)cli::parse_json(text, "input"); });

  write_file(scratch_path(), text);
  cli::Tournament t;
  const bool read = fuzz::accepts([&] { t = cli::read_json_file(scratch_path()); });
  std::remove(scratch_path().c_str());
  if (!read) return 0;
  fuzz::accepts([&] {
    cli::Tournament merged = t;
    for (std::size_t s = 0; s < merged.tally.size(); ++s)
      for (std::size_t p = 0; p < merged.tally[s].size(); ++p) merged.tally[s][p].merge(t.tally[s][p]);
    std::ostringstream report;
    cli::print_report(report, merged);
    std::ostringstream json;
    cli::write_json(json, merged);
  });
  return 0;
}
