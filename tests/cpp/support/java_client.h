// The Java client (clients/java) for the tests: whether a JDK is here, and the
// client, its samples and the test players (tests/cpp/external/programs/java)
// compiled once per test process by clients/java/build.sh, as a student does.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

struct ShellRun {
  int status;
  std::string output;  // stdout and stderr
};

inline ShellRun run_shell(const std::string& command) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  ShellRun run{-1, ""};
  if (!pipe) return run;
  std::array<char, 4096> buffer;
  while (std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe)) run.output += buffer.data();
  const int raw = pclose(pipe);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return run;
}

inline bool have_java() {
  return std::system("command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1") == 0;
}

#define REQUIRE_JAVA() \
  if (!have_java()) GTEST_SKIP() << "javac and java (a JDK, 11 or later) are not installed: npm test installs them"

// The compiled classes: a folder of this process's own (ctest runs tests in
// parallel processes), removed when the process ends.
struct JavaClasses {
  std::string dir;
  ShellRun build;  // clients/java/build.sh's status and output (javac -Xlint:all)

  JavaClasses() : dir(testing::TempDir() + "java-client-" + std::to_string(getpid())) {
    build = run_shell("rm -rf '" + dir + "' && bash " PPS_SOURCE_DIR "/clients/java/build.sh -d '" + dir + "' " PPS_SOURCE_DIR
                      "/tests/cpp/external/programs/java/*.java");
  }
  ~JavaClasses() { std::system(("rm -rf '" + dir + "'").c_str()); }
};

inline const JavaClasses& java_classes() {
  static const JavaClasses classes;
  return classes;
}

// The classes, or a failed test with the compiler's output.
#define REQUIRE_JAVA_CLASSES()                                                    \
  REQUIRE_JAVA();                                                                 \
  ASSERT_EQ(java_classes().build.status, 0) << java_classes().build.output; \
  const std::string classes = java_classes().dir

// The player spec of a Java player class (and its constructor's arguments).
inline std::string java_player(const std::string& classes, const std::string& player, const std::string& params = "") {
  return "external:" + params + (params.empty() ? "" : ",") + "cmd=java -cp " + classes + " pokersquares.PlayerRunner " + player;
}
