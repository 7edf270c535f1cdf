#include "ai/search/pruning.h"

namespace pps {

std::uint32_t prune_children(std::uint32_t candidates, const std::array<double, kNumCells>& value,
                             double parent_value, const PruneRule& rule) {
  const int n = __builtin_popcount(candidates);
  if (n <= 1) return candidates;
  const double threshold = rule.delta * parent_value;
  std::uint32_t kept = 0;
  for (std::uint32_t m = candidates; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (!(value[cell] < threshold)) kept |= 1u << cell;
  }
  const int pruned = n - __builtin_popcount(kept);
  if (pruned <= rule.max_pruned * n && kept) return kept;
  // Over-pruning safeguard: drop only the worst fallback_pruned of them.
  const int drop = static_cast<int>(rule.fallback_pruned * n);
  std::array<int, kNumCells> order{};
  int count = 0;
  for (std::uint32_t m = candidates; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    int i = count++;
    // Insertion sort by value, ascending; equal values keep cell order.
    while (i > 0 && value[order[i - 1]] > value[cell]) {
      order[i] = order[i - 1];
      --i;
    }
    order[i] = cell;
  }
  kept = candidates;
  for (int i = 0; i < drop && i < n - 1; ++i) kept &= ~(1u << order[i]);
  return kept;
}

}  // namespace pps
