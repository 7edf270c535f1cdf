// The protocol tests' player, tests/cpp/external/programs/player.sh: a shell
// script that plays each card in the next cell unless its mode makes it
// misbehave (the script lists the modes), and leaves files for the tests in
// a folder.
#pragma once

#include <string>

#include "test_paths.h"

inline std::string test_program_path() { return repository_root() + "/tests/cpp/external/programs/player.sh"; }

// Its spec for pps in `mode`, writing to `dir`: run in the sandbox (from=
// names the file it may read), 5 s to start and to prepare.
inline std::string test_program(const std::string& mode, const std::string& dir) {
  return "external:prep=5,start=5,from=" + test_program_path() + ",cmd=exec sh " + test_program_path() + " " + mode + " " +
         dir;
}
