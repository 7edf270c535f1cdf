#include "ai/core/learned_data.h"

#include <stdexcept>
#include <vector>

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

std::vector<std::string_view> split_settings(std::string_view settings) {
  std::vector<std::string_view> out;
  while (!settings.empty()) {
    const auto comma = settings.find(',');
    out.push_back(settings.substr(0, comma));
    settings = comma == std::string_view::npos ? std::string_view{} : settings.substr(comma + 1);
  }
  return out;
}

// "the data was learned with outs=off, this player has outs=on": only the
// settings that differ, each quoted (the stored text comes from a file).
std::string settings_difference(std::string_view stored, std::string_view wanted) {
  const auto a = split_settings(stored), b = split_settings(wanted);
  std::string theirs, ours;
  const auto missing = [](const std::vector<std::string_view>& list, std::string_view item) {
    for (auto x : list)
      if (x == item) return false;
    return true;
  };
  for (auto x : a)
    if (missing(b, x)) theirs += (theirs.empty() ? "" : ", ") + quote(x, 40);
  for (auto x : b)
    if (missing(a, x)) ours += (ours.empty() ? "" : ", ") + quote(x, 40);
  return "learned data was learned with " + (theirs.empty() ? "other settings" : theirs) + ", this player has " +
         (ours.empty() ? "other settings" : ours) + " (learn again with this spec, or play with the spec it was learned with)";
}

}  // namespace

std::string write_learned(std::string_view kind, std::string_view settings, const PointSystem& system,
                          std::string_view payload) {
  ByteWriter w;
  for (char c : kMagic) w.put<char>(c);
  w.put<std::uint16_t>(kLearnedFormatVersion);
  w.put<std::uint8_t>(static_cast<std::uint8_t>(kind.size()));
  for (char c : kind) w.put<char>(c);
  w.put<std::uint16_t>(static_cast<std::uint16_t>(settings.size()));
  for (char c : settings) w.put<char>(c);
  for (int c = 0; c < kNumCategories; ++c) w.put<std::int8_t>(static_cast<std::int8_t>(system.points(c)));
  w.put<std::uint32_t>(static_cast<std::uint32_t>(payload.size()));
  std::string out = w.take();
  out.append(payload);
  ByteWriter sum;
  sum.put<std::uint64_t>(fnv1a(out));
  return out + sum.take();
}

std::string read_learned(std::string_view bytes, std::string_view kind, std::string_view settings,
                         const PointSystem& system) {
  if (bytes.size() < kMagic.size() || bytes.substr(0, kMagic.size()) != kMagic)
    throw std::invalid_argument("not learned data (bad header)");
  if (bytes.size() > kMaxLearnedBytes) throw std::invalid_argument("learned data is larger than any player writes");
  if (bytes.size() < 8 + kMagic.size() + 2) throw std::invalid_argument("learned data is truncated");
  ByteReader r(bytes.substr(0, bytes.size() - 8));
  for (std::size_t i = 0; i < kMagic.size(); ++i) r.get<char>();
  // The version first: older files get "learn again", not "corrupt".
  const auto version = r.get<std::uint16_t>();
  if (version != kLearnedFormatVersion)
    throw std::invalid_argument("learned data has format version " + std::to_string(version) + ", this pps reads " +
                                std::to_string(kLearnedFormatVersion) + " (learn it again)");
  ByteReader tail(bytes.substr(bytes.size() - 8));
  if (tail.get<std::uint64_t>() != fnv1a(bytes.substr(0, bytes.size() - 8)))
    throw std::invalid_argument("learned data is corrupt (checksum mismatch)");
  std::string stored_kind(r.get<std::uint8_t>(), '\0');
  for (char& c : stored_kind) c = r.get<char>();
  if (stored_kind != kind)
    throw std::invalid_argument("learned data is for player " + quote(stored_kind) + ", not '" + std::string(kind) + "'");
  std::string stored_settings(r.get<std::uint16_t>(), '\0');
  for (char& c : stored_settings) c = r.get<char>();
  if (stored_settings != settings) throw std::invalid_argument(settings_difference(stored_settings, settings));
  for (int c = 0; c < kNumCategories; ++c)
    if (r.get<std::int8_t>() != system.points(c))
      throw std::invalid_argument("learned data is for another point system");
  const auto length = r.get<std::uint32_t>();
  const std::size_t header = 4 + 2 + 1 + stored_kind.size() + 2 + stored_settings.size() + kNumCategories + 4;
  if (length != bytes.size() - 8 - header) throw std::invalid_argument("learned data has a wrong payload length");
  return std::string(bytes.substr(header, length));
}

PointSystem learned_system(std::string_view bytes) {
  if (bytes.substr(0, kMagic.size()) != kMagic) throw std::invalid_argument("not learned data (bad header)");
  ByteReader r(bytes.substr(kMagic.size()));
  r.get<std::uint16_t>();  // the version: read_learned() names a wrong one
  for (auto kind = r.get<std::uint8_t>(); kind > 0; --kind) r.get<char>();
  for (auto settings = r.get<std::uint16_t>(); settings > 0; --settings) r.get<char>();
  PointTable points{};
  for (int& p : points) p = r.get<std::int8_t>();
  return PointSystem::custom(points);
}

}  // namespace pps
