// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104), ours, checked against the
// published vectors (tests/cpp/engine/sha256_test.cpp). They derive each
// point system's key of the sealed deals from the run's key
// (sealed_deal.h): a standard one-way function, so that the deals of one
// system tell nothing of another's.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace pps {

using Sha256Digest = std::array<std::uint8_t, 32>;

Sha256Digest sha256(std::span<const std::uint8_t> message);
Sha256Digest sha256(std::string_view message);
Sha256Digest hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message);

}  // namespace pps
