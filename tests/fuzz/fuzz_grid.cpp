// Cards as `pps score --grid` reads them (parse_cards, parse_card): an
// accepted list has distinct valid cards that print back to the same cards,
// and 25 of them make a grid that scores.
#include "engine/board.h"
#include "engine/card.h"
#include "engine/point_system.h"
#include "fuzz_support.h"

using namespace pps;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  fuzz::accepts([&] { (void)parse_card(text); });

  std::vector<Card> cards;
  if (!fuzz::accepts([&] { cards = parse_cards(text); })) return 0;
  CardMask seen = 0;
  for (Card c : cards) {
    if (c >= kNumCards) fuzz::finding("card id " + std::to_string(c) + " from '" + std::string(text) + "'");
    if (seen & card_bit(c)) fuzz::finding("a duplicate card accepted in '" + std::string(text) + "'");
    seen |= card_bit(c);
  }
  const std::string printed = cards_to_string(cards.data(), static_cast<int>(cards.size()));
  if (parse_cards(printed) != cards) fuzz::finding("'" + printed + "' does not parse back to the same cards");
  if (cards.size() == static_cast<std::size_t>(kNumCells)) {
    Board board;
    for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, cards[static_cast<std::size_t>(cell)]);
    (void)board.score(PointSystem::american());
    for (int line = 0; line < 2 * kGridSize; ++line) (void)board.category(line);
  }
  return 0;
}
