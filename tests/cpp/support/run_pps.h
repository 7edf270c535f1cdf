// Runs the pps tool as a user would, for the CLI tests: a real process, its
// output and its exit status (and any other command line, the same way).
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "test_paths.h"

struct CliRun {
  int status;
  std::string output;  // stdout, and stderr too unless with_stderr is false
};

// Whether python3 (3.8 or later) is there, for the tests of Python players.
inline bool have_python() {
  return std::system("python3 -c 'import sys; sys.exit(sys.version_info < (3, 8))' >/dev/null 2>&1") == 0;
}

// Runs a /bin/sh command line and reads its standard output to the end.
inline CliRun run_command(const std::string& command) {
  FILE* pipe = popen(command.c_str(), "r");
  CliRun run{-1, ""};
  if (!pipe) return run;
  std::array<char, 4096> buffer;
  while (std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe)) run.output += buffer.data();
  const int raw = pclose(pipe);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return run;
}

inline CliRun run_pps(const std::string& arguments, bool with_stderr = true) {
  return run_command(pps_cli_path() + " " + arguments + (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

inline int count_lines(const std::string& text) {
  int lines = 0;
  for (char c : text) lines += c == '\n';
  return lines;
}

// Runs pps with `arguments`, which it must refuse as bad input: status 2 and
// a message that mentions `mentions`. Returns the run for further checks.
inline CliRun expect_refused(const std::string& arguments, const std::string& mentions) {
  const CliRun run = run_pps(arguments);
  EXPECT_EQ(run.status, 2) << arguments << "\n" << run.output;
  EXPECT_NE(run.output.find(mentions), std::string::npos) << arguments << "\n" << run.output;
  return run;
}
