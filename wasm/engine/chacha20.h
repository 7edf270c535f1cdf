// ChaCha20 as RFC 8439 fixes it (section 2.3): the block function and the
// keystream of consecutive blocks. Ours, checked against the RFC's published
// test vectors (tests/cpp/engine/chacha20_test.cpp). It is the generator of
// the sealed deals (sealed_deal.h): a standard cipher, so that knowing every
// card dealt so far, and all of this code, tells nothing of the next card
// without the key.
#pragma once

#include <array>
#include <cstdint>

namespace pps {

using ChaChaKey = std::array<std::uint8_t, 32>;
using ChaChaNonce = std::array<std::uint8_t, 12>;
using ChaChaBlock = std::array<std::uint8_t, 64>;

// The quarter round on four words (RFC 8439, 2.1), exposed for its test vector.
void chacha_quarter_round(std::uint32_t& a, std::uint32_t& b, std::uint32_t& c, std::uint32_t& d);

// The block function (RFC 8439, 2.3): 64 keystream bytes of block `counter`.
ChaChaBlock chacha20_block(const ChaChaKey& key, std::uint32_t counter, const ChaChaNonce& nonce);

// The keystream from block `counter` on, read as bytes or as 32-bit
// little-endian words (four bytes in keystream order).
class ChaCha20Stream {
 public:
  ChaCha20Stream(const ChaChaKey& key, const ChaChaNonce& nonce, std::uint32_t counter = 0)
      : key_(key), nonce_(nonce), counter_(counter) {}

  std::uint8_t next_byte();
  std::uint32_t next_word();

 private:
  ChaChaKey key_;
  ChaChaNonce nonce_;
  std::uint32_t counter_;  // of the next block to compute
  ChaChaBlock block_{};
  int used_ = 64;  // bytes of block_ already read: none computed yet
};

}  // namespace pps
