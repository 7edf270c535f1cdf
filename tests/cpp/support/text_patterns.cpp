#include "text_patterns.h"

#include <regex>

namespace {

PatternMatch to_match(const std::smatch& m) {
  PatternMatch out{{}, static_cast<std::size_t>(m.position(0) + m.length(0))};
  for (const auto& group : m) out.group.push_back(group.matched ? group.str() : "");
  return out;
}

}  // namespace

std::vector<PatternMatch> find_all(const std::string& text, const std::string& pattern) {
  const std::regex re(pattern);
  std::vector<PatternMatch> found;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it)
    found.push_back(to_match(*it));
  return found;
}

std::optional<PatternMatch> find_first(const std::string& text, const std::string& pattern) {
  std::smatch m;
  if (!std::regex_search(text, m, std::regex(pattern))) return std::nullopt;
  return to_match(m);
}

bool matches_whole(const std::string& text, const std::string& pattern) {
  return std::regex_match(text, std::regex(pattern));
}

std::string replace_all(const std::string& text, const std::string& pattern, const std::string& with) {
  return std::regex_replace(text, std::regex(pattern), with);
}
