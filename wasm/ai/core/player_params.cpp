#include "ai/core/player_params.h"

#include <stdexcept>

#include "engine/quote.h"
#include "engine/strict_number.h"

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
      throw std::invalid_argument("player '" + params.player_ + "': " + quote(item) + " is not key=value");
    const std::string key(item.substr(0, eq));
    if (!find_param(declared, key))
      throw std::invalid_argument("player '" + params.player_ + "' has no parameter " + quote(key) +
                                  " (parameters: " + known_keys(declared) + ")");
    if (params.given_.count(key))
      throw std::invalid_argument("player '" + params.player_ + "': parameter '" + key + "' is given twice");
    params.given_[key] = std::string(item.substr(eq + 1));
    if (comma != std::string_view::npos && rest.empty())
      throw std::invalid_argument("player '" + params.player_ + "': trailing ',' in the spec");
  }
  return params;
}

void PlayerParams::fail(const std::string& key, const std::string& why) const {
  // The value quoted as quote() does (escaped, cut short), without the quotes.
  const std::string value = quote(text(key));
  throw std::invalid_argument("player '" + player_ + "': " + key + "=" + value.substr(1, value.size() - 2) + " " + why);
}

bool PlayerParams::declares(const std::string& key) const { return find_param(declared_, key) != nullptr; }

std::string PlayerParams::text(const std::string& key) const {
  const auto it = given_.find(key);
  if (it != given_.end()) return it->second;
  const ParamInfo* p = find_param(declared_, key);
  return p ? p->default_value : "";
}

double PlayerParams::number(const std::string& key, double min, double max) const {
  const auto x = parse_decimal_number(text(key));
  if (!x) fail(key, "is not a decimal number");
  if (*x < min || *x > max) fail(key, "is outside [" + std::to_string(min) + ", " + std::to_string(max) + "]");
  return *x;
}

std::int64_t PlayerParams::integer(const std::string& key, std::int64_t min, std::int64_t max) const {
  const auto n = parse_decimal_integer(text(key));
  if (!n) fail(key, "is not an integer");
  if (*n < min || *n > max) fail(key, "is outside [" + std::to_string(min) + ", " + std::to_string(max) + "]");
  return *n;
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
