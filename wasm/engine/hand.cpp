#include "hand.h"

namespace pps {

namespace {
constexpr std::string_view kNames[kNumCategories] = {
    "high card", "one pair", "two pair",   "three of a kind", "straight",
    "flush",     "full house", "four of a kind", "straight flush", "royal flush"};
constexpr std::string_view kSlugs[kNumCategories] = {
    "high-card", "one-pair",   "two-pair",       "three-of-a-kind", "straight",
    "flush",     "full-house", "four-of-a-kind", "straight-flush",  "royal-flush"};
}  // namespace

std::string_view category_name(int category) {
  return category >= 0 && category < kNumCategories ? kNames[category] : "unknown";
}
std::string_view category_slug(int category) {
  return category >= 0 && category < kNumCategories ? kSlugs[category] : "unknown";
}

void LineState::add(Card c) {
  const int r = rank_of(c);
  const int old = rank_counts_[r]++;
  if (old) --count_counts_[old];
  ++count_counts_[old + 1];
  rank_mask_ |= static_cast<std::uint16_t>(1u << r);
  ++suit_counts_[suit_of(c)];
  ++size_;
}

void LineState::remove(Card c) {
  const int r = rank_of(c);
  const int old = rank_counts_[r]--;
  --count_counts_[old];
  if (old > 1) ++count_counts_[old - 1];
  else rank_mask_ &= static_cast<std::uint16_t>(~(1u << r));
  --suit_counts_[suit_of(c)];
  --size_;
}

HandCategory LineState::category() const {
  if (size_ == 5) {
    const bool five_ranks = count_counts_[1] == 5;
    const bool flush = suit_counts_[0] == 5 || suit_counts_[1] == 5 || suit_counts_[2] == 5 ||
                       suit_counts_[3] == 5;
    const bool straight = five_ranks && is_straight_mask(rank_mask_);
    if (flush && straight) return rank_mask_ == kRoyalRanks ? kRoyalFlush : kStraightFlush;
    if (count_counts_[4]) return kFourOfAKind;
    if (count_counts_[3] && count_counts_[2]) return kFullHouse;
    if (flush) return kFlush;
    if (straight) return kStraight;
  } else if (count_counts_[4]) {
    return kFourOfAKind;
  }
  if (count_counts_[3]) return kThreeOfAKind;
  if (count_counts_[2] == 2) return kTwoPair;
  if (count_counts_[2] == 1) return kOnePair;
  return kHighCard;
}

HandCategory classify(const Card* cards, int count) {
  LineState line;
  for (int i = 0; i < count; ++i)
    if (cards[i] != kNoCard) line.add(cards[i]);
  return line.category();
}

}  // namespace pps
