// What every fuzz target checks beyond "no crash, no hang, no sanitizer
// report": bad input is refused the way the tools refuse it (the engine's
// std::invalid_argument, the CLI's UsageError) with a clear one-line message
// of reasonable length.
// Any other exception escapes and libFuzzer records the input as a crash.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cli/args.h"

namespace pps::fuzz {

// Stops the run: libFuzzer saves the input that led here.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
  std::abort();
}

inline void check_message(const std::exception& error) {
  const std::string message = error.what();
  if (message.empty()) finding("an error without a message");
  if (message.find('\n') != std::string::npos) finding("an error message of more than one line: " + message);
  // engine/quote.h cuts what it repeats at 60 characters, each up to 4 bytes
  // once escaped (\xNN): a message quoting a few values stays under this.
  if (message.size() > 1024) finding("an error message of " + std::to_string(message.size()) + " bytes");
}

// Runs `body`: true if it accepted the input, false if it refused it cleanly.
template <typename Body>
bool accepts(Body&& body) {
  try {
    body();
    return true;
  } catch (const std::invalid_argument& error) {
    check_message(error);
  } catch (const cli::UsageError& error) {
    check_message(error);
  }
  return false;
}

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace pps::fuzz
