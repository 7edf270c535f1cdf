// Command-line flags for `pps` subcommands: a declared set of flags with help
// text, "--flag value" or "--flag=value", and one-line errors for anything else.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace pps::cli {

// Bad input from the user: main() prints "pps: <message>" and exits with 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The system failed us while writing (disk full, I/O error): main() prints
// "pps: <message>" and exits with 1.
struct FileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct FlagSpec {
  std::string name;         // without the dashes
  std::string value_name;   // empty for a switch that takes no value
  std::string help;
  std::string default_value;  // shown in help; empty if none
};

struct CommandSpec {
  std::string name;
  std::string summary;
  std::vector<FlagSpec> flags;
  // The flag that one word without dashes sets ("player": pps serve SPEC is
  // pps serve --player SPEC); empty: every word is a flag or its value.
  std::string positional = "";
};

class Args {
 public:
  // Parses argv (the words after the command name). Returns nullopt when
  // --help was given (the help has been printed); throws UsageError otherwise.
  static std::optional<Args> parse(const CommandSpec& spec, const std::vector<std::string>& words);

  bool has(const std::string& flag) const { return values_.count(flag) != 0; }
  std::string text(const std::string& flag) const;  // the value or the default
  std::int64_t integer(const std::string& flag, std::int64_t min, std::int64_t max) const;
  double number(const std::string& flag, double min, double max) const;

 private:
  const CommandSpec* spec_ = nullptr;
  std::map<std::string, std::string> values_;
};

std::string help_text(const CommandSpec& spec);

}  // namespace pps::cli
