#include "ai/core/search_player.h"

namespace pps {

void SearchPlayer::new_game(std::uint64_t seed) {
  rng_.reseed(seed);
  game_seed_ = seed;
  clock_.new_game();
}

Analysis SearchPlayer::timed(const Board& board, Card card, bool analyzing) {
  const int empty = __builtin_popcount(board.empty_cells());
  const std::uint64_t seed = game_seed_ ^ (static_cast<std::uint64_t>(board.placed()) * 0x9E3779B97F4A7C15ULL) ^ card;
  TimedMove move = clock_.start(budget_, search_moves_left(empty), seed, stop_);
  Analysis analysis = decide(board, card, move, analyzing);
  clock_.finish(move, budget_);
  return analysis;
}

}  // namespace pps
