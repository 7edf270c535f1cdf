#include "card.h"

#include <cctype>
#include <stdexcept>

#include "quote.h"

namespace pps {

std::string card_to_string(Card c) {
  if (c >= kNumCards) return "--";
  return {kRankChars[rank_of(c)], kSuitChars[suit_of(c)]};
}

Card parse_card(std::string_view text) {
  if (text.size() == 2) {
    const auto r = kRankChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(text[0]))));
    const auto s = kSuitChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(text[1]))));
    if (r != std::string_view::npos && s != std::string_view::npos)
      return make_card(static_cast<int>(r), static_cast<int>(s));
  }
  throw std::invalid_argument("malformed card " + quote(text) +
                              " (expected rank A23456789TJQK then suit CDHS, e.g. QH)");
}

std::vector<Card> parse_cards(std::string_view text) {
  std::vector<Card> cards;
  CardMask seen = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == ',' || text[i] == '\t' || text[i] == '\n') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != ',' && text[j] != '\t' && text[j] != '\n') ++j;
    const Card c = parse_card(text.substr(i, j - i));
    if (seen & card_bit(c)) throw std::invalid_argument("duplicate card " + card_to_string(c));
    seen |= card_bit(c);
    cards.push_back(c);
    i = j;
  }
  return cards;
}

std::string cards_to_string(const Card* cards, int count) {
  std::string out;
  for (int i = 0; i < count; ++i) {
    if (i) out += ' ';
    out += card_to_string(cards[i]);
  }
  return out;
}

std::string card_long_name(Card c) {
  static constexpr const char* kRankNames[kNumRanks] = {"ace",   "two",  "three", "four", "five",
                                                       "six",   "seven", "eight", "nine", "ten",
                                                       "jack",  "queen", "king"};
  static constexpr const char* kSuitNames[kNumSuits] = {"clubs", "diamonds", "hearts", "spades"};
  if (c >= kNumCards) return "empty";
  return std::string(kRankNames[rank_of(c)]) + " of " + kSuitNames[suit_of(c)];
}

}  // namespace pps
