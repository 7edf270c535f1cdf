// Point systems as URLs and the CLI write them (PointSystem::parse), and seeds
// (parse_seed). An accepted system has ten values in range, and its canonical
// text parses back to the same system and the same text.
#include "engine/point_system.h"
#include "fuzz_support.h"

using namespace pps;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  fuzz::accepts([&] { (void)parse_seed(text); });

  PointSystem system;
  if (!fuzz::accepts([&] { system = PointSystem::parse(text); })) return 0;
  for (int points : system.table())
    if (points < kMinPoints || points > kMaxPoints) fuzz::finding("a value out of range from '" + std::string(text) + "'");
  const PointSystem again = PointSystem::parse(system.to_string());
  if (!(again == system) || again.to_string() != system.to_string())
    fuzz::finding("'" + system.to_string() + "' does not parse back to itself");
  if (system.label().empty()) fuzz::finding("an empty label for '" + system.to_string() + "'");
  return 0;
}
