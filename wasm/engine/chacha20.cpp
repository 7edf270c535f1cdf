#include "chacha20.h"

namespace pps {

namespace {

constexpr std::uint32_t rotl(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

std::uint32_t load_le(const std::uint8_t* p) {
  return std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 | std::uint32_t{p[3]} << 24;
}

}  // namespace

void chacha_quarter_round(std::uint32_t& a, std::uint32_t& b, std::uint32_t& c, std::uint32_t& d) {
  a += b; d ^= a; d = rotl(d, 16);
  c += d; b ^= c; b = rotl(b, 12);
  a += b; d ^= a; d = rotl(d, 8);
  c += d; b ^= c; b = rotl(b, 7);
}

ChaChaBlock chacha20_block(const ChaChaKey& key, std::uint32_t counter, const ChaChaNonce& nonce) {
  // The state (2.3): the constant "expand 32-byte k", the key, the block
  // counter and the nonce, each as little-endian words.
  std::array<std::uint32_t, 16> start{0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};
  for (int i = 0; i < 8; ++i) start[4 + i] = load_le(&key[4 * i]);
  start[12] = counter;
  for (int i = 0; i < 3; ++i) start[13 + i] = load_le(&nonce[4 * i]);

  std::array<std::uint32_t, 16> x = start;
  for (int round = 0; round < 10; ++round) {  // 20 rounds: a column round and a diagonal round each time
    chacha_quarter_round(x[0], x[4], x[8], x[12]);
    chacha_quarter_round(x[1], x[5], x[9], x[13]);
    chacha_quarter_round(x[2], x[6], x[10], x[14]);
    chacha_quarter_round(x[3], x[7], x[11], x[15]);
    chacha_quarter_round(x[0], x[5], x[10], x[15]);
    chacha_quarter_round(x[1], x[6], x[11], x[12]);
    chacha_quarter_round(x[2], x[7], x[8], x[13]);
    chacha_quarter_round(x[3], x[4], x[9], x[14]);
  }
  ChaChaBlock out{};
  for (int i = 0; i < 16; ++i) {
    const std::uint32_t word = x[i] + start[i];
    for (int b = 0; b < 4; ++b) out[4 * i + b] = static_cast<std::uint8_t>(word >> (8 * b));
  }
  return out;
}

std::uint8_t ChaCha20Stream::next_byte() {
  if (used_ == 64) {
    block_ = chacha20_block(key_, counter_++, nonce_);
    used_ = 0;
  }
  return block_[used_++];
}

std::uint32_t ChaCha20Stream::next_word() {
  std::uint32_t word = 0;
  for (int b = 0; b < 4; ++b) word |= std::uint32_t{next_byte()} << (8 * b);
  return word;
}

}  // namespace pps
