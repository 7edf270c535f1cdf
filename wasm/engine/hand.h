// Poker hand categories and the classification of complete or partial hands,
// identical to the contest framework's PokerHand.getPokerHand (partial hands:
// only rank multiplicities count; flushes and straights need five cards).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "card.h"

namespace pps {

enum HandCategory : std::uint8_t {
  kHighCard = 0,
  kOnePair,
  kTwoPair,
  kThreeOfAKind,
  kStraight,
  kFlush,
  kFullHouse,
  kFourOfAKind,
  kStraightFlush,
  kRoyalFlush,
};
inline constexpr int kNumCategories = 10;

// "high card", "one pair", ... "royal flush".
std::string_view category_name(int category);
// "high-card", "one-pair", ... (the form used in point-system strings).
std::string_view category_slug(int category);

inline constexpr std::uint16_t kRoyalRanks = (1u << 0) | (0x0Fu << 9);  // A, T, J, Q, K
// The 13-bit rank masks of the ten straights (A-2-3-4-5 up to T-J-Q-K-A):
// T-J-Q-K-A, or five ranks in a row from the lowest one. Without a loop over
// the nine possible lowest ranks: a search's exact endgame asks for every
// complete line it scores, and WebAssembly compilers do not unroll that loop
// as native ones do (bench/RESULTS.md).
constexpr bool is_straight_mask(std::uint16_t rank_mask) {
  if (rank_mask == kRoyalRanks) return true;
  if (rank_mask == 0) return false;
  const int low = __builtin_ctz(rank_mask);
  return low + 5 <= kNumRanks && (rank_mask >> low) == 0x1Fu;
}

// The incremental state of one line (row or column): adding or removing a card
// touches a few counters, and the category is read in constant time.
class LineState {
 public:
  void add(Card c);
  void remove(Card c);  // c must be in the line
  HandCategory category() const;

  int size() const { return size_; }
  int rank_count(int rank) const { return rank_counts_[rank]; }
  int suit_count(int suit) const { return suit_counts_[suit]; }
  std::uint16_t rank_mask() const { return rank_mask_; }
  // How many ranks appear exactly n times (n = 1..4).
  int ranks_with_count(int n) const { return count_counts_[n]; }

 private:
  std::array<std::uint8_t, kNumRanks> rank_counts_{};
  std::array<std::uint8_t, kNumSuits> suit_counts_{};
  std::array<std::uint8_t, 5> count_counts_{};  // index 0 unused
  std::uint16_t rank_mask_ = 0;
  std::uint8_t size_ = 0;
};

// Classifies up to five cards (kNoCard entries are empty slots).
HandCategory classify(const Card* cards, int count);

}  // namespace pps
