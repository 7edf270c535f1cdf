#include "deal.h"

#include "java_random.h"

namespace pps {

Deal deal(std::int64_t seed) {
  std::array<Card, kNumCards> deck{};
  for (int id = 0; id < kNumCards; ++id) deck[id] = static_cast<Card>(id);
  JavaRandom random(seed);
  java_shuffle(deck.data(), kNumCards, random);
  Deal cards{};
  for (int i = 0; i < kNumCells; ++i) cards[i] = deck[kNumCards - 1 - i];  // pop from the top
  return cards;
}

}  // namespace pps
