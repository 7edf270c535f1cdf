// Cards, ranks, suits and card sets.
//
// A card id is suit * 13 + rank, with ranks A23456789TJQK (0..12) and suits
// CDHS (0..3), exactly as in the contest's Java framework. A set of cards is a
// 64-bit mask with bit `id` set for each card in it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pps {

using Card = std::uint8_t;
using CardMask = std::uint64_t;

inline constexpr int kNumRanks = 13;
inline constexpr int kNumSuits = 4;
inline constexpr int kNumCards = 52;
inline constexpr Card kNoCard = 0xFF;
inline constexpr CardMask kFullDeck = (CardMask{1} << kNumCards) - 1;

constexpr int rank_of(Card c) { return c % kNumRanks; }
constexpr int suit_of(Card c) { return c / kNumRanks; }
constexpr Card make_card(int rank, int suit) { return static_cast<Card>(suit * kNumRanks + rank); }
constexpr CardMask card_bit(Card c) { return CardMask{1} << c; }
// How many cards of `cards` have the rank, or the suit.
constexpr int count_of_rank(CardMask cards, int rank) {
  constexpr CardMask kRankBits = 1ULL | (1ULL << 13) | (1ULL << 26) | (1ULL << 39);
  return __builtin_popcountll(cards & (kRankBits << rank));
}
constexpr int count_of_suit(CardMask cards, int suit) {
  return __builtin_popcountll((cards >> (suit * kNumRanks)) & 0x1FFFULL);
}

inline constexpr std::string_view kRankChars = "A23456789TJQK";
inline constexpr std::string_view kSuitChars = "CDHS";

// "AC", "TD", "KS".
std::string card_to_string(Card c);

// Parses a two-character card, case-insensitively ("ah", "Td", "10h" is not
// accepted). Throws std::invalid_argument naming the text on failure.
Card parse_card(std::string_view text);

// Parses cards separated by spaces or commas. Throws on malformed cards and
// on duplicates.
std::vector<Card> parse_cards(std::string_view text);

// Cards joined by single spaces.
std::string cards_to_string(const Card* cards, int count);

// Human-readable name, e.g. "queen of hearts" (used for screen readers).
std::string card_long_name(Card c);

}  // namespace pps
