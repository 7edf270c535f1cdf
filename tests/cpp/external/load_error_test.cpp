// Why a program did not load, from its standard error (external/load_error.h):
// the error's line with its line number, as the grade sheet shows it.
#include "external/load_error.h"

#include <gtest/gtest.h>

namespace pps::external {
namespace {

TEST(LoadError, APythonSyntaxErrorIsItsLastLineWithItsNumber) {
  EXPECT_EQ(load_error("  File \"/class/alice.py\", line 3\n    def broken(:\n               ^\nSyntaxError: invalid syntax\n",
                       "alice.py"),
            "SyntaxError: invalid syntax (line 3)");
}

TEST(LoadError, APythonTracebackGivesTheLineInTheProgramsOwnFile) {
  const std::string traceback =
      "Traceback (most recent call last):\n"
      "  File \"/class/bob.py\", line 12, in <module>\n    run(Bob())\n"
      "  File \"/src/clients/python/pps_player.py\", line 250, in run\n    answer(f\"pps 1 {player.get_name()}\")\n"
      "  File \"/class/bob.py\", line 7, in get_name\n    return nme\n"
      "  File \"/usr/lib/python3.11/something.py\", line 99, in helper\n    x\n"
      "NameError: name 'nme' is not defined\n";
  EXPECT_EQ(load_error(traceback, "bob.py"), "NameError: name 'nme' is not defined (line 7)");
  // Without the program's file: the innermost frame's.
  EXPECT_EQ(load_error(traceback, ""), "NameError: name 'nme' is not defined (line 99)");
}

TEST(LoadError, ACompilersPathLineMessageIsTheMessageWithTheLine) {
  EXPECT_EQ(load_error("/build/class-java/Broken.java:1: error: reached end of file while parsing\nclass Broken {\n"
                       "              ^\n1 error\n",
                       "Broken.java"),
            "error: reached end of file while parsing (line 1)");
}

TEST(LoadError, OtherwiseTheFirstLineAndNothingForSilence) {
  EXPECT_EQ(load_error("\n  Error: Could not find or load main class Nope\nCaused by: x\n", ""),
            "Error: Could not find or load main class Nope");
  EXPECT_EQ(load_error("error: no such thing at 12:30: today\n", ""), "error: no such thing at 12:30: today");
  EXPECT_EQ(load_error(" \n\t\n", "a.py"), "");
  EXPECT_EQ(load_error("", "a.py"), "");
  EXPECT_EQ(load_error(std::string(500, 'x'), "").size(), 200u);
}

}  // namespace
}  // namespace pps::external
