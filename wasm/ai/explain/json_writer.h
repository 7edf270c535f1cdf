// A small JSON writer: values, keys and brackets appended to one string,
// with the commas. The engine's JSON (explanations, reviews) is written with
// it, the same text natively and in WebAssembly.
#pragma once

#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

namespace pps {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}
  JsonWriter& key(const char* name) {
    comma();
    out_ += '"';
    out_ += name;
    out_ += "\":";
    after_key_ = true;
    return *this;
  }
  void begin(char bracket) {
    comma();
    out_ += bracket;
    first_ = true;
  }
  void end(char bracket) {
    out_ += bracket;
    first_ = false;
  }
  void integer(long long n) {
    char text[24];
    std::snprintf(text, sizeof text, "%lld", n);
    raw(text);
  }
  // 17 significant digits read back as the same double, and every
  // platform's printf converts exactly (so native and WebAssembly write the
  // same text); NaN and infinities: null. (Trying fewer digits first would
  // need strtod, which the engine's download does not carry otherwise.)
  void number(double x) {
    if (!std::isfinite(x)) return raw("null");
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", x);
    raw(text);
  }
  void boolean(bool b) { raw(b ? "true" : "false"); }
  // A value already written as JSON (by another writer).
  void json(std::string_view text) {
    comma();
    out_.append(text.data(), text.size());
  }
  void null() { raw("null"); }
  void string(std::string_view text) {
    comma();
    out_ += '"';
    for (const char c : text) {
      if (c == '"' || c == '\\') out_ += '\\';
      if (static_cast<unsigned char>(c) >= 0x20) out_ += c;
      else out_ += ' ';  // no control characters in our text; never raw ones in JSON
    }
    out_ += '"';
  }
  // The set bits of `mask` as an array of their indexes.
  void bits(unsigned mask) {
    begin('[');
    for (unsigned m = mask; m; m &= m - 1) integer(__builtin_ctz(m));
    end(']');
  }

 private:
  void raw(const char* text) {
    comma();
    out_ += text;
  }
  void comma() {
    if (!after_key_ && !first_) out_ += ',';
    after_key_ = first_ = false;
  }
  std::string& out_;
  bool first_ = true, after_key_ = false;
};

}  // namespace pps
