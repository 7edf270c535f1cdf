// Whether an explanation's text says `words`, word for word.
#pragma once

#include <string>

#include "ai/explain/explanation.h"

namespace pps::test {

inline bool says(const Explanation& e, const std::string& words) { return e.text.find(words) != std::string::npos; }

}  // namespace pps::test
