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
  Deal cards{};
  if (args.has("key")) {
    try {
      cards = sealed_deal(DealKey::parse(args.text("key")), seed);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--key: ") + e.what());
    }
  } else {
    cards = deal(seed);
  }
  std::cout << cards_to_string(cards.data(), kNumCells) << "\n";
  return 0;
}

int run_key(const Args&) {
  std::cout << draw_deal_key().hex() << "\n";
  return 0;
}

}  // namespace pps::cli
