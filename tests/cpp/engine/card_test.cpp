#include "engine/card.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace pps {
namespace {

TEST(Card, IdsFollowSuitTimesThirteenPlusRank) {
  EXPECT_EQ(parse_card("AC"), 0);
  EXPECT_EQ(parse_card("KS"), 51);
  EXPECT_EQ(parse_card("TD"), 13 + 9);
  EXPECT_EQ(parse_card("qh"), 2 * 13 + 11);
}

TEST(Card, TextRoundTripsForEveryCard) {
  for (int id = 0; id < kNumCards; ++id) {
    const Card c = static_cast<Card>(id);
    EXPECT_EQ(parse_card(card_to_string(c)), c);
  }
}

TEST(Card, MalformedCardsAreRefusedWithTheirText) {
  for (const char* bad : {"", "A", "1H", "10H", "AX", "ACE", "??"}) {
    try {
      parse_card(bad);
      FAIL() << "accepted " << bad;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(std::string("'") + bad + "'"), std::string::npos) << e.what();
    }
  }
}

TEST(Card, ParseCardsRefusesDuplicates) {
  EXPECT_EQ(parse_cards("AH, 2C  3D").size(), 3u);
  EXPECT_THROW(parse_cards("AH 2C AH"), std::invalid_argument);
}

TEST(Card, LongNamesAreForPeople) {
  EXPECT_EQ(card_long_name(parse_card("QH")), "queen of hearts");
  EXPECT_EQ(card_long_name(parse_card("TC")), "ten of clubs");
}

}  // namespace
}  // namespace pps
