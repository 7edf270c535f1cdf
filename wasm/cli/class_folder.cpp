#include "cli/class_folder.h"

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/args.h"
#include "engine/quote.h"
#include "external/load_error.h"

namespace pps::cli {

namespace fs = std::filesystem;

namespace {

// A word for /bin/sh: between single quotes, each quote written as '\''.
std::string shell_word(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool printable(const std::string& text) {
  return std::none_of(text.begin(), text.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; });
}

bool java_identifier(const std::string& text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  return std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isalnum(c) || c == '_' || c == '$'; });
}

// FNV-1a of a file's bytes, as 16 hex digits: the folder of its compiled
// classes, the same in every shard of a run (the players' specs must match
// for pps merge) and another one once the file changes.
std::string content_hash(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::uint64_t hash = 14695981039346656037ull;
  char c;
  while (in.get(c)) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

// Runs a /bin/sh command line: its exit status and what it printed (both streams).
int run_shell(const std::string& command, std::string* output) {
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return -1;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
    if (output->size() < 64 * 1024) output->append(buffer, n);
  const int status = ::pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Every file and folder below `folder` readable by all: the sandbox runs a
// program as nobody, who must read its compiled classes whatever pps's umask.
void open_to_all(const fs::path& folder) {
  constexpr auto kRead = fs::perms::group_read | fs::perms::others_read;
  constexpr auto kEnter = fs::perms::group_exec | fs::perms::others_exec;
  std::error_code error;
  fs::permissions(folder, kRead | kEnter, fs::perm_options::add, error);
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
    fs::permissions(it->path(), it->is_directory(error) ? kRead | kEnter : kRead, fs::perm_options::add, error);
}

}  // namespace

std::string default_clients_folder() { return PPS_CLIENTS_DIR; }

// The log of a program: its file's name, every character a spec's value
// cannot carry (a comma ends it) or a file name should not hold as '_'.
static std::string log_name(const std::string& file) {
  std::string name;
  for (unsigned char c : file) name += std::isalnum(c) || c == '.' || c == '-' || c == '_' ? static_cast<char>(c) : '_';
  return name + ".log";
}

ClassFolder::ClassFolder(const std::string& dir, const std::string& clients, const std::string& head, const std::string& logs)
    : clients_(clients) {
  if (logs.find(',') != std::string::npos) throw UsageError("--logs " + quote(logs) + ": a folder whose path has no comma");
  if (!logs.empty()) {
    std::error_code made;
    fs::create_directories(logs, made);
    if (made || !fs::is_directory(logs)) throw UsageError("--logs " + quote(logs) + " is not a folder pps can make or write");
  }
  std::error_code error;
  const fs::path folder = fs::absolute(dir, error);
  if (error || !fs::is_directory(folder, error))
    throw UsageError("--players-from " + quote(dir) + " is not a folder that can be read");
  std::vector<fs::path> files;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) files.push_back(it->path());
  if (error) throw UsageError("--players-from " + quote(dir) + ": " + error.message());
  std::sort(files.begin(), files.end());
  const auto prefix = [&](const std::string& file, const std::string& from) {
    std::vector<std::string> params;
    if (!head.empty()) params.push_back(head);
    if (!logs.empty()) params.push_back("log=" + logs + "/" + log_name(file));
    if (!from.empty()) params.push_back("from=" + from);
    std::string spec = "external:";
    for (const std::string& param : params) spec.append(param).append(",");
    return spec.append("cmd=");
  };
  for (const fs::path& path : files) {
    const std::string file = path.filename().string();
    if (file.empty() || file[0] == '.' || fs::is_directory(path, error)) continue;
    const std::string extension = path.extension().string();
    const bool executable = ::access(path.c_str(), X_OK) == 0;
    if (extension != ".py" && extension != ".java" && !executable) {
      ignored_.push_back(file);
      continue;
    }
    // A program that cannot run keeps a spec (no two alike: its file's), and never starts.
    if (!printable(path.string())) {
      programs_.push_back({quote(file), prefix("", "") + ": " + quote(file), "its name holds a control character (rename it)"});
      continue;
    }
    if (path.string().find(',') != std::string::npos) {
      programs_.push_back({file, prefix(file, "") + ": " + shell_word(file),
                           "its path holds a comma, which a player's settings cannot (rename it or its folder)"});
      continue;
    }
    std::string command, from = path.string(), why;
    if (extension == ".py") {
      command = "env PYTHONPATH=" + shell_word(clients_ + "/python") + " python3 " + shell_word(path.string());
    } else if (extension == ".java") {
      from = compile_java(path.string(), file, &why);
      command = "java -cp " + shell_word(from) + " pokersquares.PlayerRunner " + fs::path(file).stem().string();
    } else {
      command = shell_word(path.string());
    }
    programs_.push_back({file, prefix(file, from) + command, why});
  }
  if (programs_.empty())
    throw UsageError("--players-from " + quote(dir) + " holds no program (.py, .java or an executable file)");
}

std::string ClassFolder::compile_java(const std::string& path, const std::string& file, std::string* why) {
  const std::string name = fs::path(file).stem().string();
  // Compiled once per content into a folder of pps's own build (git ignores
  // it), so that every shard of a run names the same classes.
  const std::string classes = std::string(PPS_BUILD_DIR) + "/class-java/" + content_hash(path) + "-" + name;
  if (!java_identifier(name)) {
    *why = "a Java file is named after its class: " + quote(name) + " is not a Java class name";
    return classes;
  }
  std::error_code error;
  if (!fs::exists(classes + "/" + name + ".class", error)) {
    const std::string scratch = classes + ".part-" + std::to_string(::getpid());
    fs::remove_all(scratch, error);
    std::string output;
    const int status = run_shell("bash " + shell_word(clients_ + "/java/build.sh") + " -d " + shell_word(scratch) + " " +
                                     shell_word(path),
                                 &output);
    if (status != 0) {
      fs::remove_all(scratch, error);
      const std::string reason = external::load_error(output, file);
      *why = "does not compile: " + (reason.empty() ? "javac failed" : reason);
      return classes;
    }
    open_to_all(scratch);
    // Another shard may have put it there meanwhile: theirs is the same.
    fs::rename(scratch, classes, error);
    if (error) fs::remove_all(scratch, error);
  }
  return classes;
}

}  // namespace pps::cli
