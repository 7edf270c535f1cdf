// Keys that defeat a fixed hash, for the tests of ValueTable and of loading
// learned data that holds them.
#pragma once

#include <cstdint>
#include <vector>

namespace pps::test {

// Keys forged to land on one slot of a table of 2^log2 slots under the old,
// fixed hash, where linear probing walked the whole cluster for each key
// (quadratic: 200,000 such keys took 40 s to load); and keys that collided
// under that hash whatever random salt was XOR-ed into them.
// The old hash, inverted: x ^= x >> 33 undoes itself, and the multiplier is
// odd, so it has an inverse modulo 2^64 (Newton's iteration finds it).
inline std::uint64_t old_hash_inverse(std::uint64_t hash) {
  constexpr std::uint64_t kMultiplier = 0xFF51AFD7ED558CCDULL;
  std::uint64_t inverse = kMultiplier;
  for (int i = 0; i < 6; ++i) inverse *= 2 - kMultiplier * inverse;
  hash ^= hash >> 33;
  hash *= inverse;
  hash ^= hash >> 33;
  return hash;
}
inline std::vector<std::uint64_t> forged_keys(int log2, std::size_t count) {
  std::vector<std::uint64_t> keys;
  for (std::uint64_t i = 1; keys.size() < count / 2; ++i) keys.push_back(old_hash_inverse(i << log2));  // home slot 0
  for (std::uint64_t h = 1; keys.size() < count; ++h) keys.push_back(7 ^ (h << 45) ^ (h << 12));
  return keys;
}

}  // namespace pps::test
