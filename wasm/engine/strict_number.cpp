#include "engine/strict_number.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

namespace pps {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Advances `i` over a run of digits; false if there were none.
bool digits(std::string_view text, std::size_t& i) {
  const std::size_t start = i;
  while (i < text.size() && is_digit(text[i])) ++i;
  return i > start;
}

}  // namespace

std::optional<std::int64_t> parse_decimal_integer(std::string_view text) {
  std::size_t i = !text.empty() && text[0] == '-' ? 1 : 0;
  if (!digits(text, i) || i != text.size()) return std::nullopt;
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;  // out of range
  return value;
}

std::optional<double> parse_decimal_number(std::string_view text) {
  std::size_t i = !text.empty() && text[0] == '-' ? 1 : 0;
  if (!digits(text, i)) return std::nullopt;
  if (i < text.size() && text[i] == '.' && (++i, !digits(text, i))) return std::nullopt;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    if (!digits(text, i)) return std::nullopt;
  }
  if (i != text.size()) return std::nullopt;
  // The grammar is checked, so strtod (Emscripten 3.1.6's libc++ has no
  // floating-point from_chars) reads exactly this text; the "C" locale's '.'.
  const std::string copy(text);
  const double value = std::strtod(copy.c_str(), nullptr);
  if (!std::isfinite(value)) return std::nullopt;
  return value;
}

}  // namespace pps
