// Files a test writes and reads back whole.
#pragma once

#include <sys/stat.h>

#include <fstream>
#include <sstream>
#include <string>

inline std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Writes `text` to `path` (executable if asked) and returns the path.
inline std::string write_text_file(const std::string& path, const std::string& text, bool executable = false) {
  std::ofstream(path, std::ios::binary) << text;
  if (executable) ::chmod(path.c_str(), 0755);
  return path;
}
