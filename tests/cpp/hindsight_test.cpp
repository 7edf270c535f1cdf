// The hindsight bound: the best grid of a deal's cards found knowing them all
// in advance, and the upper bound that proves how good it is.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <numeric>
#include <vector>

#include "ai/hindsight/deal_hands.h"
#include "ai/hindsight/hindsight.h"
#include "ai/core/match.h"
#include "ai/hindsight/partition_bound.h"
#include "engine/board.h"
#include "engine/rng.h"

namespace pps {
namespace {

int board_score(const Deal& grid, const PointSystem& system) {
  Board board;
  for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, grid[cell]);
  return board.score(system);
}

Deal sorted(Deal cards) {
  std::sort(cards.begin(), cards.end());
  return cards;
}

// American and British, and generated systems with negative values.
std::vector<PointSystem> systems() {
  return {PointSystem::american(), PointSystem::british(), PointSystem::parse("random:3"),
          PointSystem::parse("random:8"), PointSystem::parse("hypercorner:5"), PointSystem::parse("ameritish:2"),
          PointSystem::parse("single:flush"), PointSystem::parse("-5,3,-20,10,-128,40,-1,127,-60,0")};
}

HindsightOptions quick() {
  HindsightOptions options;
  options.iterations = 60'000;
  options.restarts = 3;
  options.bound_nodes = 2'000;
  return options;
}

TEST(Hindsight, ArrangesExactlyTheDealsCardsAndScoresWhatItClaims) {
  for (const PointSystem& system : systems()) {
    for (std::int64_t seed = 1; seed <= 6; ++seed) {
      const Deal cards = deal(seed);
      const Hindsight best = hindsight(cards, system, quick());
      EXPECT_EQ(sorted(best.grid), sorted(cards)) << system.to_string() << " seed " << seed;
      EXPECT_EQ(best.score, board_score(best.grid, system)) << system.to_string() << " seed " << seed;
      EXPECT_LE(best.score, best.upper_bound) << system.to_string() << " seed " << seed;
      EXPECT_EQ(best.proven, best.score == best.upper_bound);
      EXPECT_GE(best.score, board_score(cards, system));  // at least the deal in deal order
    }
  }
}

TEST(Hindsight, BeatsOrEqualsEveryPlayerOnTheSameDeal) {
  for (const PointSystem& system : {PointSystem::american(), PointSystem::british(), PointSystem::parse("random:8")}) {
    for (const char* spec : {"random", "greedy", "narl:games=2000,search=greedy", "champion:games=2000"}) {
      auto player = make_player(spec);
      player->set_budget(SearchBudget{30.0, 0.0, 40, 1});
      player->set_system(system);
      for (std::int64_t seed = 0; seed < 4; ++seed) {
        const int played = play_game(*player, system, seed).score();
        EXPECT_GE(hindsight(deal(seed), system, quick()).score, played)
            << spec << " on " << system.to_string() << " seed " << seed;
      }
    }
  }
}

// Every arrangement of the cards in `free_cells` over those cells, by brute force.
int exhaustive_best(Deal grid, const std::vector<int>& free_cells, const PointSystem& system) {
  std::vector<Card> free_cards;
  for (int cell : free_cells) free_cards.push_back(grid[cell]);
  std::sort(free_cards.begin(), free_cards.end());
  int best = board_score(grid, system);
  do {
    for (std::size_t i = 0; i < free_cells.size(); ++i) grid[free_cells[i]] = free_cards[i];
    best = std::max(best, board_score(grid, system));
  } while (std::next_permutation(free_cards.begin(), free_cards.end()));
  return best;
}

TEST(Hindsight, MatchesExhaustiveSearchWhenOnlySevenCellsMayMove) {
  Rng rng(2024);
  for (const PointSystem& system : systems()) {
    for (std::int64_t seed = 10; seed < 14; ++seed) {
      const Deal start = deal(seed);
      std::vector<int> cells(kNumCells);
      std::iota(cells.begin(), cells.end(), 0);
      for (int i = kNumCells - 1; i > 0; --i) std::swap(cells[i], cells[rng.below(static_cast<std::uint32_t>(i + 1))]);
      cells.resize(7);  // 5,040 arrangements
      std::uint32_t free_mask = 0;
      for (int cell : cells) free_mask |= 1u << cell;

      const Arrangement found = improve_arrangement(start, free_mask, system, quick());
      EXPECT_EQ(found.score, exhaustive_best(start, cells, system)) << system.to_string() << " seed " << seed;
      EXPECT_EQ(found.score, board_score(found.grid, system));
      for (int cell = 0; cell < kNumCells; ++cell) {
        if ((free_mask >> cell) & 1u) continue;
        EXPECT_EQ(found.grid[cell], start[cell]) << "fixed cell " << cell << " moved";
      }
      EXPECT_EQ(sorted(found.grid), sorted(start));
    }
  }
}

TEST(Hindsight, AConstantSystemIsProvenAtTenTimesItsValue) {
  // Every line scores v whatever its cards, so every grid scores 10v: the
  // bound must be exact, negative v included.
  for (int v : {7, 0, -3, -128}) {
    const PointSystem system = PointSystem::custom({v, v, v, v, v, v, v, v, v, v});
    const Hindsight best = hindsight(deal(5), system, quick());
    EXPECT_EQ(best.score, 10 * v);
    EXPECT_EQ(best.upper_bound, 10 * v);
    EXPECT_TRUE(best.proven);
  }
}

// A deal from a card list ("TH JH ...", 25 cards).
Deal deal_of(const char* text) {
  const std::vector<Card> cards = parse_cards(text);
  Deal result{};
  std::copy(cards.begin(), cards.end(), result.begin());
  return result;
}

TEST(Hindsight, ProvesTheOptimumWhenEachKindCanServeOneSideOnly) {
  // Royal flushes in two suits: two rows can be royal, but a royal column
  // would need a second royal of a row's suit. Optimum 2, proven.
  const Deal royals = deal_of("TH JH QH KH AH TS JS QS KS AS 2C 3C 4D 5D 6C 7C 8D 9D 2H 3H 4S 5S 6H 7H 8S");
  const Hindsight best_royals = hindsight(royals, PointSystem::parse("single:royal-flush"), quick());
  EXPECT_EQ(best_royals.score, 2);
  EXPECT_TRUE(best_royals.proven);
  // Four quads: a rank's four cards make quads in one line only. Optimum 4, proven.
  const Deal quads = deal_of("2C 2D 2H 2S 7C 7D 7H 7S JC JD JH JS KC KD KH KS 3C 4D 5H 6S 8C 9D TH QS AC");
  const Hindsight best_quads = hindsight(quads, PointSystem::parse("single:four-of-a-kind"), quick());
  EXPECT_EQ(best_quads.score, 4);
  EXPECT_TRUE(best_quads.proven);
}

TEST(Hindsight, ProvesSomeAmericanAndBritishDealsOptimal) {
  // On these deals the bound is tight only because a rank making trips or
  // quads in one line gives fewer pairs to the other direction (the bound
  // without that was 285, 65 and 5).
  const struct {
    const char* system;
    std::int64_t seed;
    int optimum;
  } cases[] = {{"american", 142, 280}, {"british", 155, 63}, {"single:full-house", 5, 4}};
  for (const auto& c : cases) {
    const Hindsight best = hindsight(deal(c.seed), PointSystem::parse(c.system));
    EXPECT_EQ(best.score, c.optimum) << c.system;
    EXPECT_EQ(best.upper_bound, c.optimum) << c.system;
    EXPECT_TRUE(best.proven) << c.system;
  }
}

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

TEST(Hindsight, UpperBoundHoldsAboveLongerSearchesAndRandomGrids) {
  HindsightOptions longer = quick();
  longer.iterations = 400'000;
  longer.restarts = 8;
  longer.seed = 99;
  Rng rng(5);
  for (const PointSystem& system : systems()) {
    for (std::int64_t seed = 20; seed < 26; ++seed) {
      const Deal cards = deal(seed);
      const Hindsight best = hindsight(cards, system, quick());
      EXPECT_LE(hindsight(cards, system, longer).score, best.upper_bound) << system.to_string() << " seed " << seed;
      Deal shuffled = cards;
      for (int i = 0; i < 200; ++i) {
        for (int j = kNumCells - 1; j > 0; --j) std::swap(shuffled[j], shuffled[rng.below(static_cast<std::uint32_t>(j + 1))]);
        ASSERT_LE(board_score(shuffled, system), best.upper_bound) << system.to_string() << " seed " << seed;
      }
    }
  }
}

TEST(Hindsight, SameDealAndOptionsGiveTheSameGrid) {
  for (const PointSystem& system : {PointSystem::american(), PointSystem::parse("random:3")}) {
    const Hindsight a = hindsight(deal(77), system, quick());
    const Hindsight b = hindsight(deal(77), system, quick());
    EXPECT_EQ(a.grid, b.grid);
    EXPECT_EQ(a.score, b.score);
    EXPECT_EQ(a.upper_bound, b.upper_bound);
    EXPECT_EQ(a.iterations, b.iterations);
  }
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
