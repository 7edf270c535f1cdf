// The byte form of what a learning player learned, so that it can be cached
// (the web app keeps it per point system) and loaded back:
//   "PPSL" | format version (u16) | player kind (u8 length + text)
//   | learning settings (u16 length + text) | point system (10 x i8)
//   | payload length (u32) | payload | FNV-1a 64 of all before
// The learning settings are the spec's parameters that shape what is learned
// ("epsilon=0.5,...,outs=on"), so that data learned with other settings is
// refused rather than played under a spec that did not learn it (version 1
// had no settings: narl's outs=on loaded outs=off data and said outs=on).
// read_learned() refuses, with a clear message, anything truncated, corrupt,
// from another format version, another player, other settings or another
// point system. The checksum catches damage, not forgery (anyone can compute
// it); what forged data can do is bounded by the readers (sizes checked, and
// value_table.h's salted hash keeps loading linear).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <cstring>
#include <stdexcept>
#include <type_traits>

#include "engine/point_system.h"

namespace pps {

// 2: the learning settings are recorded, and NARL tables are sorted by key
// and stored compactly (value_table_io.h), so the same learning gives the
// same bytes everywhere.
inline constexpr std::uint16_t kLearnedFormatVersion = 2;
// Larger than any learning player writes (NARL's full tables: about 9 MB).
inline constexpr std::size_t kMaxLearnedBytes = 64u << 20;

std::string write_learned(std::string_view kind, std::string_view settings, const PointSystem& system,
                          std::string_view payload);

// Returns the payload; throws std::invalid_argument naming the problem.
std::string read_learned(std::string_view bytes, std::string_view kind, std::string_view settings,
                         const PointSystem& system);

// The point system learned data says it is for (pps serve loads a file for
// its own system and learns the others); read_learned() still checks the
// rest. Throws std::invalid_argument for what is not learned data.
PointSystem learned_system(std::string_view bytes);

// Little helpers for payloads: fixed-width little-endian values.
class ByteWriter {
 public:
  template <typename T>
  void put(T value) {
    for (std::size_t i = 0; i < sizeof(T); ++i) out_.push_back(static_cast<char>((to_bits(value) >> (8 * i)) & 0xFF));
  }
  // An unsigned LEB128 varint: 7 bits a byte, small numbers in one byte
  // (sorted keys stored as differences compress to a few bytes each).
  void put_varint(std::uint64_t value) {
    for (; value >= 0x80; value >>= 7) out_.push_back(static_cast<char>((value & 0x7F) | 0x80));
    out_.push_back(static_cast<char>(value));
  }
  std::string take() { return std::move(out_); }

 private:
  template <typename T>
  static std::uint64_t to_bits(T value) {
    if constexpr (sizeof(T) == 4 && std::is_floating_point_v<T>) {
      std::uint32_t u;
      std::memcpy(&u, &value, 4);
      return u;
    } else if constexpr (sizeof(T) == 8 && std::is_floating_point_v<T>) {
      std::uint64_t u;
      std::memcpy(&u, &value, 8);
      return u;
    } else {
      return static_cast<std::uint64_t>(value);
    }
  }
  std::string out_;
};

class ByteReader {
 public:
  explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}
  template <typename T>
  T get() {
    if (pos_ + sizeof(T) > bytes_.size()) throw std::invalid_argument("learned data is truncated");
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i)
      bits |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes_[pos_ + i])) << (8 * i);
    pos_ += sizeof(T);
    T value;
    if constexpr (std::is_floating_point_v<T>) {
      if constexpr (sizeof(T) == 4) {
        const auto u = static_cast<std::uint32_t>(bits);
        std::memcpy(&value, &u, 4);
      } else {
        std::memcpy(&value, &bits, 8);
      }
    } else {
      value = static_cast<T>(bits);
    }
    return value;
  }
  // put_varint's inverse; refuses a varint longer than ten bytes or past the end.
  std::uint64_t get_varint() {
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const auto byte = get<std::uint8_t>();
      if (shift == 63 && byte > 1) break;
      value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
      if ((byte & 0x80) == 0) return value;
    }
    throw std::invalid_argument("learned data is corrupt (bad varint)");
  }
  bool done() const { return pos_ == bytes_.size(); }

 private:
  std::string_view bytes_;
  std::size_t pos_ = 0;
};

}  // namespace pps
