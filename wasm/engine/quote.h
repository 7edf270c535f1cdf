// Quotes user input inside an error message, safely: 'text' with control
// characters escaped and long input cut short.
//
// Messages travel as C strings (what()) and end up in one-line errors on a
// terminal or in a page; a NUL would cut them, a newline or an escape code
// would break the line, and a megabyte of input would drown the message.
// So: \0 \t \n \r \\ \' and \xNN for other control bytes, DEL and bytes that
// are not valid UTF-8; at most `max_chars` characters (UTF-8 sequences are
// kept whole), then "..." (inside the quotes).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace pps {

namespace quote_detail {

// Length of the valid UTF-8 sequence starting at text[i] (2..4), or 0.
inline std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4;
  if (length == 0 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  // Overlong forms, surrogates and code points past U+10FFFF.
  if (lead == 0xE0 && byte(i + 1) < 0xA0) return 0;
  if (lead == 0xED && byte(i + 1) >= 0xA0) return 0;
  if (lead == 0xF0 && byte(i + 1) < 0x90) return 0;
  if (lead == 0xF4 && byte(i + 1) >= 0x90) return 0;
  return length;
}

inline void append_escaped_byte(std::string& out, unsigned char c) {
  switch (c) {
    case '\0': out += "\\0"; return;
    case '\t': out += "\\t"; return;
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\\': out += "\\\\"; return;
    case '\'': out += "\\'"; return;
    default: break;
  }
  if (c < 0x20 || c >= 0x7F) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\x";
    out += kHex[c >> 4];
    out += kHex[c & 0xF];
  } else {
    out += static_cast<char>(c);
  }
}

}  // namespace quote_detail

inline constexpr std::size_t kQuotedMaxChars = 60;

// The text escaped and cut, without quotes (for key=value forms).
inline std::string escaped_input(std::string_view text, std::size_t max_chars = kQuotedMaxChars) {
  std::string out;
  std::size_t chars = 0;
  std::size_t i = 0;
  for (; i < text.size() && chars < max_chars; ++chars) {
    const std::size_t sequence = quote_detail::utf8_sequence_length(text, i);
    if (sequence > 0) {
      out.append(text.substr(i, sequence));
      i += sequence;
    } else {
      quote_detail::append_escaped_byte(out, static_cast<unsigned char>(text[i]));
      ++i;
    }
  }
  if (i < text.size()) out += "...";
  return out;
}

// 'text', escaped and cut.
inline std::string quoted_input(std::string_view text, std::size_t max_chars = kQuotedMaxChars) {
  return "'" + escaped_input(text, max_chars) + "'";
}

}  // namespace pps
