// A small JSON reader for the test vectors: objects, arrays, strings (without
// unicode escapes), numbers, true/false/null. Enough for reference.json, so the
// suite needs no JSON library.
#pragma once

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace testjson {

struct Value {
  enum Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = kNull;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Value> array;
  std::map<std::string, Value> object;

  const Value& operator[](const std::string& key) const {
    const auto it = object.find(key);
    if (it == object.end()) throw std::out_of_range("no key " + key);
    return it->second;
  }
  const Value& operator[](std::size_t i) const { return array.at(i); }
  int as_int() const { return static_cast<int>(number); }
};

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}
  Value parse() {
    Value v = value();
    skip();
    if (i_ != s_.size()) fail("trailing text");
    return v;
  }

 private:
  [[noreturn]] void fail(const char* what) { throw std::runtime_error(std::string("json: ") + what + " at " + std::to_string(i_)); }
  void skip() { while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_; }
  char peek() { skip(); if (i_ >= s_.size()) fail("unexpected end"); return s_[i_]; }
  void expect(char c) { if (peek() != c) fail("unexpected character"); ++i_; }

  Value value() {
    Value v;
    const char c = peek();
    if (c == '{') {
      v.kind = Value::kObject;
      ++i_;
      if (peek() == '}') { ++i_; return v; }
      while (true) {
        std::string key = str();
        expect(':');
        v.object[key] = value();
        if (peek() == ',') { ++i_; continue; }
        expect('}');
        return v;
      }
    }
    if (c == '[') {
      v.kind = Value::kArray;
      ++i_;
      if (peek() == ']') { ++i_; return v; }
      while (true) {
        v.array.push_back(value());
        if (peek() == ',') { ++i_; continue; }
        expect(']');
        return v;
      }
    }
    if (c == '"') { v.kind = Value::kString; v.string = str(); return v; }
    if (s_.compare(i_, 4, "true") == 0) { i_ += 4; v.kind = Value::kBool; v.boolean = true; return v; }
    if (s_.compare(i_, 5, "false") == 0) { i_ += 5; v.kind = Value::kBool; return v; }
    if (s_.compare(i_, 4, "null") == 0) { i_ += 4; return v; }
    std::size_t used = 0;
    v.kind = Value::kNumber;
    v.number = std::stod(s_.substr(i_, 32), &used);
    i_ += used;
    return v;
  }

  std::string str() {
    expect('"');
    std::string out;
    while (i_ < s_.size() && s_[i_] != '"') {
      if (s_[i_] == '\\') {
        ++i_;
        if (i_ >= s_.size()) fail("bad escape");
        const char e = s_[i_];
        out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      } else {
        out += s_[i_];
      }
      ++i_;
    }
    expect('"');
    return out;
  }

  const std::string& s_;
  std::size_t i_ = 0;
};

inline Value parse(const std::string& text) { return Parser(text).parse(); }

}  // namespace testjson
