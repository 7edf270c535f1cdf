// reachable_hands() against every way of completing the line with unseen
// cards, on random lines and decks, and on the cases that decide a hand.
#include "ai/explain/reachable_hands.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "engine/rng.h"

namespace pps {
namespace {

LineState line_of(const std::vector<Card>& cards) {
  LineState line;
  for (const Card c : cards) line.add(c);
  return line;
}

LineState line_of(std::initializer_list<const char*> cards) {
  LineState line;
  for (const char* c : cards) line.add(parse_card(c));
  return line;
}

// Every completion of `line` with distinct cards of `unseen`, classified.
std::uint16_t by_brute_force(const LineState& line, CardMask unseen) {
  std::vector<Card> pool;
  for (CardMask m = unseen; m; m &= m - 1) pool.push_back(static_cast<Card>(__builtin_ctzll(m)));
  const int room = kGridSize - line.size();
  std::uint16_t found = 0;
  std::vector<int> pick(static_cast<std::size_t>(room));
  std::iota(pick.begin(), pick.end(), 0);
  const int n = static_cast<int>(pool.size());
  if (room > n) return 0;
  while (true) {
    LineState full = line;
    for (const int i : pick) full.add(pool[static_cast<std::size_t>(i)]);
    found |= category_bit(full.category());
    int i = room - 1;
    while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - room + i) --i;
    if (i < 0) break;
    ++pick[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < room; ++j) pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
  }
  return found;
}

CardMask unseen_except(std::initializer_list<const char*> gone) {
  CardMask unseen = kFullDeck;
  for (const char* c : gone) unseen &= ~card_bit(parse_card(c));
  return unseen;
}

TEST(ReachableHands, MatchesEveryCompletionOnRandomLinesAndDecks) {
  Rng rng(20240611);
  for (int trial = 0; trial < 600; ++trial) {
    std::vector<Card> deck(kNumCards);
    std::iota(deck.begin(), deck.end(), Card{0});
    for (int i = kNumCards - 1; i > 0; --i) std::swap(deck[static_cast<std::size_t>(i)], deck[rng.below(static_cast<std::uint32_t>(i + 1))]);
    // Lines of 1 to 4 cards (5 too: its own category); in late games few
    // cards are unseen, which is where hands become unreachable.
    const int size = 1 + static_cast<int>(rng.below(5));
    const int room = kGridSize - size;
    const int unseen_count = room >= 4 ? 27 + static_cast<int>(rng.below(4)) : 27 + static_cast<int>(rng.below(20));
    std::vector<Card> cards(deck.begin(), deck.begin() + size);
    // Bias towards draws: sometimes all one suit, or consecutive ranks.
    if (trial % 3 == 1) for (Card& c : cards) c = make_card(rank_of(c), suit_of(cards[0]));
    if (trial % 3 == 2) for (int i = 0; i < size; ++i) cards[static_cast<std::size_t>(i)] = make_card((rank_of(cards[0]) + i) % kNumRanks, suit_of(cards[static_cast<std::size_t>(i)]));
    std::sort(cards.begin(), cards.end());
    if (std::adjacent_find(cards.begin(), cards.end()) != cards.end()) continue;  // a forced duplicate
    CardMask unseen = 0;
    for (std::size_t i = 0, taken = 0; i < deck.size() && static_cast<int>(taken) < unseen_count; ++i) {
      if (std::find(cards.begin(), cards.end(), deck[i]) != cards.end()) continue;
      unseen |= card_bit(deck[i]);
      ++taken;
    }
    const LineState line = line_of(cards);
    EXPECT_EQ(reachable_hands(line, unseen), by_brute_force(line, unseen))
        << "trial " << trial << ": " << cards_to_string(cards.data(), size);
  }
}

TEST(ReachableHands, NamesTheHandsThatTheUnseenCardsDecide) {
  // Four spades with a straight flush draw: 9S and 4S decide it.
  const LineState spades = line_of({"5S", "6S", "7S", "8S"});
  EXPECT_EQ(reachable_hands(spades, unseen_except({"5S", "6S", "7S", "8S"})),
            category_bit(kHighCard) | category_bit(kOnePair) | category_bit(kStraight) | category_bit(kFlush) |
                category_bit(kStraightFlush));
  const std::uint16_t no_straight_flush = reachable_hands(spades, unseen_except({"5S", "6S", "7S", "8S", "4S", "9S"}));
  EXPECT_FALSE(no_straight_flush & category_bit(kStraightFlush));
  EXPECT_TRUE(no_straight_flush & category_bit(kStraight));
  // Every other spade gone: no flush either.
  EXPECT_FALSE(reachable_hands(spades, unseen_except({"5S", "6S", "7S", "8S", "AS", "2S", "3S", "4S", "9S", "TS", "JS",
                                                       "QS", "KS"})) &
               kFlushHands);
  // A pair of 7s with both other 7s seen: no three or four of a kind, no full house.
  const std::uint16_t sevens = reachable_hands(line_of({"7S", "7H", "2C"}), unseen_except({"7S", "7H", "2C", "7D", "7C"}));
  EXPECT_FALSE(sevens & (category_bit(kThreeOfAKind) | category_bit(kFourOfAKind)));
  EXPECT_TRUE(sevens & category_bit(kFullHouse));  // 7-7-2-2-2
  EXPECT_TRUE(sevens & category_bit(kTwoPair));
  // A full line is its own category.
  EXPECT_EQ(reachable_hands(line_of({"TS", "JS", "QS", "KS", "AS"}), kFullDeck), category_bit(kRoyalFlush));
  // An empty line with the whole deck to come can become anything.
  EXPECT_EQ(reachable_hands(LineState{}, kFullDeck), (1u << kNumCategories) - 1);
}

}  // namespace
}  // namespace pps
