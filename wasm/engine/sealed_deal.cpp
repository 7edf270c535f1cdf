#include "sealed_deal.h"

#include <stdexcept>
#include <utility>

#include "quote.h"
#include "sha256.h"

namespace pps {

namespace {

constexpr std::string_view kHexDigits = "0123456789abcdef";

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Uniform in [0, n) from the keystream: the words at or above the largest
// multiple of n below 2^32 are drawn again, so every value has exactly
// floor(2^32 / n) words (no modulo bias).
std::uint32_t uniform_below(ChaCha20Stream& stream, std::uint32_t n) {
  const std::uint64_t limit = (std::uint64_t{1} << 32) - (std::uint64_t{1} << 32) % n;
  for (;;) {
    const std::uint32_t word = stream.next_word();
    if (word < limit) return word % n;
  }
}

}  // namespace

DealKey DealKey::parse(std::string_view hex) {
  constexpr std::size_t kDigits = 2 * sizeof(ChaChaKey);
  const std::string what = "a deal key is " + std::to_string(kDigits) + " hexadecimal digits (256 bits)";
  if (hex.size() != kDigits)
    throw std::invalid_argument(what + ", got " + std::to_string(hex.size()) + " characters: " + quote(hex, 80));
  DealKey key;
  for (std::size_t i = 0; i < kDigits; ++i) {
    const int digit = hex_value(hex[i]);
    if (digit < 0)
      throw std::invalid_argument(what + ": " + quote(hex.substr(i, 1)) + " at position " + std::to_string(i + 1) +
                                  " is not a hexadecimal digit");
    key.bytes[i / 2] = static_cast<std::uint8_t>(key.bytes[i / 2] << 4 | digit);
  }
  return key;
}

std::string DealKey::hex() const {
  std::string out;
  for (std::uint8_t byte : bytes) {
    out += kHexDigits[byte >> 4];
    out += kHexDigits[byte & 15];
  }
  return out;
}

DealKey system_deal_key(const DealKey& key, const PointSystem& system) {
  const std::string label = "pps sealed deals: " + system.to_string();
  DealKey derived;
  derived.bytes = hmac_sha256(key.bytes, std::span(reinterpret_cast<const std::uint8_t*>(label.data()), label.size()));
  return derived;
}

std::array<Card, kNumCards> sealed_shuffle(const DealKey& key, const PointSystem& system, std::int64_t number) {
  return keystream_shuffle(system_deal_key(key, system), number);
}

Deal sealed_deal(const DealKey& key, const PointSystem& system, std::int64_t number) {
  return keystream_deal(system_deal_key(key, system), number);
}

std::array<Card, kNumCards> keystream_shuffle(const DealKey& key, std::int64_t number) {
  ChaChaNonce nonce{'d', 'e', 'a', 'l'};
  const auto bits = static_cast<std::uint64_t>(number);
  for (int b = 0; b < 8; ++b) nonce[4 + b] = static_cast<std::uint8_t>(bits >> (8 * b));
  ChaCha20Stream stream(key.bytes, nonce);
  std::array<Card, kNumCards> deck{};
  for (int id = 0; id < kNumCards; ++id) deck[id] = static_cast<Card>(id);
  for (int i = 0; i + 1 < kNumCards; ++i)
    std::swap(deck[i], deck[i + uniform_below(stream, static_cast<std::uint32_t>(kNumCards - i))]);
  return deck;
}

Deal keystream_deal(const DealKey& key, std::int64_t number) {
  const auto deck = keystream_shuffle(key, number);
  Deal cards{};
  for (int i = 0; i < kNumCells; ++i) cards[i] = deck[i];
  return cards;
}

}  // namespace pps
