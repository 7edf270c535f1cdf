// What hands of each category need from a set of cards, for the upper bounds
// of partition_bound.h and grid_bound.h: a flush needs five cards of one
// suit, every straight holds a 5 or a ten, a straight flush five suited
// cards in a row, trips need a rank with three cards, pairs a rank with two. Disjoint hands cannot share these, so the
// counts bound how many hands of each category a set of cards can make, for
// any point values, negative ones included.
#pragma once

#include <array>
#include <cstdint>

#include "ai/hindsight/deal_hands.h"
#include "engine/hand.h"

namespace pps {

enum Resource { kFlushSuits, kStraightKeys, kQuadRanks, kTripRanks, kPairs, kRoyals, kSuitedStraights, kNumResources };
using Resources = std::array<int, kNumResources>;

// What one hand of each category uses. A rank holding n cards gives n/2
// pairs, so trips use one pair and a full house or quads two.
inline constexpr std::array<Resources, kNumCategories> kCategoryUses = {{
    {0, 0, 0, 0, 0, 0, 0},  // high card
    {0, 0, 0, 0, 1, 0, 0},  // one pair
    {0, 0, 0, 0, 2, 0, 0},  // two pair
    {0, 0, 0, 1, 1, 0, 0},  // three of a kind
    {0, 1, 0, 0, 0, 0, 0},  // straight
    {1, 0, 0, 0, 0, 0, 0},  // flush
    {0, 0, 0, 1, 2, 0, 0},  // full house
    {0, 0, 1, 1, 2, 0, 0},  // four of a kind
    {1, 1, 0, 0, 0, 0, 1},  // straight flush
    {1, 1, 0, 0, 0, 1, 1},  // royal flush
}};

// How many ranks appear once in a hand of each category (its kickers, or all
// five cards of a flush or straight). A card whose rank appears once in a set
// of cards is one of these in whatever hand it joins.
inline constexpr std::array<int, kNumCategories> kCategoryKickers = {5, 3, 1, 2, 5, 5, 0, 1, 5, 5};

struct CardResources {
  Resources caps{};                          // what one set of disjoint hands can use at most
  std::array<bool, kNumCategories> possible{};  // necessary conditions for one hand of the category
  std::array<int, kNumSuits> per_suit{};
  // Pairs the rows and the columns of one grid can use together: a rank with
  // 2, 3 or 4 cards gives at most 1, 2 or 4 (two cards in one row sit in two
  // columns, so they cannot pair in both).
  int grid_pairs = 0;
  int singletons = 0;  // cards whose rank has no other card in the set
};

CardResources card_resources(const DealHands& hands, std::uint32_t cards);

}  // namespace pps
