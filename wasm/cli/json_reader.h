// A small JSON reader for the files pps itself writes (tournament shards):
// objects, arrays, strings, numbers (kept as text so that 64-bit integers
// survive exactly), true, false, null. Errors throw UsageError naming the
// file position.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace pps::cli {

struct JsonValue {
  enum Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = kNull;
  std::string text;  // string contents, or the number as written, or true/false
  std::vector<JsonValue> items;
  std::map<std::string, JsonValue> fields;

  // Accessors that throw UsageError with `what` in the message.
  const JsonValue& at(const std::string& key) const;
  std::int64_t integer() const;
  double number() const;
  const std::string& string() const;
  const std::vector<JsonValue>& array() const;
};

// Errors start with "<source_name>: ".
JsonValue parse_json(const std::string& text, const std::string& source_name);

// Quotes and escapes a string for JSON output.
std::string json_quote(const std::string& text);

}  // namespace pps::cli
