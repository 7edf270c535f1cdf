// Numbers as people type them in flags, specs and files, and nothing else:
// plain decimal, an optional leading '-', no '+', no spaces, no hex, no
// "inf" or "nan". std::stod and strtod accept all of those (" 5", "0x10",
// "+1"), which made `--game-time 0x10` mean 16 seconds.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace pps {

// [-]DIGITS, within the 64-bit range; nullopt otherwise.
std::optional<std::int64_t> parse_decimal_integer(std::string_view text);
// [-]DIGITS[.DIGITS][(e|E)[+|-]DIGITS], finite; nullopt otherwise.
std::optional<double> parse_decimal_number(std::string_view text);

}  // namespace pps
