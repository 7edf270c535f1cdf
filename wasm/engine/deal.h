// Seeded deals, compatible with the contest framework: the 52 cards in id
// order pushed on a stack, Collections.shuffle(deck, new Random(seed)), then
// 25 pops. "Seed 42" is the same deal here as there.
#pragma once

#include <array>
#include <cstdint>

#include "card.h"

namespace pps {

inline constexpr int kGridSize = 5;
inline constexpr int kNumCells = kGridSize * kGridSize;

using Deal = std::array<Card, kNumCells>;

Deal deal(std::int64_t seed);

}  // namespace pps
