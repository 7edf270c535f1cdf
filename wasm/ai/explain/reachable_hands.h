// The hands a line can still end as: which of the ten categories it can be
// once five cards, its own and distinct cards of those still unseen, fill it.
// Exact under the cards still unseen (a flush needs enough unseen cards of its
// suit, a straight an unseen card of every rank it lacks, three of a kind two
// more of a rank only if they are unseen), unlike Tiger's deck-agnostic
// "possibility array" (eval/tiger_heuristic.h), because an explanation must
// not name a hand the deck can no longer give.
#pragma once

#include <cstdint>

#include "engine/board.h"

namespace pps {

// Bit k set for each category k `line` can end as, completing it with cards of
// `unseen` (which holds none of the line's cards). A full line: its own category.
std::uint16_t reachable_hands(const LineState& line, CardMask unseen);

constexpr std::uint16_t category_bit(int category) { return static_cast<std::uint16_t>(1u << category); }
// The categories a flush draw aims at (any five of one suit), and a straight draw.
inline constexpr std::uint16_t kFlushHands = category_bit(kFlush) | category_bit(kStraightFlush) | category_bit(kRoyalFlush);
inline constexpr std::uint16_t kStraightHands =
    category_bit(kStraight) | category_bit(kStraightFlush) | category_bit(kRoyalFlush);

}  // namespace pps
