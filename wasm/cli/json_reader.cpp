#include "cli/json_reader.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <cstdlib>

#include "cli/args.h"
#include "engine/quote.h"
#include "engine/strict_number.h"

namespace pps::cli {

namespace {

class Parser {
 public:
  Parser(const std::string& text, const std::string& source) : s_(text), source_(source) {}

  JsonValue document() {
    JsonValue v = value();
    skip();
    if (i_ != s_.size()) fail("unexpected text after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const {
    throw UsageError(source_ + ": invalid JSON at byte " + std::to_string(i_) + ": " + why);
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    skip();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }

  std::string string_body() {
    expect('"');
    std::string out;
    while (i_ < s_.size() && s_[i_] != '"') {
      char c = s_[i_++];
      if (c == '\\') {
        if (i_ >= s_.size()) break;
        const char e = s_[i_++];
        switch (e) {
          case 'n': c = '\n'; break;
          case 't': c = '\t'; break;
          case 'r': c = '\r'; break;
          case 'b': c = '\b'; break;
          case 'f': c = '\f'; break;
          case 'u':
            if (i_ + 4 > s_.size() || !std::all_of(s_.begin() + static_cast<long>(i_), s_.begin() + static_cast<long>(i_ + 4),
                                                   [](char h) { return std::isxdigit(static_cast<unsigned char>(h)); }))
              fail("bad \\u escape");
            c = static_cast<char>(std::strtol(s_.substr(i_, 4).c_str(), nullptr, 16));  // ASCII only
            i_ += 4;
            break;
          default: c = e;
        }
      }
      out += c;
    }
    if (i_ >= s_.size()) fail("unterminated string");
    ++i_;
    return out;
  }

  JsonValue value() {
    if (++depth_ > 64) fail("nested too deeply");
    skip();
    if (i_ >= s_.size()) fail("unexpected end");
    JsonValue v;
    const char c = s_[i_];
    if (c == '{') {
      ++i_;
      v.kind = JsonValue::kObject;
      if (!eat('}')) {
        do {
          skip();
          const std::string key = string_body();
          expect(':');
          if (!v.fields.emplace(key, value()).second) fail("key " + quote(key) + " is given twice");
        } while (eat(','));
        expect('}');
      }
    } else if (c == '[') {
      ++i_;
      v.kind = JsonValue::kArray;
      if (!eat(']')) {
        do v.items.push_back(value());
        while (eat(','));
        expect(']');
      }
    } else if (c == '"') {
      v.kind = JsonValue::kString;
      v.text = string_body();
    } else if (s_.compare(i_, 4, "true") == 0 || s_.compare(i_, 5, "false") == 0) {
      v.kind = JsonValue::kBool;
      v.text = s_[i_] == 't' ? "true" : "false";
      i_ += v.text.size();
    } else if (s_.compare(i_, 4, "null") == 0) {
      i_ += 4;
    } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
      const std::size_t start = i_;
      while (i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || (s_[i_] != '\0' && std::strchr("+-.eE", s_[i_]))))
        ++i_;
      v.kind = JsonValue::kNumber;
      v.text = s_.substr(start, i_ - start);
    } else {
      fail("unexpected character " + quote(std::string(1, c)));
    }
    --depth_;
    return v;
  }

  const std::string& s_;
  std::string source_;
  std::size_t i_ = 0;
  int depth_ = 0;
};

}  // namespace

const JsonValue& JsonValue::at(const std::string& key) const {
  const auto it = fields.find(key);
  if (kind != kObject) throw UsageError("expected an object with the field '" + key + "'");
  if (it == fields.end()) throw UsageError("missing field '" + key + "'");
  return it->second;
}

std::int64_t JsonValue::integer() const {
  const auto n = kind == kNumber ? parse_decimal_integer(text) : std::nullopt;
  if (!n) throw UsageError("expected a 64-bit integer, found " + (kind == kNumber ? quote(text) : std::string("no number")));
  return *n;
}

double JsonValue::number() const {
  const auto x = kind == kNumber ? parse_decimal_number(text) : std::nullopt;
  if (!x) throw UsageError("expected a number, found " + (kind == kNumber ? quote(text) : std::string("no number")));
  return *x;
}

const std::vector<JsonValue>& JsonValue::array() const {
  if (kind != kArray) throw UsageError("expected an array");
  return items;
}

const std::string& JsonValue::string() const {
  if (kind != kString) throw UsageError("expected a string");
  return text;
}

JsonValue parse_json(const std::string& text, const std::string& source_name) {
  return Parser(text, source_name).document();
}

std::string json_quote(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\', out += c;
    else if (c == '\n') out += "\\n";
    else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else out += c;
  }
  return out + "\"";
}

}  // namespace pps::cli
