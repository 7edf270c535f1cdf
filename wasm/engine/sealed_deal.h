// Sealed deals: the deals of runs in which a player that is not ours plays
// (an external program, a student's player in the lab). The contest's deals
// (deal.h) shuffle with java.util.Random from small public seeds, so a player
// can find the seed from the first cards and foresee the rest. A sealed deal
// is an unbiased shuffle drawn from ChaCha20 (chacha20.h) under a secret
// 256-bit key: without the key, the cards seen tell nothing of the next one.
// The key is fixed for a run (every player gets the same deals) and shown
// after it, so that the same key replays the run exactly. Each point system
// deals from a key of its own, derived from the run's key and the system's
// text form: deal n of one system tells nothing of deal n of another, so a
// player that remembers its cards on one system foresees none on the next.
//
// The construction (docs/DESIGN.md, "Sealed deals", for other implementations):
// the system's key is HMAC-SHA256 under the run's key of the ASCII text
// "pps sealed deals: " followed by the system's canonical text form
// (PointSystem::to_string, e.g. "american"). Deal n of a key is then:
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
#include "point_system.h"

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

// The key of `system`'s sealed deals under the run's `key`.
DealKey system_deal_key(const DealKey& key, const PointSystem& system);

// The 52 cards shuffled for deal `number` of `system` under the run's `key`,
// and its first 25, in the order they are dealt: the sealed deals of every
// run (pps, the lab, assignments).
std::array<Card, kNumCards> sealed_shuffle(const DealKey& key, const PointSystem& system, std::int64_t number);
Deal sealed_deal(const DealKey& key, const PointSystem& system, std::int64_t number);

// The shuffle of `key`'s keystream for `number`, the construction's second
// step (under a system's key it is that system's deal): exposed for its
// test vectors.
std::array<Card, kNumCards> keystream_shuffle(const DealKey& key, std::int64_t number);
Deal keystream_deal(const DealKey& key, std::int64_t number);

}  // namespace pps
