// Quoting user input inside error messages: whatever a user (or a file) gave,
// the message stays one short, printable line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace pps {

// `text` between single quotes for an error message: control characters,
// quotes, backslashes and bytes that are not UTF-8 escaped (\n, \t, \', \\,
// \xNN), and anything longer than `max_chars` characters cut with "...".
std::string quote(std::string_view text, std::size_t max_chars = 60);

}  // namespace pps
