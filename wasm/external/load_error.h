// Why a program did not load, read from what it wrote on its standard error
// (a Python traceback, a compiler's message), as one line for a grade sheet:
// the error's line, with the line number in the program's file if it names
// one. The lab's class reads its students' errors by the same rules
// (docs/TEACHING.md, "One verdict").
#pragma once

#include <string>
#include <string_view>

namespace pps::external {

// The rules, in order:
// - a Python traceback (lines `  File "PATH", line N`): the exception, the
//   first line after the last of them that starts with no space
//   ("SyntaxError: invalid syntax"), and N of the last of them whose PATH
//   ends with `program_file` (else of the last of them);
// - "PATH:N: MESSAGE" as the first line that is not empty, PATH with no
//   space (javac, most compilers): MESSAGE, and N;
// - else the first line that is not empty, with no number.
// The result is "ERROR (line N)" or "ERROR", at most 200 bytes, or "" when
// the program wrote nothing but white space.
std::string load_error(std::string_view error_output, std::string_view program_file);

}  // namespace pps::external
