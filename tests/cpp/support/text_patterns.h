// Regular expressions for the tests' checks of what pps prints and writes.
// <regex> costs every file that includes it seconds of compiling (more under
// the sanitizers), so the tests share these calls, compiled once in
// text_patterns.cpp, instead of including it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

struct PatternMatch {
  // group[0] is the whole match, then each group; "" for a group that took
  // no part in the match.
  std::vector<std::string> group;
  std::size_t end;  // where in the text the match ends
};

// Every match of the ECMAScript `pattern` in `text`, left to right.
std::vector<PatternMatch> find_all(const std::string& text, const std::string& pattern);

// The first match, or none.
std::optional<PatternMatch> find_first(const std::string& text, const std::string& pattern);

// Whether the whole of `text` matches `pattern`.
bool matches_whole(const std::string& text, const std::string& pattern);

// `text` with every match of `pattern` replaced by `with` ($1 for a group).
std::string replace_all(const std::string& text, const std::string& pattern, const std::string& with);
