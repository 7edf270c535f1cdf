// Tiger's state heuristic on hand-made positions, including the examples of
// the Tiger paper (the 1/3 and 1/6 weights; docs/DESIGN.md, References [2]).
// (The pruning rule that uses it: ai/search/pruning_test.cpp.)
#include <gtest/gtest.h>

#include "ai/eval/tiger_heuristic.h"

namespace pps {
namespace {

LineState line_of(const char* cards) {
  LineState line;
  for (Card c : parse_cards(cards)) line.add(c);
  return line;
}

CardMask mask_of(const char* cards) {
  CardMask m = 0;
  for (Card c : parse_cards(cards)) m |= card_bit(c);
  return m;
}

TEST(TigerHeuristic, FourCardWeightsAreTheFractionOfTheDeckMakingEachCategory) {
  // The paper: 6 6 6 7 with only 6D, 7H, 8H left: four of a kind, full house
  // and three of a kind each weigh 1/3.
  const TigerHeuristic h(PointSystem::american(), {});
  const auto w = h.four_card_weights(line_of("6H 6C 6S 7S"), DeckView(mask_of("6D 7H 8H")));
  EXPECT_DOUBLE_EQ(w[kFourOfAKind], 1.0 / 3);
  EXPECT_DOUBLE_EQ(w[kFullHouse], 1.0 / 3);
  EXPECT_DOUBLE_EQ(w[kThreeOfAKind], 1.0 / 3);
  EXPECT_DOUBLE_EQ(w[kOnePair] + w[kTwoPair] + w[kFlush] + w[kHighCard], 0.0);
  // The value is the weighted sum of the American points: (50 + 25 + 10) / 3.
  EXPECT_DOUBLE_EQ(h.line_value(line_of("6H 6C 6S 7S"), DeckView(mask_of("6D 7H 8H"))), 85.0 / 3);
}

TEST(TigerHeuristic, FullHouseWeightIsOneSixthWithOneTenAmongSixCards) {
  // Needs a ten for the full house; the deck holds TH and five spades.
  const TigerHeuristic h(PointSystem::american(), {});
  const auto w = h.four_card_weights(line_of("TS TD 5C 5D"), DeckView(mask_of("TH 2S 3S 4S 7S 9S")));
  EXPECT_DOUBLE_EQ(w[kFullHouse], 1.0 / 6);
  EXPECT_DOUBLE_EQ(w[kTwoPair], 5.0 / 6);
}

TEST(TigerHeuristic, FourCardFlushDrawCountsOnlyCardsOfItsSuit) {
  const TigerHeuristic h(PointSystem::american(), {});
  const auto w = h.four_card_weights(line_of("2H 5H 9H KH"), DeckView(mask_of("3H 3C 4D 5S")));
  EXPECT_DOUBLE_EQ(w[kFlush], 0.25);
  EXPECT_DOUBLE_EQ(w[kOnePair], 0.25);   // 5S
  EXPECT_DOUBLE_EQ(w[kHighCard], 0.5);   // 3C, 4D
  // 3 4 5 6 + 2 or 7 of the same suit: straight flush; another suit: straight.
  const auto s = h.four_card_weights(line_of("3S 4S 5S 6S"), DeckView(mask_of("2S 7D 9S")));
  EXPECT_DOUBLE_EQ(s[kStraightFlush], 1.0 / 3);
  EXPECT_DOUBLE_EQ(s[kStraight], 1.0 / 3);
  EXPECT_DOUBLE_EQ(s[kFlush], 1.0 / 3);
  const auto r = h.four_card_weights(line_of("TD JD QD KD"), DeckView(mask_of("AD AC")));
  EXPECT_DOUBLE_EQ(r[kRoyalFlush], 0.5);
  EXPECT_DOUBLE_EQ(r[kStraight], 0.5);
}

TEST(TigerHeuristic, PossibilityArraysFollowThePaper) {
  const TigerHeuristic h(PointSystem::american(), {});
  // One low card: high card made, everything else possible but royal flush.
  auto p = h.possibilities(line_of("2H"));
  EXPECT_EQ(p[kHighCard], 2);
  EXPECT_EQ(p[kRoyalFlush], 0);
  for (int k = kOnePair; k <= kStraightFlush; ++k) EXPECT_EQ(p[k], 1) << k;
  EXPECT_EQ(h.possibilities(line_of("AH"))[kRoyalFlush], 1);
  // A pair: high card and every straight or flush become impossible.
  p = h.possibilities(line_of("6H 6S"));
  EXPECT_EQ(p[kOnePair], 2);
  for (int k : {kHighCard, kStraight, kFlush, kStraightFlush, kRoyalFlush}) EXPECT_EQ(p[k], 0) << k;
  for (int k : {kTwoPair, kThreeOfAKind, kFullHouse, kFourOfAKind}) EXPECT_EQ(p[k], 1) << k;
  // Three of a kind can no longer end as one or two pairs.
  p = h.possibilities(line_of("6H 6S 6D"));
  EXPECT_EQ(p[kThreeOfAKind], 2);
  EXPECT_EQ(p[kOnePair] + p[kTwoPair], 0);
  EXPECT_EQ(p[kFullHouse] + p[kFourOfAKind], 2);
  // Two suited cards too far apart for a straight.
  p = h.possibilities(line_of("2C 9C"));
  EXPECT_EQ(p[kStraight] + p[kStraightFlush] + p[kRoyalFlush], 0);
  EXPECT_EQ(p[kFlush], 1);
}

TEST(TigerHeuristic, SmallHandsAreScaledByAlphaBetaGamma) {
  const TigerHeuristic tuned(PointSystem::american(), {0.1, 0.3, 0.85});
  const TigerHeuristic doubled(PointSystem::american(), {0.2, 0.6, 1.7});
  const DeckView deck(kFullDeck & ~mask_of("2H 6H 6S 9D"));
  for (const char* cards : {"2H", "6H 6S", "6H 6S 9D"}) {
    const double v = tuned.line_value(line_of(cards), deck);
    EXPECT_GT(v, 0.0) << cards;
    EXPECT_DOUBLE_EQ(doubled.line_value(line_of(cards), deck), 2 * v) << cards;
  }
  // With equal scaling, a made pair is worth more than two unrelated cards.
  const TigerHeuristic flat(PointSystem::american(), {1, 1, 1});
  EXPECT_GT(flat.line_value(line_of("6H 6S"), deck), flat.line_value(line_of("6H 9D"), deck));
  EXPECT_DOUBLE_EQ(tuned.line_value(LineState{}, deck), 0.0);
}

TEST(TigerHeuristic, WorksForNegativeSystems) {
  const PointSystem all_bad = PointSystem::custom({-5, -10, -20, -30, -40, -50, -60, -70, -80, -90});
  const TigerHeuristic h(all_bad, {});
  const DeckView deck(kFullDeck & ~mask_of("2H 6H 6S 9D 9C"));
  EXPECT_LT(h.line_value(line_of("2H"), deck), 0.0);
  EXPECT_LT(h.line_value(line_of("6H 6S 9D 9C"), deck), 0.0);
  EXPECT_DOUBLE_EQ(h.line_value(line_of("6H 6S 9D 9C 2H"), deck), -20.0);
}

TEST(TigerHeuristic, PlacementValuesEqualTheValueOfTheResultingBoard) {
  const TigerHeuristic h(PointSystem::british(), {});
  Board board;
  const auto cards = parse_cards("AH 7S TS 6H 6D 8D 6C KH 5S 6S 4S");
  const int cells[] = {0, 6, 12, 18, 3, 4, 9, 20, 21, 1, 15};
  for (int i = 0; i < 11; ++i) board.place(cells[i], cards[i]);
  const Card card = parse_card("QD");
  const CardMask deck = board.unseen() & ~card_bit(card);
  std::array<double, kNumCells> value{};
  const double parent = h.evaluate_placements(board, card, DeckView(deck), value);
  EXPECT_DOUBLE_EQ(parent, h.evaluate(board, DeckView(deck)));
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    Board next = board;
    next.place(cell, card);
    EXPECT_NEAR(value[cell], h.evaluate(next, DeckView(deck)), 1e-9) << cell;
  }
}

}  // namespace
}  // namespace pps
