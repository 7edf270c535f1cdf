// Sealed deals: the deals of runs in which a player that is not ours plays
// (an external program, a student's player in the lab). The contest's deals
// (deal.h) shuffle with java.util.Random from small public seeds, so a player
// can find the seed from the first cards and foresee the rest. A sealed deal
// is an unbiased shuffle drawn from ChaCha20 (chacha20.h) under a secret
// 256-bit key: without the key, the cards seen tell nothing of the next one.
// The key is fixed for a run (every player gets the same deals) and shown
// after it, so that the same key replays the run exactly.
//
// The construction (docs/DESIGN.md, "Sealed deals", for other implementations):
// ChaCha20 with the key's 32 bytes, the nonce "deal" followed by the deal
// number as a 64-bit little-endian two's-complement integer, block counter
// 0, 1, 2, ...; the keystream read as 32-bit little-endian words. The 52 card
// ids in order are shuffled by Fisher-Yates from the front: for i = 0..50,
// n = 52 - i, words are drawn until one is below 2^32 - (2^32 mod n), whose
// value mod n is j, and cards i and i + j swap. The deal is the first 25.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "card.h"
#include "chacha20.h"
#include "deal.h"

namespace pps {

struct DealKey {
  ChaChaKey bytes{};

  // 64 hexadecimal digits (either case), nothing else; throws
  // std::invalid_argument saying what is wrong.
  static DealKey parse(std::string_view hex);
  // 64 lowercase hexadecimal digits.
  std::string hex() const;
  bool operator==(const DealKey&) const = default;
};

// The 52 cards shuffled for deal `number` of `key`.
std::array<Card, kNumCards> sealed_shuffle(const DealKey& key, std::int64_t number);
// Its first 25 cards, in the order they are dealt.
Deal sealed_deal(const DealKey& key, std::int64_t number);

}  // namespace pps
