#include "ai/eval/tiger_heuristic.h"

#include <algorithm>

namespace pps {

namespace {

// The ten straights as rank masks; the last one is the royal T-J-Q-K-A.
constexpr std::array<std::uint16_t, 10> kStraightWindows = {
    0x1F, 0x1F << 1, 0x1F << 2, 0x1F << 3, 0x1F << 4, 0x1F << 5, 0x1F << 6, 0x1F << 7, 0x1F << 8, kRoyalRanks};

constexpr std::uint16_t bit(int category) { return static_cast<std::uint16_t>(1u << category); }

// Which of the rank-multiplicity categories (high card, pairs, trips, full
// house, quads) a partial hand with these multiplicities can still finish as,
// adding cards of any rank. A final pattern is reachable when the current
// multiplicities, sorted in decreasing order, fit under the final ones.
struct PatternTable {
  std::array<std::uint16_t, 625> mask{};  // index c1 + 5 c2 + 25 c3 + 125 c4
  std::array<bool, 1 << kNumRanks> straight{};  // rank mask -> is one of the ten straights
  PatternTable() {
    for (std::uint32_t m = 0; m < straight.size(); ++m) straight[m] = is_straight_mask(static_cast<std::uint16_t>(m));
    const struct {
      int category;
      std::array<int, 5> parts;
    } finals[] = {{kHighCard, {1, 1, 1, 1, 1}}, {kOnePair, {2, 1, 1, 1, 0}}, {kTwoPair, {2, 2, 1, 0, 0}},
                  {kThreeOfAKind, {3, 1, 1, 0, 0}}, {kFullHouse, {3, 2, 0, 0, 0}}, {kFourOfAKind, {4, 1, 0, 0, 0}}};
    for (int c1 = 0; c1 <= 4; ++c1)
      for (int c2 = 0; c2 <= 2; ++c2)
        for (int c3 = 0; c3 <= 1; ++c3)
          for (int c4 = 0; c4 <= 1; ++c4) {
            if (c1 + 2 * c2 + 3 * c3 + 4 * c4 > 4) continue;
            std::array<int, 5> current{};
            int n = 0;
            for (int i = 0; i < c4; ++i) current[n++] = 4;
            for (int i = 0; i < c3; ++i) current[n++] = 3;
            for (int i = 0; i < c2; ++i) current[n++] = 2;
            for (int i = 0; i < c1; ++i) current[n++] = 1;
            std::uint16_t m = 0;
            for (const auto& f : finals) {
              bool fits = true;
              for (int i = 0; i < n; ++i) fits = fits && current[i] <= f.parts[i];
              if (fits) m |= bit(f.category);
            }
            mask[c1 + 5 * c2 + 25 * c3 + 125 * c4] = m;
          }
  }
};

const PatternTable& pattern_table() {
  static const PatternTable table;
  return table;
}

// British points: the a-priori difficulty of each category in Poker Squares.
constexpr std::array<double, kNumCategories> kBritish = {0, 1, 3, 6, 12, 5, 10, 16, 30, 30};

}  // namespace

DeckView::DeckView(CardMask deck) : cards(deck), size(__builtin_popcountll(deck)) {
  for (int r = 0; r < kNumRanks; ++r) rank_count[r] = static_cast<std::uint8_t>(count_of_rank(deck, r));
}

TigerHeuristic::TigerHeuristic(const PointSystem& system, const TigerWeights& weights) : weights_(weights) {
  pattern_table();  // built once, before any search thread needs it
  std::array<double, kNumCategories> prior{};
  for (int k = 0; k < kNumCategories; ++k) {
    points_[k] = system.points(k);
    prior[k] = kBritish[k] > 0 ? 1.0 / kBritish[k] : 1.0;
  }
  for (int m = 1; m < (1 << kNumCategories); ++m) {
    double weight = 0, sum = 0;
    for (int k = 0; k < kNumCategories; ++k)
      if (m & (1 << k)) {
        weight += prior[k];
        sum += prior[k] * points_[k];
      }
    prior_mean_[m] = sum / weight;
  }
  size_weight_ = {0.0, weights.alpha, weights.beta, weights.gamma};
}

std::uint16_t TigerHeuristic::reachable(const LineState& line) const {
  const int n = line.size();
  const int singles = line.ranks_with_count(1);
  std::uint16_t m = pattern_table().mask[singles + 5 * line.ranks_with_count(2) + 25 * line.ranks_with_count(3) +
                                         125 * line.ranks_with_count(4)];
  if (singles == n) {  // all ranks distinct: straights and flushes may still come
    const std::uint16_t ranks = line.rank_mask();
    bool one_suit = false;
    for (int s = 0; s < kNumSuits; ++s) one_suit = one_suit || line.suit_count(s) == n;
    for (int w = 0; w < 10; ++w) {
      if ((ranks & ~kStraightWindows[w]) != 0) continue;
      m |= bit(kStraight);
      if (one_suit) m |= bit(w == 9 ? kRoyalFlush : kStraightFlush);
    }
    if (one_suit) m |= bit(kFlush);
  }
  return m;
}

std::array<std::uint8_t, kNumCategories> TigerHeuristic::possibilities(const LineState& line) const {
  std::array<std::uint8_t, kNumCategories> out{};
  if (line.size() == 0 || line.size() == 5) {
    if (line.size() == 5) out[line.category()] = 2;
    else out.fill(1);
    return out;
  }
  const std::uint16_t m = reachable(line);
  for (int k = 0; k < kNumCategories; ++k) out[k] = (m >> k) & 1u;
  out[line.category()] = 2;
  return out;
}

namespace {

// The category of a 4-card hand completed by a card of rank r (of the hand's
// flush suit if `suited`), from the multiplicities alone: no copy of the line.
HandCategory completed_category(const LineState& line, int r, bool suited) {
  const int c = line.rank_count(r);
  const int pairs = line.ranks_with_count(2);
  if (c == 0) {
    if (line.ranks_with_count(1) == 4) {  // five distinct ranks
      const std::uint16_t ranks = static_cast<std::uint16_t>(line.rank_mask() | (1u << r));
      const bool straight = pattern_table().straight[ranks];
      if (straight && suited) return ranks == kRoyalRanks ? kRoyalFlush : kStraightFlush;
      if (suited) return kFlush;
      return straight ? kStraight : kHighCard;
    }
    if (line.ranks_with_count(4)) return kFourOfAKind;
    if (line.ranks_with_count(3)) return kThreeOfAKind;
    return pairs == 2 ? kTwoPair : kOnePair;
  }
  if (c == 3) return kFourOfAKind;
  if (c == 2) return pairs >= 2 ? kFullHouse : kThreeOfAKind;
  // c == 1: r becomes a pair.
  if (line.ranks_with_count(3)) return kFullHouse;
  return pairs + 1 >= 2 ? kTwoPair : kOnePair;
}

}  // namespace

std::array<double, kNumCategories> TigerHeuristic::four_card_weights(const LineState& line,
                                                                    const DeckView& deck) const {
  std::array<double, kNumCategories> w{};
  if (line.size() != 4 || deck.size == 0) return w;
  int flush_suit = -1;
  for (int s = 0; s < kNumSuits; ++s)
    if (line.suit_count(s) == 4) flush_suit = s;
  for (int r = 0; r < kNumRanks; ++r) {
    const int count = deck.rank_count[r];
    if (!count) continue;
    int suited = 0;
    if (flush_suit >= 0 && (deck.cards & card_bit(make_card(r, flush_suit)))) {
      suited = 1;
      w[completed_category(line, r, true)] += 1;
    }
    if (count > suited) w[completed_category(line, r, false)] += count - suited;
  }
  for (double& x : w) x /= deck.size;
  return w;
}

double TigerHeuristic::line_value(const LineState& line, const DeckView& deck) const {
  const int n = line.size();
  if (n == 5) return points_[line.category()];
  if (n == 0) return 0.0;
  if (n == 4) {
    if (deck.size == 0) return points_[line.category()];
    const auto w = four_card_weights(line, deck);
    double sum = 0;
    for (int k = 0; k < kNumCategories; ++k) sum += w[k] * points_[k];
    return sum;
  }
  return size_weight_[n] * prior_mean_[reachable(line)];
}

double TigerHeuristic::evaluate(const Board& board, const DeckView& deck) const {
  double sum = 0;
  for (int i = 0; i < kNumLines; ++i) sum += line_value(board.line(i), deck);
  return sum;
}

double TigerHeuristic::evaluate_placements(const Board& board, Card card, const DeckView& deck,
                                           std::array<double, kNumCells>& out) const {
  std::array<double, kNumLines> gain{};
  double total = 0;
  for (int i = 0; i < kNumLines; ++i) {
    const LineState& line = board.line(i);
    const double now = line_value(line, deck);
    total += now;
    if (line.size() < 5) gain[i] = line_value_with(line, card, deck) - now;
  }
  for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
    const int cell = __builtin_ctz(empty);
    out[cell] = total + gain[row_line(cell)] + gain[col_line(cell)];
  }
  return total;
}

}  // namespace pps
