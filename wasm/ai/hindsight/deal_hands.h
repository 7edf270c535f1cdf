// Every 5-card hand that can be made from one deal's 25 cards, with its
// points: the table the hindsight search and its upper bound read. A hand is
// a 25-bit mask over the deal's card indices (bit i = the deal's i-th card);
// there are C(25,5) = 53,130 of them, indexed by the combinatorial number
// system, so a line's points are one table look-up.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/deal.h"
#include "engine/point_system.h"

namespace pps {

inline constexpr std::uint32_t kAllDealCards = (1u << kNumCells) - 1;

class DealHands {
 public:
  DealHands(const Deal& cards, const PointSystem& system);

  // Points of a hand of exactly five of the deal's cards.
  int value(std::uint32_t hand) const { return values_[index(hand)]; }
  Card card(int index) const { return cards_[index]; }
  const Deal& cards() const { return cards_; }
  const PointSystem& system() const { return system_; }
  // The hands whose lowest card index is `lowest`, best first (ties in mask
  // order, so the order is the same on every platform).
  const std::vector<std::uint32_t>& hands_led_by(int lowest) const { return led_by_[lowest]; }

  static int index(std::uint32_t hand);

 private:
  Deal cards_;
  PointSystem system_;
  std::vector<std::int8_t> values_;
  std::array<std::vector<std::uint32_t>, kNumCells> led_by_;
};

}  // namespace pps
