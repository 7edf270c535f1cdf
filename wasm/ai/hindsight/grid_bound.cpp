#include "ai/hindsight/grid_bound.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "ai/hindsight/hand_resources.h"

namespace pps {

namespace {

// Five categories (with repeats) one side of the grid could score.
struct Side {
  int points = 0;
  Resources uses{};
  int kickers = 0;      // kCategoryKickers summed over the five hands
  int full_houses = 0;  // the hands without a kicker
};

// Every multiset of five categories that one side's resources allow.
void enumerate_sides(const CardResources& resources, const PointSystem& system, int category, int slots,
                     Side side, std::vector<Side>& out) {
  if (slots == 0) {
    if (side.kickers >= resources.singletons) out.push_back(side);
    return;
  }
  if (category == kNumCategories) return;
  for (int count = 0; count <= slots; ++count) {
    Side more = side;
    more.points += count * system.points(category);
    more.kickers += count * kCategoryKickers[category];
    if (category == kFullHouse) more.full_houses = count;
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

// Whether `across` has the kickers that the trips and quads of `along` force
// on it. Quads of a rank put its four cards in four different crossing lines,
// each alone of its rank there: a kicker. Trips from a rank of three do the
// same for three crossing lines, from a rank of four for at least two. Cards
// of lone ranks are kickers everywhere. Trips take the ranks of four first
// (the fewest kickers forced); only ranks no quads use are counted.
bool has_kickers_for(const Side& along, const Side& across, const CardResources& resources, int quads_in_grid) {
  const int quads = along.uses[kQuadRanks];
  const int trips = along.uses[kTripRanks] - quads;
  const int spare_fours = std::max(0, resources.caps[kQuadRanks] - quads_in_grid);
  const int trips_on_fours = std::min(trips, spare_fours);
  const int forced = resources.singletons + 4 * quads + 2 * trips_on_fours + 3 * (trips - trips_on_fours);
  if (across.kickers < forced) return false;
  // The kickers one line forces sit in different crossing lines, none of them a full house.
  const int widest = quads > 0 ? 4 : trips > trips_on_fours ? 3 : trips > 0 ? 2 : 0;
  return kGridSize - across.full_houses >= widest;
}

bool can_share_a_grid(const Side& rows, const Side& columns, const CardResources& resources) {
  const int quads = rows.uses[kQuadRanks] + columns.uses[kQuadRanks];
  const int trips = rows.uses[kTripRanks] + columns.uses[kTripRanks] - quads;
  if (rows.uses[kPairs] + columns.uses[kPairs] > grid_pairs_left(resources, quads, trips)) return false;
  if (!has_kickers_for(rows, columns, resources, quads) || !has_kickers_for(columns, rows, resources, quads))
    return false;
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
