// A bit-exact port of java.util.Random (Java SE specification), so that seeds
// mean the same deals and point systems here as in the contest's framework.
//
// It is slow-ish and only used where compatibility matters (deals, generated
// point systems). Simulations use the fast generator in rng.h.
#pragma once

#include <cstdint>

namespace pps {

class JavaRandom {
 public:
  explicit JavaRandom(std::int64_t seed) { set_seed(seed); }

  void set_seed(std::int64_t seed) {
    state_ = (static_cast<std::uint64_t>(seed) ^ kMultiplier) & kMask;
  }

  // Uniform in [0, bound); bound must be positive.
  int next_int(int bound);
  // Uniform in [0, 1) with 53 random bits.
  double next_double();
  bool next_boolean() { return next(1) != 0; }

 private:
  static constexpr std::uint64_t kMultiplier = 0x5DEECE66DULL;
  static constexpr std::uint64_t kAddend = 0xBULL;
  static constexpr std::uint64_t kMask = (std::uint64_t{1} << 48) - 1;

  // The top `bits` bits of the next 48-bit state, as Java's signed int.
  std::int32_t next(int bits) {
    state_ = (state_ * kMultiplier + kAddend) & kMask;
    return static_cast<std::int32_t>(static_cast<std::int64_t>(state_) >> (48 - bits));
  }

  std::uint64_t state_ = 0;
};

// Collections.shuffle(list, random): for i from size down to 2, swap(i-1, nextInt(i)).
template <typename T>
void java_shuffle(T* items, int size, JavaRandom& random) {
  for (int i = size; i > 1; --i) {
    const int j = random.next_int(i);
    T tmp = items[i - 1];
    items[i - 1] = items[j];
    items[j] = tmp;
  }
}

}  // namespace pps
