#include "ai/learned_data.h"

#include <stdexcept>

#include "engine/quote.h"

namespace pps {

namespace {

constexpr std::string_view kMagic = "PPSL";

std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

}  // namespace

std::string write_learned(std::string_view kind, const PointSystem& system, std::string_view payload) {
  ByteWriter w;
  for (char c : kMagic) w.put<char>(c);
  w.put<std::uint16_t>(kLearnedFormatVersion);
  w.put<std::uint8_t>(static_cast<std::uint8_t>(kind.size()));
  for (char c : kind) w.put<char>(c);
  for (int c = 0; c < kNumCategories; ++c) w.put<std::int8_t>(static_cast<std::int8_t>(system.points(c)));
  w.put<std::uint32_t>(static_cast<std::uint32_t>(payload.size()));
  std::string out = w.take();
  out.append(payload);
  ByteWriter sum;
  sum.put<std::uint64_t>(fnv1a(out));
  return out + sum.take();
}

std::string read_learned(std::string_view bytes, std::string_view kind, const PointSystem& system) {
  if (bytes.size() < kMagic.size() || bytes.substr(0, kMagic.size()) != kMagic)
    throw std::invalid_argument("not learned data (bad header)");
  if (bytes.size() < 8 + kMagic.size()) throw std::invalid_argument("learned data is truncated");
  ByteReader tail(bytes.substr(bytes.size() - 8));
  if (tail.get<std::uint64_t>() != fnv1a(bytes.substr(0, bytes.size() - 8)))
    throw std::invalid_argument("learned data is corrupt (checksum mismatch)");
  ByteReader r(bytes.substr(0, bytes.size() - 8));
  for (std::size_t i = 0; i < kMagic.size(); ++i) r.get<char>();
  const auto version = r.get<std::uint16_t>();
  if (version != kLearnedFormatVersion)
    throw std::invalid_argument("learned data has format version " + std::to_string(version) + ", expected " +
                                std::to_string(kLearnedFormatVersion));
  std::string stored_kind(r.get<std::uint8_t>(), '\0');
  for (char& c : stored_kind) c = r.get<char>();
  if (stored_kind != kind)
    throw std::invalid_argument("learned data is for player " + quoted_input(stored_kind) + ", not '" + std::string(kind) + "'");
  for (int c = 0; c < kNumCategories; ++c)
    if (r.get<std::int8_t>() != system.points(c))
      throw std::invalid_argument("learned data is for another point system");
  const auto length = r.get<std::uint32_t>();
  const std::size_t header = bytes.size() - 8 - length;
  if (length > bytes.size() - 8 || header != 4 + 2 + 1 + stored_kind.size() + kNumCategories + 4)
    throw std::invalid_argument("learned data has a wrong payload length");
  return std::string(bytes.substr(header, length));
}

}  // namespace pps
