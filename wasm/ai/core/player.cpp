#include "ai/core/player.h"

#include <limits>

namespace pps {

Analysis Player::analyze(const Board& board, Card card) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  analysis.best = choose(board, card);
  return analysis;
}

}  // namespace pps
