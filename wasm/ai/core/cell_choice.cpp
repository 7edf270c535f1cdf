#include "ai/core/cell_choice.h"

namespace pps {

int nth_set_bit(std::uint32_t mask, int n) {
  for (; n > 0; --n) mask &= mask - 1;
  return __builtin_ctz(mask);
}

int random_cell(std::uint32_t cells, Rng& rng) {
  return nth_set_bit(cells, static_cast<int>(rng.below(static_cast<std::uint32_t>(__builtin_popcount(cells)))));
}

}  // namespace pps
