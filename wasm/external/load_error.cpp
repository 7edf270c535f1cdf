#include "external/load_error.h"

#include <cctype>
#include <vector>

namespace pps::external {

namespace {

constexpr std::size_t kMaxBytes = 200;

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

bool blank(std::string_view line) {
  for (char c : line)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

std::string_view trimmed(std::string_view line) {
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front()))) line.remove_prefix(1);
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.remove_suffix(1);
  return line;
}

// The digits at the start of `text` ("" if none).
std::string_view digits_at(std::string_view text) {
  std::size_t n = 0;
  while (n < text.size() && n < 10 && std::isdigit(static_cast<unsigned char>(text[n]))) ++n;
  return text.substr(0, n);
}

// `  File "PATH", line N`: PATH and N, or false.
bool python_frame(std::string_view line, std::string_view* path, std::string_view* number) {
  constexpr std::string_view kStart = "  File \"";
  if (line.substr(0, kStart.size()) != kStart) return false;
  const std::size_t close = line.find("\", line ", kStart.size());
  if (close == std::string_view::npos) return false;
  *path = line.substr(kStart.size(), close - kStart.size());
  *number = digits_at(line.substr(close + 8));
  return !number->empty();
}

bool ends_with(std::string_view text, std::string_view tail) {
  return !tail.empty() && text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

std::string with_line(std::string_view error, std::string_view number) {
  std::string out(trimmed(error));
  if (out.size() > kMaxBytes) out = out.substr(0, kMaxBytes - 3) + "...";
  if (!number.empty()) out += " (line " + std::string(number) + ")";
  return out;
}

}  // namespace

std::string load_error(std::string_view error_output, std::string_view program_file) {
  const auto lines = lines_of(error_output);
  std::size_t last_frame = lines.size();
  std::string_view number, mine;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string_view path, n;
    if (!python_frame(lines[i], &path, &n)) continue;
    last_frame = i;
    number = n;
    if (ends_with(path, program_file)) mine = n;
  }
  if (last_frame < lines.size()) {
    for (std::size_t i = last_frame + 1; i < lines.size(); ++i)
      if (!lines[i].empty() && lines[i][0] != ' ' && !blank(lines[i])) return with_line(lines[i], mine.empty() ? number : mine);
  }
  for (std::string_view line : lines) {
    if (blank(line)) continue;
    // PATH:N: MESSAGE, PATH a word (no space in it).
    const std::size_t colon = line.find(':');
    const std::string_view path = line.substr(0, colon);
    const std::string_view n = colon == std::string_view::npos ? "" : digits_at(line.substr(colon + 1));
    if (!path.empty() && path.find(' ') == std::string_view::npos && !n.empty() && line.substr(colon + 1 + n.size(), 2) == ": ")
      return with_line(line.substr(colon + 3 + n.size()), n);
    return with_line(line, "");
  }
  return "";
}

}  // namespace pps::external
