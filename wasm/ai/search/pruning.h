// Tiger's hard pruning (the Tiger paper, "Modified Selection Through
// Pruning"; docs/DESIGN.md, References [2]): a child whose heuristic value is below delta * h(parent)
// is pruned; if that would prune more than `max_pruned` of the children (70%
// in the paper), only the worst `fallback_pruned` of them (50%) are pruned
// instead. Used by prune+UCT selection and prune+random simulation.
#pragma once

#include <array>
#include <cstdint>

#include "engine/deal.h"

namespace pps {

struct PruneRule {
  double delta = 1.3;
  double max_pruned = 0.7;
  double fallback_pruned = 0.5;
};

// The cells of `candidates` that survive; `value[cell]` is h of the child.
// Never empty when `candidates` is not. Ties among the worst are broken by
// cell order (lower cells are pruned first), so the result is deterministic.
std::uint32_t prune_children(std::uint32_t candidates, const std::array<double, kNumCells>& value,
                             double parent_value, const PruneRule& rule);

}  // namespace pps
