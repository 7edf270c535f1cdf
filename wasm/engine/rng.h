// The fast generator for simulations: xoshiro256** (Blackman & Vigna), seeded
// through splitmix64 so that any 64-bit seed, including 0, gives a good state.
#pragma once

#include <cstdint>

namespace pps {

constexpr std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : s_) word = splitmix64(seed);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, bound) by Lemire's multiply-shift on 32 random bits,
  // without his rejection step (one next() per result, and the sequences
  // every test and benchmark pins stay as they are). Each result comes from
  // floor(2^32 / bound) or one more of the 2^32 inputs, so its probability is
  // within 2^-32 of 1 / bound: off by less than bound / 2^32 of itself, under
  // 2^-26 for bounds up to 64 (the engine's are at most 52, the cards; there
  // 1.1e-8), far below anything a simulation can see. Not for large bounds:
  // near 2^32 some results would be twice as likely as others.
  std::uint32_t below(std::uint32_t bound) {
    return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32);
  }

  // Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

}  // namespace pps
