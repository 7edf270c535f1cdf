// Sealed deals (engine/sealed_deal.h): the construction docs/DESIGN.md states,
// pinned by deals that an independent implementation of it computed (Node's
// OpenSSL HMAC-SHA256 and ChaCha20 and the shuffle as written there;
// tests/web/sealed-deals.node.test.mjs runs it against the engine), each
// point system's deals apart from every other's, the key's text form, and
// shuffles that are permutations with every card equally likely in every
// place.
#include "engine/sealed_deal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include "engine/game.h"

namespace pps {
namespace {

const std::string kKey = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

std::string text(const Deal& cards) { return cards_to_string(cards.data(), kNumCells); }

const PointSystem kAmerican = PointSystem::parse("american");

TEST(SealedDeal, DealsWhatAnIndependentImplementationOfTheConstructionDeals) {
  const DealKey key = DealKey::parse(kKey);
  // The system's key: HMAC-SHA256 of "pps sealed deals: SYSTEM" under the run's key.
  EXPECT_EQ(system_deal_key(key, kAmerican).hex(), "23c56aa5d1a162195c16ee88c9aace1fd2105d015fe56e5affbf395e9427490d");
  EXPECT_EQ(text(sealed_deal(key, kAmerican, 0)), "QH JD 9S 9H 7C 8C TC 5C 2D 3C TS 2H QC 2S 2C 6C QD AH JC 7H 7S 3D KC KS 4D");
  EXPECT_EQ(text(sealed_deal(key, kAmerican, 42)), "TD 5H 3C 3D 2S JH 4C TH 2C 3S 8D 3H 8C 5D 6C AS 7S QH JC KD 9H JD 9C QS AD");
  EXPECT_EQ(text(sealed_deal(key, PointSystem::parse("british"), 0)),
            "5C 4H JS 9S 4C AC JH QD 7H 8C KD 9D 6C 2C 3C AD JD 5H 4S TC 2H 9C AS 6D 7S");
  EXPECT_EQ(text(sealed_deal(key, PointSystem::parse("ameritish:34412016"), 42)),
            "5H 5S 8D AS KD JC JS 2S JD 9D 4D QC 6H 7S 2H 4S TC AH QS QH 9S KH AC TS 4C");
  // The keystream's shuffle under a key, the construction's second step.
  EXPECT_EQ(text(keystream_deal(key, 0)), "4S TD KD 5D 5C JH KC AH 6D 7C 9S 3H 6C AS 4D 9D JC KS QS 3S QC JS 8D QD 9H");
  EXPECT_EQ(text(keystream_deal(key, 1)), "QC 7C TH 7D 6C 3D 7S 5C 4H 4C 3H QD 8C QS KC JC 3S 9H 7H AS 5D 6H 9D 9S 9C");
  EXPECT_EQ(text(keystream_deal(key, 42)), "AC TD 6H 4S 5H 2H 3H 5C TC 2D 9C 6S 9D 7S QS JC 4C 3S 8C 6C 8S 7H 6D QD 9H");
  EXPECT_EQ(text(keystream_deal(key, -1)), "4D 8S 3D AD JC 4S 9S KC 8H 9H 7D 2S 7C KD 8C 9D 4C 6S AC AS QS KS 5H JH KH");
  EXPECT_EQ(text(keystream_deal(DealKey::parse(std::string(64, '0')), 0)),
            "JS 7S TC 8C 9D 6S 2S 5C KD 3D 4D 4S 6H QC JC 5S JD 4C KS 6C 6D 8H QD QH QS");
}

TEST(SealedDeal, TheDealIsTheShufflesFirst25Cards) {
  const DealKey key = DealKey::parse(kKey);
  for (std::int64_t n : {0, 7, -100}) {
    const auto deck = sealed_shuffle(key, kAmerican, n);
    EXPECT_EQ(std::set<Card>(deck.begin(), deck.end()).size(), 52u);
    EXPECT_TRUE(std::equal(deck.begin(), deck.begin() + kNumCells, sealed_deal(key, kAmerican, n).begin()));
  }
}

TEST(SealedDeal, AGameOfASealedDealHasItsCardsAndNoSeededForm) {
  const DealKey key = DealKey::parse(kKey);
  Game game(PointSystem::parse("american"), 42, key);
  EXPECT_TRUE(game.sealed());
  EXPECT_EQ(game.seed(), 42);
  EXPECT_EQ(text(game.cards()), text(sealed_deal(key, kAmerican, 42)));
  EXPECT_NE(text(Game(PointSystem::parse("british"), 42, key).cards()), text(game.cards()));
  game.play(3);
  EXPECT_EQ(game.moves_text(), "d");
  EXPECT_THROW(game.serialize(), std::logic_error);  // "american;42;d" would deal other cards
  EXPECT_FALSE(Game(PointSystem::parse("american"), 42).sealed());
}

TEST(SealedDeal, KeysReadAs64HexDigitsInEitherCase) {
  std::string upper = kKey;
  std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
  EXPECT_EQ(DealKey::parse(upper), DealKey::parse(kKey));
  EXPECT_EQ(DealKey::parse(upper).hex(), kKey);
  EXPECT_EQ(DealKey::parse(kKey).bytes[31], 0x1f);
}

TEST(SealedDeal, AMalformedKeyIsRefusedSayingWhy) {
  const auto refusal = [](const std::string& text) {
    try {
      DealKey::parse(text);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(refusal("").find("64 hexadecimal digits (256 bits), got 0 characters"), std::string::npos) << refusal("");
  EXPECT_NE(refusal(kKey.substr(1)).find("got 63 characters"), std::string::npos);
  EXPECT_NE(refusal("0x" + kKey.substr(2)).find("'x' at position 2 is not a hexadecimal digit"), std::string::npos) << refusal("0x" + kKey.substr(2));
  EXPECT_NE(refusal(kKey.substr(0, 63) + "g").find("'g' at position 64"), std::string::npos);
  EXPECT_NE(refusal(kKey + " ").find("got 65 characters"), std::string::npos);
  EXPECT_NE(refusal(kKey.substr(0, 10) + " " + kKey.substr(11)).find("' ' at position 11"), std::string::npos);
}

TEST(SealedDeal, DealsDifferByNumberAndByKey) {
  const DealKey a = DealKey::parse(kKey);
  DealKey b = a;
  b.bytes[0] ^= 1;  // one bit of the key
  std::set<std::string> deals;
  for (std::int64_t n = 0; n < 100; ++n) {
    deals.insert(text(sealed_deal(a, kAmerican, n)));
    deals.insert(text(sealed_deal(b, kAmerican, n)));
  }
  EXPECT_EQ(deals.size(), 200u);
}

// Deal n of one system and deal n of another share no more than chance
// says: of the 25 cards of deal n on American, each is in deal n on British
// with chance 25/52, and at the same turn with chance 1/52. Over 2,000 pairs
// of deals the counts stay near 24,038 and 962 (standard deviations about
// 113 and 31); the bounds are six deviations out. Every system has its own
// deals, even two of equal tables: the key is derived from the text form.
TEST(SealedDeal, EachPointSystemDealsApartFromTheOthers) {
  const DealKey key = DealKey::parse(kKey);
  const PointSystem british = PointSystem::parse("british");
  int shared = 0, same_turn = 0;
  for (std::int64_t n = 0; n < 2000; ++n) {
    const Deal a = sealed_deal(key, kAmerican, n), b = sealed_deal(key, british, n);
    const std::set<Card> in_b(b.begin(), b.end());
    for (int t = 0; t < kNumCells; ++t) {
      shared += static_cast<int>(in_b.count(a[t]));
      same_turn += a[t] == b[t];
    }
  }
  EXPECT_NEAR(shared, 2000.0 * 25 * 25 / 52, 6 * 113) << shared;
  EXPECT_NEAR(same_turn, 2000.0 * 25 / 52, 6 * 31) << same_turn;
  const PointSystem generated = PointSystem::parse("random:1"), custom = PointSystem::custom(generated.table());
  ASSERT_NE(custom.to_string(), generated.to_string());
  std::set<std::string> firsts;
  for (const PointSystem& system : {kAmerican, british, PointSystem::parse("single:flush"), generated, custom})
    firsts.insert(text(sealed_deal(key, system, 0)));
  EXPECT_EQ(firsts.size(), 5u);
}

// Every card in every one of the 52 places as often as chance says: a
// chi-square test per place over 20,000 shuffles (51 degrees of freedom;
// 120 is beyond the 1e-6 tail). Deterministic: the key is fixed.
TEST(SealedDeal, EveryCardIsEquallyLikelyInEveryPlace) {
  const DealKey key = DealKey::parse(kKey);
  constexpr int kShuffles = 20000;
  std::vector<std::array<int, kNumCards>> counts(kNumCards, std::array<int, kNumCards>{});
  for (int n = 0; n < kShuffles; ++n) {
    const auto deck = sealed_shuffle(key, kAmerican, n);
    for (int place = 0; place < kNumCards; ++place) ++counts[place][deck[place]];
  }
  const double expected = static_cast<double>(kShuffles) / kNumCards;
  for (int place = 0; place < kNumCards; ++place) {
    double chi2 = 0;
    for (int card = 0; card < kNumCards; ++card) chi2 += (counts[place][card] - expected) * (counts[place][card] - expected) / expected;
    EXPECT_LT(chi2, 120.0) << "place " << place;
  }
}

}  // namespace
}  // namespace pps
