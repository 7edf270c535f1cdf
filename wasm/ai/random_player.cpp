#include "ai/random_player.h"

namespace pps {

int nth_set_bit(std::uint32_t mask, int n) {
  for (; n > 0; --n) mask &= mask - 1;
  return __builtin_ctz(mask);
}

int random_empty_cell(const Board& board, Rng& rng) {
  const std::uint32_t empty = board.empty_cells();
  return nth_set_bit(empty, static_cast<int>(rng.below(static_cast<std::uint32_t>(__builtin_popcount(empty)))));
}

int RandomPlayer::choose(const Board& board, Card /*card*/) { return random_empty_cell(board, rng_); }

}  // namespace pps
