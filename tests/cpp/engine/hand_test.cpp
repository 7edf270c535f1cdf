#include "engine/hand.h"

#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "engine/rng.h"

namespace pps {
namespace {

HandCategory classify_text(const char* text) {
  const auto cards = parse_cards(text);
  return classify(cards.data(), static_cast<int>(cards.size()));
}

TEST(Hand, AllFiveCardHandsHaveTheTextbookCounts) {
  std::array<long, kNumCategories> counts{};
  Card hand[5];
  for (hand[0] = 0; hand[0] < kNumCards; ++hand[0])
    for (hand[1] = static_cast<Card>(hand[0] + 1); hand[1] < kNumCards; ++hand[1])
      for (hand[2] = static_cast<Card>(hand[1] + 1); hand[2] < kNumCards; ++hand[2])
        for (hand[3] = static_cast<Card>(hand[2] + 1); hand[3] < kNumCards; ++hand[3])
          for (hand[4] = static_cast<Card>(hand[3] + 1); hand[4] < kNumCards; ++hand[4])
            ++counts[classify(hand, 5)];
  const std::array<long, kNumCategories> expected = {1302540, 1098240, 123552, 54912, 10200,
                                                     5108,    3744,    624,    36,    4};
  EXPECT_EQ(counts, expected);
}

TEST(Hand, AceIsLowAndHighInStraights) {
  EXPECT_EQ(classify_text("AC 2D 3H 4S 5C"), kStraight);
  EXPECT_EQ(classify_text("TC JD QH KS AC"), kStraight);
  EXPECT_EQ(classify_text("JC QD KH AS 2C"), kHighCard);  // no wrap-around
  EXPECT_EQ(classify_text("AH 2H 3H 4H 5H"), kStraightFlush);
  EXPECT_EQ(classify_text("TH JH QH KH AH"), kRoyalFlush);
  EXPECT_EQ(classify_text("9H TH JH QH KH"), kStraightFlush);
}

TEST(Hand, ExactlyTheTenStraightsAreStraightMasks) {
  std::vector<std::uint16_t> straights;
  for (unsigned mask = 0; mask < (1u << kNumRanks); ++mask)
    if (is_straight_mask(static_cast<std::uint16_t>(mask))) straights.push_back(static_cast<std::uint16_t>(mask));
  const std::vector<std::uint16_t> expected = {0x001F, 0x003E, 0x007C, 0x00F8, 0x01F0,
                                               0x03E0, 0x07C0, 0x0F80, 0x1E01, 0x1F00};
  EXPECT_EQ(straights, expected);  // A-5 up to 9-K, then T-J-Q-K-A (A is bit 0)
}

TEST(Hand, PartialHandsCountOnlyMultiplicities) {
  EXPECT_EQ(classify_text(""), kHighCard);
  EXPECT_EQ(classify_text("AH AS"), kOnePair);
  EXPECT_EQ(classify_text("AH AS KD KC"), kTwoPair);
  EXPECT_EQ(classify_text("AH AS AD"), kThreeOfAKind);
  EXPECT_EQ(classify_text("AH AS AD AC"), kFourOfAKind);
  EXPECT_EQ(classify_text("2H 3H 4H 5H"), kHighCard);  // four to a straight flush is nothing yet
}

TEST(LineState, AddAndRemoveInAnyOrderAgreeWithClassify) {
  Rng rng(7);
  for (int trial = 0; trial < 20000; ++trial) {
    Card cards[5];
    CardMask used = 0;
    for (Card& c : cards) {
      do c = static_cast<Card>(rng.below(kNumCards)); while (used & card_bit(c));
      used |= card_bit(c);
    }
    LineState line;
    for (int n = 0; n < 5; ++n) {
      line.add(cards[n]);
      ASSERT_EQ(line.category(), classify(cards, n + 1));
    }
    const LineState full = line;
    line.remove(cards[2]);
    const Card four[4] = {cards[0], cards[1], cards[3], cards[4]};
    ASSERT_EQ(line.category(), classify(four, 4));
    line.add(cards[2]);
    ASSERT_EQ(line.category(), full.category());
    for (int r = 0; r < kNumRanks; ++r) ASSERT_EQ(line.rank_count(r), full.rank_count(r));
    ASSERT_EQ(line.rank_mask(), full.rank_mask());
  }
}

}  // namespace
}  // namespace pps
