// The Java client (clients/java) for the tests: whether a JDK is here, and the
// client, its samples and the test players (tests/cpp/external/programs/java)
// compiled once per test process by clients/java/build.sh, as a student does.
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

// The compiled classes: a folder of this process's own (ctest runs tests in
// parallel processes), removed when the process ends.
struct JavaClasses {
  std::string dir;
  CliRun build;  // clients/java/build.sh's status, standard output and error (javac -Xlint:all)

  JavaClasses() : dir(testing::TempDir() + "java-client-" + std::to_string(getpid())) {
    const std::string& source = repository_root();
    build = run_command("rm -rf '" + dir + "' && bash " + source + "/clients/java/build.sh -d '" + dir + "' " + source +
                        "/tests/cpp/external/programs/java/*.java 2>&1");
  }
  ~JavaClasses() { std::system(("rm -rf '" + dir + "'").c_str()); }
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
