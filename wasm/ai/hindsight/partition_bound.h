// The best partition of a deal's cards into 5-card hands, by branch and bound.
//
// Why it bounds the hindsight score: the five rows of any finished grid split
// the 25 cards into five hands, and so do the five columns, so a grid scores
// at most twice the best such partition. The search branches on the hand
// that holds the lowest remaining card (so each partition is met once), takes
// the hands in best-first order, and prunes with a relaxation that counts the
// resources each category needs (a flush needs five cards of a suit, every
// straight holds a 5 or a ten, trips need a rank with three cards, pairs a
// rank with two); it is valid for negative points too. Under a node budget it
// may stop early (after a first complete partition): the bound it returns is then the largest bound of the
// branches it left, still a valid upper bound, and `exact` is false.
#pragma once

#include <array>
#include <cstdint>

#include "ai/hindsight/deal_hands.h"

namespace pps {

struct Partition {
  int best = 0;                        // points of the best partition found
  std::array<std::uint32_t, 5> hands{};  // its hands (the first `hands_count`)
  int upper = 0;                       // no partition scores more
  bool exact = false;                  // best == upper, proven
  std::int64_t nodes = 0;              // search nodes visited
};

// The best partition of `cards` (a mask of 5k of the deal's card indices,
// 1 <= k <= 5) into k hands, visiting at most `node_budget` nodes.
Partition best_partition(const DealHands& hands, std::uint32_t cards, std::int64_t node_budget);

// The relaxation alone: an upper bound on the points of any k hands made of
// disjoint cards from `cards` (exposed for tests).
int partition_relaxation(const DealHands& hands, std::uint32_t cards, int k);

}  // namespace pps
