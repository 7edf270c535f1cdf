#include <iostream>

#include "cli/commands.h"
#include "engine/deal.h"
#include "engine/point_system.h"

namespace pps::cli {

int run_deal(const Args& args) {
  const Deal cards = deal(parse_seed(args.text("seed")));
  std::cout << cards_to_string(cards.data(), kNumCells) << "\n";
  return 0;
}

}  // namespace pps::cli
