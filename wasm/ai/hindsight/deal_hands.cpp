#include "ai/hindsight/deal_hands.h"

#include <algorithm>

#include "engine/hand.h"

namespace pps {

namespace {

constexpr int kHandSize = 5;

// binomial[n][k] = C(n, k) for n < 25, k <= 5.
constexpr auto kBinomial = [] {
  std::array<std::array<int, kHandSize + 1>, kNumCells> table{};
  for (int n = 0; n < kNumCells; ++n) {
    table[n][0] = 1;
    for (int k = 1; k <= kHandSize; ++k) table[n][k] = n == 0 ? 0 : table[n - 1][k - 1] + table[n - 1][k];
  }
  return table;
}();

constexpr int kNumHands = kBinomial[kNumCells - 1][kHandSize] + kBinomial[kNumCells - 1][kHandSize - 1];  // C(25,5)

}  // namespace

int DealHands::index(std::uint32_t hand) {
  int result = 0;
  for (int k = 1; hand; ++k, hand &= hand - 1) result += kBinomial[__builtin_ctz(hand)][k];
  return result;
}

DealHands::DealHands(const Deal& cards, const PointSystem& system)
    : cards_(cards), system_(system), values_(kNumHands) {
  // Gosper's hack walks the 5-bit masks below 2^25 in increasing order.
  for (std::uint32_t hand = (1u << kHandSize) - 1; hand <= kAllDealCards;) {
    LineState line;
    for (std::uint32_t rest = hand; rest; rest &= rest - 1) line.add(cards_[__builtin_ctz(rest)]);
    values_[index(hand)] = static_cast<std::int8_t>(system.points(line.category()));
    led_by_[__builtin_ctz(hand)].push_back(hand);
    const std::uint32_t low = hand & -hand;
    const std::uint32_t ripple = hand + low;
    hand = (((ripple ^ hand) >> 2) / low) | ripple;
  }
  for (auto& hands : led_by_)
    std::stable_sort(hands.begin(), hands.end(),
                     [this](std::uint32_t a, std::uint32_t b) { return value(a) > value(b); });
}

}  // namespace pps
