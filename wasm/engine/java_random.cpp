#include "java_random.h"

namespace pps {

int JavaRandom::next_int(int bound) {
  if ((bound & -bound) == bound)  // a power of two: take the high bits
    return static_cast<int>((static_cast<std::int64_t>(bound) * next(31)) >> 31);
  // Rejection sampling, exactly as specified, so that the stream stays in step.
  std::int32_t bits, value;
  do {
    bits = next(31);
    value = bits % bound;
  } while (static_cast<std::int64_t>(bits) - value + (bound - 1) > INT32_MAX);
  return value;
}

double JavaRandom::next_double() {
  const std::int64_t high = static_cast<std::int64_t>(next(26)) << 27;
  return static_cast<double>(high + next(27)) * (1.0 / static_cast<double>(std::int64_t{1} << 53));
}

}  // namespace pps
