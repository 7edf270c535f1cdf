// Player specs: "name" or "name:key=value,key=value". Each player declares its
// parameters (name, default, help, and what values are valid); parse() checks
// every key and value against that list and throws std::invalid_argument with
// a message that names the player, the key and what is allowed.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace pps {

struct ParamInfo {
  std::string name;
  std::string default_value;
  std::string help;  // what it does and which values are allowed
};

class PlayerParams {
 public:
  // Splits `spec` into the player name and its key=value pairs, and checks the
  // keys against `declared` (unknown or repeated keys, a missing '=' or an
  // empty value all throw). Values are checked by the typed getters below.
  static PlayerParams parse(std::string_view spec, const std::vector<ParamInfo>& declared);

  const std::string& player() const { return player_; }
  // Whether the player declares `key` (a parameter it takes, given or not).
  bool declares(const std::string& key) const;
  // The value given, or the declared default.
  std::string text(const std::string& key) const;
  double number(const std::string& key, double min, double max) const;
  std::int64_t integer(const std::string& key, std::int64_t min, std::int64_t max) const;
  // One of `choices`; returns its index.
  int choice(const std::string& key, const std::vector<std::string>& choices) const;

  // The spec in canonical form: the name, then the parameters that differ
  // from their defaults, in declaration order (e.g. "tiger:sim=random"): the
  // order the player's params() composes them in (param_group.h).
  std::string canonical() const;

 private:
  std::string player_;
  std::vector<ParamInfo> declared_;
  std::map<std::string, std::string> given_;
  [[noreturn]] void fail(const std::string& key, const std::string& why) const;
};

}  // namespace pps
