#include "ai/grid_bound.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "ai/hand_resources.h"

namespace pps {

namespace {

// Five categories (with repeats) one side of the grid could score.
struct Side {
  int points = 0;
  Resources uses{};
};

// Every multiset of five categories that one side's resources allow.
void enumerate_sides(const CardResources& resources, const PointSystem& system, int category, int slots,
                     Side side, std::vector<Side>& out) {
  if (slots == 0) {
    out.push_back(side);
    return;
  }
  if (category == kNumCategories) return;
  for (int count = 0; count <= slots; ++count) {
    Side more = side;
    more.points += count * system.points(category);
    bool fits = count == 0 || resources.possible[category];
    for (int r = 0; r < kNumResources; ++r) {
      more.uses[r] += count * kCategoryUses[category][r];
      fits = fits && more.uses[r] <= resources.caps[r];
    }
    if (!fits) break;
    enumerate_sides(resources, system, category + 1, slots - count, more, out);
  }
}

// The pairs rows and columns can use together when they make `quads` quads
// and `trips` other trips or full houses: a rank of four cards making quads
// or trips gives 2 pairs instead of 4, a rank of three making trips 1
// instead of 2; the trips take the ranks of three first, the cheapest.
int grid_pairs_left(const CardResources& resources, int quads, int trips) {
  const int ranks_of_three = resources.caps[kTripRanks] - resources.caps[kQuadRanks];
  const int on_threes = std::min(trips, ranks_of_three);
  return resources.grid_pairs - 2 * quads - on_threes - 2 * (trips - on_threes);
}

bool can_share_a_grid(const Side& rows, const Side& columns, const CardResources& resources) {
  const int quads = rows.uses[kQuadRanks] + columns.uses[kQuadRanks];
  const int trips = rows.uses[kTripRanks] + columns.uses[kTripRanks] - quads;
  if (rows.uses[kPairs] + columns.uses[kPairs] > grid_pairs_left(resources, quads, trips)) return false;
  for (Resource once : {kTripRanks, kQuadRanks, kRoyals})
    if (rows.uses[once] + columns.uses[once] > resources.caps[once]) return false;
  const int a = rows.uses[kFlushSuits], b = columns.uses[kFlushSuits];
  if (a > 0 && b > 0) {
    const int largest_suit = *std::max_element(resources.per_suit.begin(), resources.per_suit.end());
    if (largest_suit < 5 * a + 5 * b - a * b) return false;
  }
  return true;
}

}  // namespace

int grid_bound(const DealHands& hands, int side_limit) {
  const CardResources resources = card_resources(hands, kAllDealCards);
  std::vector<Side> sides;
  enumerate_sides(resources, hands.system(), 0, kGridSize, Side{}, sides);
  for (Side& side : sides) side.points = std::min(side.points, side_limit);
  std::stable_sort(sides.begin(), sides.end(), [](const Side& a, const Side& b) { return a.points > b.points; });

  int best = std::numeric_limits<int>::min();
  for (const Side& rows : sides) {
    if (rows.points + sides.front().points <= best) break;
    for (const Side& columns : sides) {
      if (rows.points + columns.points <= best) break;
      if (can_share_a_grid(rows, columns, resources)) best = rows.points + columns.points;
    }
  }
  return best;
}

}  // namespace pps
