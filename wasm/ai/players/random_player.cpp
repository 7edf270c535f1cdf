#include "ai/players/random_player.h"

#include "ai/core/cell_choice.h"

namespace pps {

int RandomPlayer::choose(const Board& board, Card /*card*/) { return random_empty_cell(board, rng_); }

}  // namespace pps
