#include "ai/hindsight/hand_resources.h"

#include <algorithm>

namespace pps {

namespace {

// Sets of ranks every straight (A-5 up to T-A) holds one of: a 5 or a ten;
// a 4, 9 or king; a 4, 9 or ace; a 3, 8 or king; a 2, 7 or queen; an ace, 6
// or jack. A set's cards bound the number of straights (rank indices, A = 0).
constexpr std::array<std::array<int, 3>, 6> kStraightKeySets = {{
    {4, 9, -1}, {3, 8, 12}, {3, 8, 0}, {2, 7, 12}, {1, 6, 11}, {0, 5, 10}}};
constexpr std::array<int, 5> kGridPairs = {0, 0, 1, 2, 4};  // by cards of one rank

bool has_straight(std::uint16_t ranks, bool count_royal) {
  for (int low = 0; low + 5 <= kNumRanks; ++low)
    if ((ranks & (0x1Fu << low)) == (0x1Fu << low)) return true;
  return count_royal && (ranks & kRoyalRanks) == kRoyalRanks;
}

// The most straights without a common card that one suit's ranks hold (at
// most two: ten cards).
int disjoint_straights(std::uint16_t ranks) {
  std::array<std::uint16_t, 10> windows{};
  int n = 0;
  for (int low = 0; low + 5 <= kNumRanks; ++low)
    if ((ranks & (0x1Fu << low)) == (0x1Fu << low)) windows[n++] = static_cast<std::uint16_t>(0x1Fu << low);
  if ((ranks & kRoyalRanks) == kRoyalRanks) windows[n++] = kRoyalRanks;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (!(windows[i] & windows[j])) return 2;
  return n > 0 ? 1 : 0;
}

}  // namespace

CardResources card_resources(const DealHands& hands, std::uint32_t cards) {
  CardResources result;
  std::array<int, kNumRanks> per_rank{};
  std::array<std::uint16_t, kNumSuits> suit_ranks{};
  std::uint16_t ranks = 0;
  for (; cards; cards &= cards - 1) {
    const Card c = hands.card(__builtin_ctz(cards));
    ++per_rank[rank_of(c)];
    ++result.per_suit[suit_of(c)];
    suit_ranks[suit_of(c)] |= static_cast<std::uint16_t>(1u << rank_of(c));
    ranks |= static_cast<std::uint16_t>(1u << rank_of(c));
  }
  Resources& caps = result.caps;
  int distinct = 0, paired = 0;
  for (int n : per_rank) {
    distinct += n > 0;
    paired += n >= 2;
    caps[kPairs] += n / 2;
    caps[kTripRanks] += n >= 3;
    caps[kQuadRanks] += n == 4;
    result.grid_pairs += kGridPairs[n];
    result.singletons += n == 1;
  }
  bool straight_flush = false;
  for (int s = 0; s < kNumSuits; ++s) {
    caps[kFlushSuits] += result.per_suit[s] / 5;
    straight_flush |= has_straight(suit_ranks[s], false);
    caps[kRoyals] += (suit_ranks[s] & kRoyalRanks) == kRoyalRanks;
    caps[kSuitedStraights] += disjoint_straights(suit_ranks[s]);
  }
  caps[kStraightKeys] = kNumCards;
  for (const auto& keys : kStraightKeySets) {
    int cards_of_keys = 0;
    for (int rank : keys) cards_of_keys += rank >= 0 ? per_rank[rank] : 0;
    caps[kStraightKeys] = std::min(caps[kStraightKeys], cards_of_keys);
  }
  result.possible = {distinct >= 5,
                     paired >= 1 && distinct >= 4,
                     paired >= 2 && distinct >= 3,
                     caps[kTripRanks] >= 1 && distinct >= 3,
                     has_straight(ranks, true),
                     caps[kFlushSuits] >= 1,
                     caps[kTripRanks] >= 1 && paired >= 2,
                     caps[kQuadRanks] >= 1,
                     straight_flush,
                     caps[kRoyals] >= 1};
  return result;
}

}  // namespace pps
