#include "ai/random_player.h"

namespace pps {

int nth_set_bit(std::uint32_t mask, int n) {
  for (; n > 0; --n) mask &= mask - 1;
  return __builtin_ctz(mask);
}

int RandomPlayer::choose(const Board& board, Card /*card*/) {
  const std::uint32_t empty = board.empty_cells();
  const int count = __builtin_popcount(empty);
  return nth_set_bit(empty, static_cast<int>(rng_.below(static_cast<std::uint32_t>(count))));
}

}  // namespace pps
