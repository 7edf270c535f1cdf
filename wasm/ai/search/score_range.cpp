#include "ai/search/score_range.h"

#include <cmath>

#include "engine/board.h"
#include "engine/rng.h"

namespace pps {

namespace {

// The best total of sign * score found by annealing from a few starts.
int anneal(const PointSystem& system, int sign, std::uint64_t seed) {
  Rng rng(seed);
  const double spread = std::max(1, system.max_points() - system.min_points());
  int best = -1 << 30;
  constexpr int kRestarts = 6;
  constexpr int kSteps = 60000;
  for (int restart = 0; restart < kRestarts; ++restart) {
    std::array<Card, kNumCards> cards{};
    for (int i = 0; i < kNumCards; ++i) cards[i] = static_cast<Card>(i);
    for (int i = kNumCards - 1; i > 0; --i) std::swap(cards[i], cards[rng.below(static_cast<std::uint32_t>(i + 1))]);
    Board board;
    for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, cards[cell]);
    // cards[25..51] are the unused ones.
    int current = sign * board.score(system);
    best = std::max(best, current);
    for (int step = 0; step < kSteps; ++step) {
      const double temperature = spread * 2.0 * std::pow(0.002, static_cast<double>(step) / kSteps);
      const int a = static_cast<int>(rng.below(kNumCells));
      if (rng.below(2) == 0) {  // swap two cells
        const int b = static_cast<int>(rng.below(kNumCells));
        if (a == b) continue;
        const Card ca = board.at(a), cb = board.at(b);
        board.remove(a), board.remove(b);
        board.place(a, cb), board.place(b, ca);
        const int next = sign * board.score(system);
        if (next >= current || rng.uniform() < std::exp((next - current) / temperature)) {
          current = next;
        } else {
          board.remove(a), board.remove(b);
          board.place(a, ca), board.place(b, cb);
        }
      } else {  // exchange a cell's card with an unused one
        const int u = kNumCells + static_cast<int>(rng.below(kNumCards - kNumCells));
        const Card old = board.at(a);
        board.remove(a);
        board.place(a, cards[u]);
        const int next = sign * board.score(system);
        if (next >= current || rng.uniform() < std::exp((next - current) / temperature)) {
          current = next;
          cards[u] = old;
        } else {
          board.remove(a);
          board.place(a, old);
        }
      }
      best = std::max(best, current);
    }
  }
  return best;
}

}  // namespace

ScoreRange search_score_range(const PointSystem& system) {
  return {-anneal(system, -1, 0x6D696E), anneal(system, +1, 0x6D6178)};
}

}  // namespace pps
