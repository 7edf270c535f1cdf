// One number as the reports print it: printf's `format` ("%.1f", "%+.2f").
#pragma once

#include <cstdio>
#include <string>

namespace pps::cli {

inline std::string fixed(double value, const char* format = "%.1f") {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

}  // namespace pps::cli
