// Cases shared by the tests of the hindsight solver and of its partition
// bound: point systems, quick options, deals written as card lists.
#pragma once

#include <algorithm>
#include <vector>

#include "ai/hindsight/hindsight.h"
#include "engine/card.h"
#include "engine/deal.h"
#include "engine/point_system.h"

namespace pps::test {

// American and British, and generated systems with negative values.
inline std::vector<PointSystem> systems() {
  return {PointSystem::american(), PointSystem::british(), PointSystem::parse("random:3"),
          PointSystem::parse("random:8"), PointSystem::parse("hypercorner:5"), PointSystem::parse("ameritish:2"),
          PointSystem::parse("single:flush"), PointSystem::parse("-5,3,-20,10,-128,40,-1,127,-60,0")};
}

inline HindsightOptions quick() {
  HindsightOptions options;
  options.iterations = 60'000;
  options.restarts = 3;
  options.bound_nodes = 2'000;
  return options;
}

// A deal from a card list ("TH JH ...", 25 cards).
inline Deal deal_of(const char* text) {
  const std::vector<Card> cards = parse_cards(text);
  Deal result{};
  std::copy(cards.begin(), cards.end(), result.begin());
  return result;
}

}  // namespace pps::test
