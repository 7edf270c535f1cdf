#include "ai/explain/reachable_hands.h"

#include <array>

namespace pps {

namespace {

// Unseen cards of each rank, and the suits each rank has unseen (bit s: suit s).
struct UnseenByRank {
  std::array<int, kNumRanks> count{};
  std::array<std::uint8_t, kNumRanks> suits{};
  explicit UnseenByRank(CardMask unseen) {
    for (int r = 0; r < kNumRanks; ++r) {
      count[r] = count_of_rank(unseen, r);
      for (int s = 0; s < kNumSuits; ++s)
        if (unseen & card_bit(make_card(r, s))) suits[r] = static_cast<std::uint8_t>(suits[r] | (1u << s));
    }
  }
};

// The hands made of rank repeats, by their final rank counts, largest first.
struct RankPattern {
  HandCategory category;
  std::array<int, 4> parts;  // 0: no part
};
constexpr RankPattern kRankPatterns[] = {{kOnePair, {2, 1, 1, 1}},
                                         {kTwoPair, {2, 2, 1, 0}},
                                         {kThreeOfAKind, {3, 1, 1, 0}},
                                         {kFullHouse, {3, 2, 0, 0}},
                                         {kFourOfAKind, {4, 1, 0, 0}}};

// Whether the parts not in `used` can each go to a different rank the line
// does not hold, with enough unseen cards of it. The parts are largest first,
// so this holds when for every k the k largest parts find k such ranks.
bool new_ranks_fit(const RankPattern& pattern, unsigned used, std::uint16_t held, const UnseenByRank& unseen) {
  int k = 0;
  for (int p = 0; p < 4; ++p) {
    if (!pattern.parts[p] || ((used >> p) & 1u)) continue;
    ++k;
    int ranks = 0;
    for (int r = 0; r < kNumRanks; ++r) ranks += !((held >> r) & 1u) && unseen.count[r] >= pattern.parts[p];
    if (ranks < k) return false;
  }
  return true;
}

// Whether the line's ranks from `i` on can each take a different part not in
// `used`, as large as the rank's count, with enough unseen cards of it for
// the rest (depth first: at most five ranks and four parts).
bool ranks_fit(const LineState& line, const std::array<int, kGridSize>& ranks, int n, int i, unsigned used,
               const RankPattern& pattern, const UnseenByRank& unseen) {
  if (i == n) return new_ranks_fit(pattern, used, line.rank_mask(), unseen);
  const int held = line.rank_count(ranks[i]);
  for (int p = 0; p < 4; ++p) {
    const int part = pattern.parts[p];
    if (!part || ((used >> p) & 1u) || part < held || part - held > unseen.count[ranks[i]]) continue;
    if (ranks_fit(line, ranks, n, i + 1, used | (1u << p), pattern, unseen)) return true;
  }
  return false;
}

bool rank_pattern_fits(const LineState& line, const RankPattern& pattern, const UnseenByRank& unseen) {
  std::array<int, kGridSize> ranks{};
  int n = 0;
  for (unsigned m = line.rank_mask(); m; m &= m - 1) ranks[n++] = __builtin_ctz(m);
  return ranks_fit(line, ranks, n, 0, 0, pattern, unseen);
}

// The hands of five different ranks (high card, straight, flush, straight and
// royal flush), trying every set of new ranks the line could take.
std::uint16_t distinct_rank_hands(const LineState& line, const UnseenByRank& unseen) {
  if (line.ranks_with_count(1) != line.size()) return 0;  // a repeated rank stays repeated
  const int room = kGridSize - line.size();
  unsigned line_suits = 0;
  for (int s = 0; s < kNumSuits; ++s)
    if (line.suit_count(s)) line_suits |= 1u << s;
  std::uint16_t candidates = 0;
  for (int r = 0; r < kNumRanks; ++r)
    if (!((line.rank_mask() >> r) & 1u) && unseen.count[r]) candidates = static_cast<std::uint16_t>(candidates | (1u << r));
  constexpr std::uint16_t kAll = category_bit(kHighCard) | kFlushHands | kStraightHands;
  std::uint16_t found = 0;
  for (unsigned chosen = candidates;; chosen = (chosen - 1) & candidates) {
    if (__builtin_popcount(chosen) == room) {
      const auto ranks = static_cast<std::uint16_t>(line.rank_mask() | chosen);
      unsigned common = line_suits ? line_suits : 0xFu;  // suits all five could share
      unsigned any = line_suits;                         // suits the five could show
      for (unsigned m = chosen; m; m &= m - 1) {
        common &= unseen.suits[__builtin_ctz(m)];
        any |= unseen.suits[__builtin_ctz(m)];
      }
      const bool suited = __builtin_popcount(line_suits) <= 1 && common != 0;
      const bool mixed = __builtin_popcount(any) >= 2;
      if (is_straight_mask(ranks)) {
        if (suited) found |= category_bit(ranks == kRoyalRanks ? kRoyalFlush : kStraightFlush);
        if (mixed) found |= category_bit(kStraight);
      } else {
        if (suited) found |= category_bit(kFlush);
        if (mixed) found |= category_bit(kHighCard);
      }
      if (found == kAll) break;
    }
    if (chosen == 0) break;
  }
  return found;
}

}  // namespace

std::uint16_t reachable_hands(const LineState& line, CardMask unseen) {
  if (line.size() == kGridSize) return category_bit(line.category());
  const UnseenByRank by_rank(unseen);
  std::uint16_t found = distinct_rank_hands(line, by_rank);
  for (const RankPattern& pattern : kRankPatterns)
    if (rank_pattern_fits(line, pattern, by_rank)) found |= category_bit(pattern.category);
  return found;
}

}  // namespace pps
