// Tiger's pruning rule (ai/search/pruning.h): children below delta times the
// parent go, with the safeguard that keeps the better half and never prunes
// everything.
#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <utility>

#include "ai/search/pruning.h"

namespace pps {
namespace {

std::array<double, kNumCells> values_of(std::initializer_list<std::pair<int, double>> cells) {
  std::array<double, kNumCells> v{};
  for (auto [cell, x] : cells) v[cell] = x;
  return v;
}

TEST(Pruning, PrunesChildrenBelowDeltaTimesTheParent) {
  // Parent 10, delta 1.3: threshold 13. Two of five are below: 40% pruned.
  const auto v = values_of({{0, 12}, {1, 13}, {2, 20}, {3, 5}, {4, 14}});
  EXPECT_EQ(prune_children(0x1F, v, 10.0, {}), (1u << 1) | (1u << 2) | (1u << 4));
}

TEST(Pruning, PrunesOnlyTheWorstHalfWhenMoreThanSeventyPercentWouldGo) {
  // Four of five below the threshold (80%): only the worst 50% (two) go.
  const auto v = values_of({{0, 12}, {1, 3}, {2, 20}, {3, 5}, {4, 11}});
  EXPECT_EQ(prune_children(0x1F, v, 10.0, {}), (1u << 0) | (1u << 2) | (1u << 4));
  // All below: still half are kept.
  const auto low = values_of({{0, 1}, {1, 2}, {2, 3}, {3, 4}});
  EXPECT_EQ(prune_children(0xF, low, 10.0, {}), (1u << 2) | (1u << 3));
}

TEST(Pruning, NeverPrunesEverything) {
  const auto v = values_of({{7, -100}});
  EXPECT_EQ(prune_children(1u << 7, v, 10.0, {}), 1u << 7);
  const auto two = values_of({{0, 1}, {1, 1}});
  EXPECT_EQ(__builtin_popcount(prune_children(0x3, two, 10.0, {1.3, 0.0, 1.0})), 1);
}

}  // namespace
}  // namespace pps
