#include "ai/player_params.h"

#include <charconv>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include "engine/quote.h"

namespace pps {

namespace {
const ParamInfo* find_param(const std::vector<ParamInfo>& declared, std::string_view key) {
  for (const auto& p : declared)
    if (p.name == key) return &p;
  return nullptr;
}

std::string known_keys(const std::vector<ParamInfo>& declared) {
  std::string out;
  for (const auto& p : declared) out += (out.empty() ? "" : ", ") + p.name;
  return out.empty() ? "none" : out;
}
}  // namespace

PlayerParams PlayerParams::parse(std::string_view spec, const std::vector<ParamInfo>& declared) {
  PlayerParams params;
  params.declared_ = declared;
  const auto colon = spec.find(':');
  params.player_ = std::string(spec.substr(0, colon));
  if (colon == std::string_view::npos) return params;
  std::string_view rest = spec.substr(colon + 1);
  if (rest.empty())
    throw std::invalid_argument("player '" + params.player_ + "': nothing after ':' (write " + params.player_ +
                                ":key=value,...)");
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size())
      throw std::invalid_argument("player '" + params.player_ + "': " + quoted_input(item) +
                                  " is not key=value");
    const std::string key(item.substr(0, eq));
    if (!find_param(declared, key))
      throw std::invalid_argument("player '" + params.player_ + "' has no parameter " + quoted_input(key) +
                                  " (parameters: " + known_keys(declared) + ")");
    if (params.given_.count(key))
      throw std::invalid_argument("player '" + params.player_ + "': parameter " + quoted_input(key) + " is given twice");
    params.given_[key] = std::string(item.substr(eq + 1));
    if (comma != std::string_view::npos && rest.empty())
      throw std::invalid_argument("player '" + params.player_ + "': trailing ',' in the spec");
  }
  return params;
}

void PlayerParams::fail(const std::string& key, const std::string& why) const {
  throw std::invalid_argument("player '" + player_ + "': " + key + "=" + escaped_input(text(key)) + " " + why);
}

std::string PlayerParams::text(const std::string& key) const {
  const auto it = given_.find(key);
  if (it != given_.end()) return it->second;
  const ParamInfo* p = find_param(declared_, key);
  return p ? p->default_value : "";
}

double PlayerParams::number(const std::string& key, double min, double max) const {
  const std::string value = text(key);
  // strtod, not from_chars: Emscripten 3.1.6's libc++ has no floating-point
  // from_chars.
  char* end = nullptr;
  const double x = value.empty() || std::isspace(static_cast<unsigned char>(value[0]))
                       ? std::nan("")
                       : std::strtod(value.c_str(), &end);
  if (!end || end != value.c_str() + value.size() || !std::isfinite(x)) fail(key, "is not a number");
  if (x < min || x > max) fail(key, "is outside [" + std::to_string(min) + ", " + std::to_string(max) + "]");
  return x;
}

std::int64_t PlayerParams::integer(const std::string& key, std::int64_t min, std::int64_t max) const {
  const std::string value = text(key);
  std::int64_t n = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || end != value.data() + value.size()) fail(key, "is not an integer");
  if (n < min || n > max) fail(key, "is outside [" + std::to_string(min) + ", " + std::to_string(max) + "]");
  return n;
}

int PlayerParams::choice(const std::string& key, const std::vector<std::string>& choices) const {
  const std::string value = text(key);
  std::string all;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (choices[i] == value) return static_cast<int>(i);
    all += (i ? ", " : "") + choices[i];
  }
  fail(key, "is not one of: " + all);
}

std::string PlayerParams::canonical() const {
  std::string out = player_;
  char sep = ':';
  for (const auto& p : declared_) {
    const auto it = given_.find(p.name);
    if (it == given_.end() || it->second == p.default_value) continue;
    out += sep + p.name + "=" + it->second;
    sep = ',';
  }
  return out;
}

}  // namespace pps
