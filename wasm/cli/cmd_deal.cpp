#include <iostream>
#include <stdexcept>

#include "cli/commands.h"
#include "cli/deal_flags.h"
#include "engine/deal.h"
#include "engine/point_system.h"
#include "engine/sealed_deal.h"

namespace pps::cli {

int run_deal(const Args& args) {
  const std::int64_t seed = parse_seed(args.text("seed"));
  const PointSystem system = PointSystem::parse(args.text("system"));
  const std::optional<DealKey> key = read_given_key(args);
  const Deal cards = key ? sealed_deal(*key, system, seed) : deal(seed);
  std::cout << cards_to_string(cards.data(), kNumCells) << "\n";
  return 0;
}

int run_key(const Args&) {
  std::cout << draw_deal_key().hex() << "\n";
  return 0;
}

}  // namespace pps::cli
