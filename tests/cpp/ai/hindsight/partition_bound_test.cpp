// The partition bound of the hindsight solver (ai/hindsight/partition_bound.h):
// the best split of a deal's cards into five-card hands, exact against brute
// force and enumeration, and still a bound when its budget runs out.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <numeric>
#include <vector>

#include "ai/hindsight/deal_hands.h"
#include "ai/hindsight/hindsight.h"
#include "ai/hindsight/partition_bound.h"
#include "engine/rng.h"
#include "hindsight_cases.h"

namespace pps {
namespace {

using test::deal_of;
using test::quick;
using test::systems;

TEST(HindsightPartition, CountsTheStraightFlushesEachSuitCanHold) {
  // Hearts A-T hold two disjoint straight flushes; ten clubs only one:
  // enough clubs for two flushes, but not two straight flushes.
  const PointSystem system = PointSystem::parse("single:straight-flush");
  const Deal cards = deal_of("AH 2H 3H 4H 5H 6H 7H 8H 9H TH AC 2C 3C 4C 5C 7C 9C JC QC KC 2D 3D 4D 5S 6S");
  const DealHands hands(cards, system);
  const Partition best = best_partition(hands, kAllDealCards, 1'000'000);
  EXPECT_TRUE(best.exact);
  EXPECT_EQ(best.best, 3);
  EXPECT_EQ(partition_relaxation(hands, kAllDealCards, 5), 3);
  const Hindsight grid = hindsight(cards, system, quick());
  EXPECT_GE(grid.score, 3);  // the partition's rows
  EXPECT_LE(grid.score, grid.upper_bound);
}

TEST(HindsightPartition, CountsStraightsByTheRanksEveryStraightNeeds) {
  // Eight fives and tens, but a single 7 and no 2 or queen: every straight
  // (A-5 up to T-A) holds a 2, a 7 or a queen, so one straight at most.
  const PointSystem system = PointSystem::parse("single:straight");
  const Deal cards = deal_of("5C 5D 5H 5S TC TD TH TS 7C 3C 4D 6H 8S 9C JD KH AS 3D 4H 6S 8C 9D JH KS AH");
  const DealHands hands(cards, system);
  EXPECT_EQ(partition_relaxation(hands, kAllDealCards, 5), 1);
  const Partition best = best_partition(hands, kAllDealCards, 1'000'000);
  EXPECT_TRUE(best.exact);
  EXPECT_EQ(best.best, 1);
}

// The best split of `cards` (10 or 15 of the deal's indices) into 5-card hands,
// by labelling every card with its hand (a different enumeration from the
// branch and bound's).
int brute_force_partition(const DealHands& hands, const std::vector<int>& cards) {
  const int k = static_cast<int>(cards.size()) / 5;
  std::vector<int> label(cards.size(), 0);
  int best = std::numeric_limits<int>::min();
  while (true) {
    std::array<std::uint32_t, 5> masks{};
    std::array<int, 5> sizes{};
    for (std::size_t i = 0; i < cards.size(); ++i) {
      masks[label[i]] |= 1u << cards[i];
      ++sizes[label[i]];
    }
    if (std::all_of(sizes.begin(), sizes.begin() + k, [](int n) { return n == 5; })) {
      int total = 0;
      for (int h = 0; h < k; ++h) total += hands.value(masks[h]);
      best = std::max(best, total);
    }
    std::size_t i = 0;
    while (i < label.size() && ++label[i] == k) label[i++] = 0;
    if (i == label.size()) return best;
  }
}

std::uint32_t random_subset(Rng& rng, int size, std::vector<int>& indices) {
  indices.resize(kNumCells);
  std::iota(indices.begin(), indices.end(), 0);
  for (int i = kNumCells - 1; i > 0; --i) std::swap(indices[i], indices[rng.below(static_cast<std::uint32_t>(i + 1))]);
  indices.resize(size);
  std::uint32_t mask = 0;
  for (int i : indices) mask |= 1u << i;
  return mask;
}

TEST(HindsightPartition, MatchesBruteForceOnTenAndFifteenCards) {
  Rng rng(17);
  int fifteen = 0;
  for (const PointSystem& system : systems()) {
    for (std::int64_t seed = 30; seed < 33; ++seed) {
      const DealHands hands(deal(seed), system);
      // 3^15 labellings take a while: fifteen cards for three of the cases.
      for (int size : {10, 15}) {
        if (size == 15 && (seed != 30 || ++fifteen > 3)) continue;
        std::vector<int> indices;
        const std::uint32_t mask = random_subset(rng, size, indices);
        const int truth = brute_force_partition(hands, indices);
        const Partition found = best_partition(hands, mask, 1'000'000);
        EXPECT_TRUE(found.exact);
        EXPECT_EQ(found.best, truth) << system.to_string() << " seed " << seed << " size " << size;
        EXPECT_EQ(found.upper, truth);
        EXPECT_GE(partition_relaxation(hands, mask, size / 5), truth) << system.to_string();
      }
    }
  }
}

// The best split of 15 cards into three hands by plain enumeration: the hand
// of the lowest card, then every split of the other ten (no pruning, no bound).
int enumerated_partition_of_fifteen(const DealHands& hands, std::uint32_t cards) {
  // The subsets of `set` with four cards.
  const auto fours = [](std::uint32_t set) {
    std::vector<std::uint32_t> out;
    std::uint32_t sub = set;
    do {
      if (__builtin_popcount(sub) == 4) out.push_back(sub);
      sub = (sub - 1) & set;
    } while (sub != set);
    return out;
  };
  int best = std::numeric_limits<int>::min();
  const std::uint32_t lowest = cards & -cards;
  for (std::uint32_t first : fours(cards ^ lowest)) {
    const std::uint32_t rest = cards & ~(first | lowest);
    const std::uint32_t next = rest & -rest;
    for (std::uint32_t second : fours(rest ^ next))
      best = std::max(best, hands.value(first | lowest) + hands.value(second | next) +
                                hands.value(rest & ~(second | next)));
  }
  return best;
}

TEST(HindsightPartition, MatchesEnumerationOnManyFifteenCardSets) {
  Rng rng(31);
  for (const PointSystem& system : systems()) {
    for (std::int64_t seed = 50; seed < 56; ++seed) {
      const DealHands hands(deal(seed), system);
      std::vector<int> indices;
      const std::uint32_t mask = random_subset(rng, 15, indices);
      const Partition found = best_partition(hands, mask, 10'000'000);
      EXPECT_TRUE(found.exact);
      EXPECT_EQ(found.best, enumerated_partition_of_fifteen(hands, mask)) << system.to_string() << " seed " << seed;
    }
  }
}

TEST(HindsightPartition, AnExhaustedBudgetStillBoundsTheExactPartition) {
  Rng rng(23);
  for (const PointSystem& system : systems()) {
    for (std::int64_t seed = 40; seed < 43; ++seed) {
      const DealHands hands(deal(seed), system);
      std::vector<int> indices;
      const std::uint32_t mask = random_subset(rng, 20, indices);
      const Partition exact = best_partition(hands, mask, 1'000'000);
      ASSERT_TRUE(exact.exact) << system.to_string() << " seed " << seed;
      const Partition cut = best_partition(hands, mask, 3);
      EXPECT_GE(cut.upper, exact.best) << system.to_string() << " seed " << seed;
      EXPECT_LE(cut.best, exact.best);
      // Its hands are a partition of the cards scoring what it claims.
      std::uint32_t covered = 0;
      int total = 0;
      for (int h = 0; h < 4; ++h) {
        EXPECT_EQ(covered & cut.hands[h], 0u);
        covered |= cut.hands[h];
        total += hands.value(cut.hands[h]);
      }
      EXPECT_EQ(covered, mask);
      EXPECT_EQ(total, cut.best);
    }
  }
}

}  // namespace
}  // namespace pps
