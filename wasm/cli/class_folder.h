// A class's players from a folder (pps tournament --players-from DIR): each
// program in it becomes an external: player. A `.py` file runs with python3
// and the Python client (clients/python/pps_player.py) on its path; a `.java`
// file is compiled with the Java client (clients/java/build.sh, into pps's
// build folder, once per content) and runs under its PlayerRunner; any other file that is
// executable runs as it is. Hidden files, folders and other files are not
// players. Each program may read its own file (from=; a Java file's compiled
// classes) and no other student's. A file that cannot run (a Java file that
// does not compile, a name the command line cannot carry) is a program that
// did not load, with why: it loses every game, as one that fails to start.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace pps::cli {

struct ClassProgram {
  std::string file;  // its name in the folder
  std::string spec;  // external:HEAD,from=...,cmd=...
  std::string not_loaded;  // why it cannot run ("" if it can)
};

class ClassFolder {
 public:
  // `head`: the external: parameters before cmd= ("prep=300"); `clients`: the
  // folder of the protocol's clients; `logs`: a folder for each program's
  // standard error (FILE.log), or "" for pps's. Throws UsageError for a
  // folder that cannot be read or holds no program.
  ClassFolder(const std::string& dir, const std::string& clients, const std::string& head, const std::string& logs = "");

  const std::vector<ClassProgram>& programs() const { return programs_; }  // in file-name order
  const std::vector<std::string>& ignored() const { return ignored_; }  // files that are no program

 private:
  // Compiles a Java file: the folder of its classes, and in `why` why it
  // does not compile ("" if it does).
  std::string compile_java(const std::string& path, const std::string& file, std::string* why);

  std::string clients_;
  std::vector<ClassProgram> programs_;
  std::vector<std::string> ignored_;
};

// The folder of the protocol's clients this pps was built beside.
std::string default_clients_folder();

}  // namespace pps::cli
