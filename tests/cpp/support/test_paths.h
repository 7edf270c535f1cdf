// Where the tests find the repository and the pps they run. The paths are
// compiled into test_paths.cpp alone (tests/CMakeLists.txt): every other test
// file then compiles the same in any clone, so the compiler cache
// (scripts/lib.sh) reuses it in a clean clone elsewhere on the machine.
#pragma once

#include <string>

// The repository's root (no trailing slash).
const std::string& repository_root();
// The pps tool of this build.
const std::string& pps_cli_path();
