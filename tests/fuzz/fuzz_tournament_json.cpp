// Tournament files as `pps merge` reads them: the JSON reader (parse_json),
// then the shard file's checks (parse_tournament_json), merging it into
// itself (refused: the same shards), and the report and JSON written from an
// accepted file, which must read back the same.
#include <sstream>
#include <string>

#include "cli/json_reader.h"
#include "cli/tournament.h"
#include "cli/tournament_reader.h"
#include "fuzz_support.h"

using namespace pps;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(fuzz::as_text(data, size));
  fuzz::accepts([&] { (void)cli::parse_json(text, "input"); });

  cli::Tournament t;
  if (!fuzz::accepts([&] { t = cli::parse_tournament_json(text, "input"); })) return 0;
  cli::Tournament merged = t;
  if (fuzz::accepts([&] { cli::merge_shard(merged, t, "again"); }))
    fuzz::finding("a shard file merged into itself");
  std::ostringstream report, json;
  cli::print_report(report, t);
  cli::write_json(json, t);
  // What pps writes, it reads back.
  const cli::Tournament again = cli::parse_tournament_json(json.str(), "written");
  if (again.players != t.players || again.systems != t.systems || again.games != t.games)
    fuzz::finding("a shard file written back reads differently");
  return 0;
}
