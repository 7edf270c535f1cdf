// Small conversions between engine values and plain JavaScript values.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <string>

#include "engine/card.h"
#include "engine/point_system.h"

namespace pps::bindings {

// Card ids as JS numbers: 0..51, and -1 for "no card".
inline int card_to_js(Card c) { return c == kNoCard ? -1 : static_cast<int>(c); }

// A 64-bit seed travels as a decimal string (JS numbers stop at 2^53).
inline std::string seed_to_js(std::int64_t seed) { return std::to_string(seed); }

// {spec, label, kind, argument, points: [10 numbers]}: kind and argument as
// in pageRules()'s systems (the form's kind, what follows its prefix)
emscripten::val system_to_js(const PointSystem& system);

}  // namespace pps::bindings
