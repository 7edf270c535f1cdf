#include "cli/args.h"

#include <iostream>
#include <sstream>

#include "engine/quote.h"
#include "engine/strict_number.h"

namespace pps::cli {

namespace {
// Joins message parts (also sidesteps a GCC 12 -Wrestrict false positive on
// chains of std::string operator+).
template <typename... Parts>
std::string join(const Parts&... parts) {
  std::ostringstream out;
  (out << ... << parts);
  return out.str();
}

const FlagSpec* find_flag(const CommandSpec& spec, const std::string& name) {
  for (const auto& flag : spec.flags)
    if (flag.name == name) return &flag;
  return nullptr;
}
}  // namespace

std::string help_text(const CommandSpec& spec) {
  std::ostringstream out;
  const FlagSpec* positional = find_flag(spec, spec.positional);
  out << "usage: pps " << spec.name << (positional ? " [" + positional->value_name + "]" : "")
      << (spec.flags.empty() ? "" : " [flags]") << "\n\n" << spec.summary << "\n";
  if (!spec.flags.empty()) out << "\nflags:\n";
  for (const auto& flag : spec.flags) {
    std::string left = "  --" + flag.name + (flag.value_name.empty() ? "" : " " + flag.value_name);
    if (left.size() < 24) left.resize(24, ' ');
    else left += "  ";
    out << left << flag.help;
    if (!flag.default_value.empty()) out << " (default: " << flag.default_value << ")";
    out << "\n";
  }
  out << "  --help                print this help\n";
  return out.str();
}

std::optional<Args> Args::parse(const CommandSpec& spec, const std::vector<std::string>& words) {
  Args args;
  args.spec_ = &spec;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word == "--help" || word == "-h") {
      std::cout << help_text(spec);
      return std::nullopt;
    }
    if (word.rfind("--", 0) != 0) {
      if (spec.positional.empty() || args.values_.count(spec.positional))
        throw UsageError(join("unexpected argument ", quote(word), " for 'pps ", spec.name, "' (see pps ", spec.name, " --help)"));
      args.values_[spec.positional] = word;
      continue;
    }
    const auto eq = word.find('=');
    const std::string name = word.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
    const FlagSpec* flag = find_flag(spec, name);
    if (!flag)
      throw UsageError(join("unknown flag ", quote("--" + name), " for 'pps ", spec.name, "' (see pps ", spec.name, " --help)"));
    if (args.values_.count(name)) throw UsageError(join("flag --", name, " is given twice"));
    if (flag->value_name.empty()) {
      if (eq != std::string::npos) throw UsageError(join("flag --", name, " takes no value"));
      args.values_[name].assign(1, '1');
    } else if (eq != std::string::npos) {
      args.values_[name] = word.substr(eq + 1);
    } else {
      if (i + 1 >= words.size()) throw UsageError(join("flag --", name, " needs a value ", flag->value_name));
      args.values_[name] = words[++i];
    }
  }
  return args;
}

std::string Args::text(const std::string& flag) const {
  const auto it = values_.find(flag);
  if (it != values_.end()) return it->second;
  const FlagSpec* spec = find_flag(*spec_, flag);
  return spec ? spec->default_value : "";
}

std::int64_t Args::integer(const std::string& flag, std::int64_t min, std::int64_t max) const {
  const std::string value = text(flag);
  const auto n = parse_decimal_integer(value);
  if (!n) throw UsageError(join("--", flag, " ", quote(value), " is not an integer"));
  if (*n < min || *n > max) throw UsageError(join("--", flag, " ", value, " is outside [", min, ", ", max, "]"));
  return *n;
}

double Args::number(const std::string& flag, double min, double max) const {
  const std::string value = text(flag);
  const auto x = parse_decimal_number(value);
  if (!x || *x < min || *x > max)
    throw UsageError(join("--", flag, " ", quote(value), " is not a decimal number in [", min, ", ", max, "]"));
  return *x;
}

}  // namespace pps::cli
