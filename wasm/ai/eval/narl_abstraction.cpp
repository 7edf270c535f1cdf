#include "ai/eval/narl_abstraction.h"

#include "ai/eval/line_pattern.h"

namespace pps {

namespace {
constexpr std::uint64_t kLineTag = 1ULL << 63;  // keys are never 0
constexpr std::uint64_t kSizeTag = 1ULL << 62;
}  // namespace

namespace {
// Undealt cards whose rank would keep a straight achievable in the line.
int straight_outs(std::uint16_t rank_mask, CardMask unseen) {
  int outs = 0;
  for (unsigned ranks = straight_keeping_ranks(rank_mask); ranks; ranks &= ranks - 1)
    outs += count_of_rank(unseen, __builtin_ctz(ranks));
  return outs;
}
}  // namespace

std::uint64_t narl_line_key(const LineState& line, bool is_row, int cards_played, CardMask unseen,
                            bool with_straight_outs) {
  // Rank groups as (count << 2 | undealt), sorted descending (insertion sort:
  // at most five).
  std::uint8_t groups[kGridSize];
  int n = 0;
  for (unsigned ranks = line.rank_mask(); ranks; ranks &= ranks - 1) {
    const int r = __builtin_ctz(ranks);
    const auto group = static_cast<std::uint8_t>(line.rank_count(r) << 2 | count_of_rank(unseen, r));
    int i = n++;
    for (; i > 0 && groups[i - 1] < group; --i) groups[i] = groups[i - 1];
    groups[i] = group;
  }

  std::uint64_t key = kLineTag;
  key |= static_cast<std::uint64_t>(cards_played);        // 5 bits
  key |= static_cast<std::uint64_t>(is_row ? 1 : 0) << 5;  // 1 bit
  for (int i = 0; i < n; ++i) key |= static_cast<std::uint64_t>(groups[i]) << (6 + 5 * i);  // 25 bits

  int suits = 0, suit = 0;
  for (int s = 0; s < kNumSuits; ++s)
    if (line.suit_count(s)) ++suits, suit = s;
  const bool no_pairs = line.ranks_with_count(1) == line.size();
  if (suits <= 1) {
    const int undealt_suit = suits ? count_of_suit(unseen, suit) : 13;
    if (undealt_suit >= kGridSize - line.size()) key |= (1ULL << 31) | static_cast<std::uint64_t>(undealt_suit) << 32;
  }
  if (no_pairs && straight_still_possible(line.rank_mask())) {
    key |= 1ULL << 36;
    // An empty line's outs are all undealt cards: nothing the cards played don't say.
    if (with_straight_outs && line.size() > 0)
      key |= static_cast<std::uint64_t>(straight_outs(line.rank_mask(), unseen)) << 38;  // 6 bits, at most 48
  }
  if (no_pairs && suits <= 1 && (line.rank_mask() & ~kRoyalRanks) == 0) key |= 1ULL << 37;
  return key;
}

std::uint64_t narl_size_key_after(std::uint64_t key, int row_size, int col_size) {
  for (int size : {row_size, col_size}) key += (1ULL << (4 * (size + 1))) - (1ULL << (4 * size));
  return key;
}

std::uint64_t narl_size_key(const Board& board, int cell) {
  int histogram[kGridSize + 1] = {};
  for (int line = 0; line < kNumLines; ++line) {
    int size = board.line(line).size();
    if (cell >= 0 && (line == row_line(cell) || line == col_line(cell))) ++size;
    ++histogram[size];
  }
  std::uint64_t key = kSizeTag;
  for (int s = 0; s <= kGridSize; ++s) key |= static_cast<std::uint64_t>(histogram[s]) << (4 * s);
  return key;
}

}  // namespace pps
