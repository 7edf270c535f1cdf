#include "ai/explain/line_facts.h"

#include <array>

#include "ai/explain/reachable_hands.h"

namespace pps {

namespace {

// The ten straights as rank masks, A-2-3-4-5 up to T-J-Q-K-A.
constexpr std::array<std::uint16_t, 10> kStraights = {0x1F,      0x1F << 1, 0x1F << 2, 0x1F << 3, 0x1F << 4,
                                                      0x1F << 5, 0x1F << 6, 0x1F << 7, 0x1F << 8, kRoyalRanks};

int line_cell(int line, int i) { return line < kGridSize ? line * kGridSize + i : i * kGridSize + (line - kGridSize); }

SmallList<Card, kGridSize> cards_of(const Board& board, int line) {
  SmallList<Card, kGridSize> cards;
  for (int i = 0; i < kGridSize; ++i)
    if (const Card c = board.at(line_cell(line, i)); c != kNoCard) cards.push_back(c);
  return cards;
}

std::optional<StraightDraw> straight_draw(const LineState& state, CardMask unseen) {
  if (state.size() == 0 || state.size() == kGridSize || state.ranks_with_count(1) != state.size()) return std::nullopt;
  StraightDraw draw;
  draw.ranks = state.rank_mask();
  draw.need = kGridSize - state.size();
  for (const std::uint16_t straight : kStraights) {
    if (draw.ranks & ~straight) continue;
    const auto missing = static_cast<std::uint16_t>(straight & ~draw.ranks);
    bool all_unseen = true;
    for (unsigned m = missing; m; m &= m - 1) all_unseen = all_unseen && count_of_rank(unseen, __builtin_ctz(m)) > 0;
    if (all_unseen) draw.fitting = static_cast<std::uint16_t>(draw.fitting | missing);
  }
  if (!draw.fitting) return std::nullopt;
  for (unsigned m = draw.fitting; m; m &= m - 1) draw.outs += count_of_rank(unseen, __builtin_ctz(m));
  return draw;
}

std::optional<FlushDraw> flush_draw(const LineState& state, CardMask unseen) {
  if (state.size() == 0 || state.size() == kGridSize) return std::nullopt;
  for (int s = 0; s < kNumSuits; ++s) {
    if (state.suit_count(s) != state.size()) continue;
    FlushDraw draw{s, state.size(), count_of_suit(unseen, s), kGridSize - state.size()};
    if (draw.unseen >= draw.need) return draw;
  }
  return std::nullopt;
}

}  // namespace

LineFacts line_facts(int line, const SmallList<Card, kGridSize>& cards, const LineState& state, CardMask unseen) {
  LineFacts facts;
  facts.line = line;
  facts.cards = cards;
  facts.made = state.category();
  facts.reachable = reachable_hands(state, unseen);
  facts.flush = flush_draw(state, unseen);
  facts.straight = straight_draw(state, unseen);
  return facts;
}

LineFacts line_facts_without(const Board& board, int line, Card card_to_place) {
  return line_facts(line, cards_of(board, line), board.line(line), board.unseen() & ~card_bit(card_to_place));
}

LineFacts line_facts_with(const Board& board, int line, int cell, Card card) {
  Board after = board;
  after.place(cell, card);
  return line_facts(line, cards_of(after, line), after.line(line), after.unseen());
}

}  // namespace pps
