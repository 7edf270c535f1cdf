// The Java client's library (clients/java/pokersquares) against pps's engine:
// the same hand categories for complete and partial hands, the same
// generated point systems for the contest's seeds, and the same deals in its
// local game. The Java side answers through LibraryCheck
// (tests/cpp/external/programs/java).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/deal.h"
#include "engine/hand.h"
#include "engine/point_system.h"
#include "java_client.h"

namespace pps {
namespace {

// LibraryCheck's answers to `questions`, one line each.
std::vector<std::string> ask_java(const std::string& classes, const std::vector<std::string>& questions) {
  const ScratchFile file("java-questions.txt");
  {
    std::ofstream out(file.path);
    for (const auto& question : questions) out << question << "\n";
  }
  const CliRun run = run_command("java -cp " + classes + " LibraryCheck < " + file.path + " 2>&1");
  EXPECT_EQ(run.status, 0) << run.output.substr(0, 2000);
  std::vector<std::string> answers;
  std::istringstream lines(run.output);
  for (std::string line; std::getline(lines, line);) answers.push_back(line);
  return answers;
}

// Five cells ("--" for an empty one) as LibraryCheck reads them.
std::string hand_question(const std::array<Card, 5>& cells) {
  std::string question = "hand";
  for (Card card : cells) question.append(" ").append(card == kNoCard ? std::string("--") : card_to_string(card));
  return question;
}

// Hands rich in every category: all straight flushes and royal flushes, then
// random hands of 0 to 5 cards (in random cells) drawn from small decks (few
// ranks and suits make pairs, full houses, flushes and straights common).
std::vector<std::array<Card, 5>> test_hands() {
  std::vector<std::array<Card, 5>> hands;
  for (int suit = 0; suit < kNumSuits; ++suit)
    for (int low = 0; low <= 9; ++low) {
      std::array<Card, 5> hand;
      for (int i = 0; i < 5; ++i) hand[i] = make_card((low + i) % kNumRanks, suit);  // low 9 is T J Q K A
      hands.push_back(hand);
    }
  std::mt19937 random(20160212);
  for (int n = 0; n < 30000; ++n) {
    const int first_rank = static_cast<int>(random() % kNumRanks), ranks = 3 + static_cast<int>(random() % 11);
    const int first_suit = static_cast<int>(random() % kNumSuits), suits = 1 + static_cast<int>(random() % kNumSuits);
    std::vector<Card> deck;
    for (int r = 0; r < ranks; ++r)
      for (int s = 0; s < suits; ++s) deck.push_back(make_card((first_rank + r) % kNumRanks, (first_suit + s) % kNumSuits));
    std::shuffle(deck.begin(), deck.end(), random);
    std::array<Card, 5> hand;
    hand.fill(kNoCard);
    const int count = std::min(static_cast<int>(random() % 6), static_cast<int>(deck.size()));
    for (int i = 0; i < count; ++i) hand[i] = deck[i];
    std::shuffle(hand.begin(), hand.end(), random);
    hands.push_back(hand);
  }
  return hands;
}

TEST(JavaLibrary, ClassifiesHandsAsTheEngineDoes) {
  REQUIRE_JAVA_CLASSES();
  const auto hands = test_hands();
  std::vector<std::string> questions;
  for (const auto& hand : hands) questions.push_back(hand_question(hand));
  const auto answers = ask_java(classes, questions);
  ASSERT_EQ(answers.size(), hands.size());
  std::array<int, kNumCategories> seen{};
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const int expected = classify(hands[i].data(), 5);
    ++seen[expected];
    ASSERT_EQ(answers[i], std::to_string(expected)) << questions[i];
  }
  for (int category = 0; category < kNumCategories; ++category)
    EXPECT_GE(seen[category], 4) << "too few hands of " << category_name(category) << " to trust the comparison";
}

TEST(JavaLibrary, GeneratesTheContestsPointSystemsAsTheEngineDoes) {
  REQUIRE_JAVA_CLASSES();
  const std::vector<std::int64_t> seeds = {0, 1, 42, 91, -5, 123456789012};
  std::vector<std::string> questions;
  std::vector<PointSystem> expected;
  for (const std::string kind : {"random", "hypercorner", "ameritish", "single"})
    for (std::int64_t seed : seeds)
      for (int nth = 0; nth < 3; ++nth) {
        questions.push_back("system " + kind + " " + std::to_string(seed) + " " + std::to_string(nth));
        expected.push_back(kind == "random"        ? PointSystem::random(seed, nth)
                           : kind == "hypercorner" ? PointSystem::hypercorner(seed, nth)
                           : kind == "ameritish"   ? PointSystem::ameritish(seed, nth)
                                                   : PointSystem::single_random(seed, nth));
      }
  const auto answers = ask_java(classes, questions);
  ASSERT_EQ(answers.size(), questions.size());
  for (std::size_t i = 0; i < questions.size(); ++i) {
    std::string points;
    for (int category = 0; category < kNumCategories; ++category)
      points.append(category ? " " : "").append(std::to_string(expected[i].points(category)));
    EXPECT_EQ(answers[i], points) << questions[i];
  }
}

TEST(JavaLibrary, ItsLocalGameDealsTheContestsDeals) {
  REQUIRE_JAVA_CLASSES();
  const std::vector<std::int64_t> seeds = {0, 1, 42, 900000, -3, std::int64_t{1} << 40, INT64_MAX, INT64_MIN};
  std::vector<std::string> questions;
  for (std::int64_t seed : seeds) questions.push_back("deal " + std::to_string(seed));
  const auto answers = ask_java(classes, questions);
  ASSERT_EQ(answers.size(), seeds.size());
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    const Deal cards = deal(seeds[i]);
    EXPECT_EQ(answers[i], cards_to_string(cards.data(), kNumCells)) << questions[i];
  }
}

}  // namespace
}  // namespace pps
