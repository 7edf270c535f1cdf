// The Java client (clients/java) for the tests: whether a JDK is here, and the
// client, its samples and the test players (tests/cpp/external/programs/java)
// compiled once for all test processes by clients/java/build.sh, as a student does.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "played_games.h"
#include "run_pps.h"
#include "test_paths.h"

// A file in the test's temporary folder, named for this process (ctest runs
// tests in parallel processes), removed before and after the test.
struct ScratchFile {
  std::string path;
  explicit ScratchFile(const std::string& name) : path(testing::TempDir() + name + "-" + std::to_string(getpid())) {
    std::remove(path.c_str());
  }
  ~ScratchFile() { std::remove(path.c_str()); }
  std::string text() const { return read_text_file(path); }
};

inline bool have_java() {
  return std::system("command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1") == 0;
}

#define REQUIRE_JAVA() \
  if (!have_java()) GTEST_SKIP() << "javac and java (a JDK, 11 or later) are not installed: npm test installs them"

// The compiled classes, compiled once for all the test processes of a run
// (ctest runs each test in a process of its own, and javac takes seconds):
// a folder named by a fingerprint of the sources and the compiler, which
// the first process to take its lock fills, with the compiler's output
// beside it; the others wait for the lock and read them. Any change to a
// source is another folder. A failed compilation is not kept: each process
// tries again and reports its own.
struct JavaClasses {
  std::string dir;
  CliRun build;  // clients/java/build.sh's status, standard output and error (javac -Xlint:all)

  JavaClasses() {
    const std::string& source = repository_root();
    const std::string sources = "'" + source + "'/clients/java/build.sh '" + source + "'/clients/java/*/*.java '" + source +
                                "'/tests/cpp/external/programs/java/*.java";
    const std::string script =
        "set -e; key=$( (cat " + sources + "; javac -version 2>&1) | sha256sum | cut -c1-16); dir='" + testing::TempDir() +
        "'java-client-$key; exec 9>\"$dir.lock\"; flock 9; if [ ! -f \"$dir.done\" ]; then rm -rf \"$dir\"; " +
        "if bash '" + source + "'/clients/java/build.sh -d \"$dir\" '" + source +
        "'/tests/cpp/external/programs/java/*.java >\"$dir.output\" 2>&1; then touch \"$dir.done\"; " +
        "else cat \"$dir.output\"; exit 1; fi; fi; printf %s \"$dir\"";
    const CliRun found = run_command(script);  // /bin/sh: flock and the rest are POSIX
    if (found.status != 0 || found.output.empty()) {
      build = {found.status == 0 ? 1 : found.status, found.output};
      return;
    }
    dir = found.output;
    build = {0, read_text_file(dir + ".output")};
  }
};

inline const JavaClasses& java_classes() {
  static const JavaClasses classes;
  return classes;
}

// The classes, or a failed test with the compiler's output.
#define REQUIRE_JAVA_CLASSES()                                              \
  REQUIRE_JAVA();                                                           \
  ASSERT_EQ(java_classes().build.status, 0) << java_classes().build.output; \
  const std::string classes = java_classes().dir

// The player spec of a Java player class (and its constructor's arguments):
// in its sandbox it reads its classes.
inline std::string java_player(const std::string& classes, const std::string& player, const std::string& params = "") {
  return "external:" + params + (params.empty() ? "" : ",") + "from=" + classes + ",cmd=java -cp " + classes +
         " pokersquares.PlayerRunner " + player;
}
