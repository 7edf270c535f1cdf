// Files are never lost (bench/notes/2026-11-23-reliability.md, "CLI and
// files"): outputs are replaced only by a complete file and only after every
// argument was checked; write errors fail the command; inputs must be regular
// files of bounded size.
#include <gtest/gtest.h>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "cli/args.h"
#include "cli/input_file.h"
#include "cli/output_file.h"
#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include "test_paths.h"

namespace pps::cli {
namespace {

// A fresh folder per test, so that leftover temporary files can be counted
// (a folder named by the process id could hold an earlier run's files).
std::string files_folder(const std::string& name) { return scratch_folder("files-" + name) + "/"; }

int files_in(const std::string& dir) {
  int count = 0;
  if (DIR* d = opendir(dir.c_str())) {
    while (const dirent* e = readdir(d)) count += e->d_name[0] != '.' || (std::string(e->d_name) != "." && std::string(e->d_name) != "..");
    closedir(d);
  }
  return count;
}

TEST(OutputFile, ReplacesTheFileOnlyOnCommit) {
  const std::string dir = files_folder("commit");
  std::ofstream(dir + "keep.json") << "previous";
  chmod((dir + "keep.json").c_str(), 0640);
  {
    OutputFile out(dir + "keep.json", "--json file");
    out.stream() << "partial";
    EXPECT_EQ(read_text_file(dir + "keep.json"), "previous");  // untouched while the command runs
  }  // not committed: an error or an exception left the command
  EXPECT_EQ(read_text_file(dir + "keep.json"), "previous");
  EXPECT_EQ(files_in(dir), 1);  // no temporary file left behind
  {
    OutputFile out(dir + "keep.json", "--json file");
    out.stream() << "complete";
    out.commit();
  }
  EXPECT_EQ(read_text_file(dir + "keep.json"), "complete");
  struct stat st {};
  stat((dir + "keep.json").c_str(), &st);
  EXPECT_EQ(st.st_mode & 0777, 0640u);  // the file keeps its permissions
  EXPECT_EQ(files_in(dir), 1);
}

TEST(OutputFile, ReportsWriteErrorsAndRefusesDirectories) {
  OutputFile full("/dev/full", "--json file");
  full.stream() << std::string(100000, 'x');
  try {
    full.commit();
    ADD_FAILURE() << "writing /dev/full succeeded";
  } catch (const FileError& e) {
    EXPECT_NE(std::string(e.what()).find("No space left on device"), std::string::npos) << e.what();
  }
  EXPECT_THROW(OutputFile(testing::TempDir(), "--json file"), UsageError);
  EXPECT_THROW(OutputFile("/nonexistent-folder/x.json", "--json file"), UsageError);
}

TEST(InputFile, ReadsOnlyRegularFilesOfBoundedSize) {
  const std::string dir = files_folder("input");
  std::ofstream(dir + "small") << "12345";
  EXPECT_EQ(read_input_file(dir + "small", "--learned file", 5), "12345");
  const auto refusal = [](const std::string& path, std::size_t cap) {
    try {
      read_input_file(path, "--learned file", cap);
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(refusal(dir + "small", 4).find("more than the 4 allowed"), std::string::npos);
  EXPECT_NE(refusal(dir, 100).find("is a directory"), std::string::npos);
  EXPECT_NE(refusal("/dev/zero", 100).find("is a device"), std::string::npos);
  ASSERT_EQ(mkfifo((dir + "fifo").c_str(), 0600), 0);
  EXPECT_NE(refusal(dir + "fifo", 100).find("is a FIFO"), std::string::npos);  // and it did not block
  EXPECT_NE(refusal(dir + "missing", 100).find("cannot read"), std::string::npos);
}

TEST(FileSafetyCli, RefusedRunsLeaveTheOutputAsItWas) {
  const std::string dir = files_folder("refused");
  const std::string keep = dir + "keep.json";
  std::ofstream(keep) << "previous result";
  for (const std::string& arguments :
       {"play --games 1 --json " + keep + " --threads 0", "play --games 1 --json " + keep + " --sims 5 --move-time 1",
        "play --player narl --games 1 --json " + keep + " --learned " + dir + "missing.bin",
        "tournament --games 1 --json " + keep + " --threads 0", "merge --inputs " + dir + "missing.json --json " + keep,
        "learn --player narl --games 10 --threads 0 --out " + keep}) {
    const CliRun run = run_pps(arguments);
    EXPECT_EQ(run.status, 2) << arguments << "\n" << run.output;
    EXPECT_EQ(read_text_file(keep), "previous result") << arguments;  // was emptied before the refusal
  }
  EXPECT_EQ(files_in(dir), 1);
}

TEST(FileSafetyCli, WriteErrorsFailTheCommand) {
  for (const std::string& arguments :
       {std::string("play --games 2 --json /dev/full"), std::string("tournament --games 2 --json /dev/full"),
        std::string("learn --player narl:search=greedy --games 64 --out /dev/full")}) {
    const CliRun run = run_pps(arguments);
    EXPECT_EQ(run.status, 1) << arguments << "\n" << run.output;  // was 0, with the data lost
    EXPECT_NE(run.output.find("cannot write"), std::string::npos) << arguments << "\n" << run.output;
    EXPECT_NE(run.output.find("No space left on device"), std::string::npos) << arguments << "\n" << run.output;
  }
}

TEST(FileSafetyCli, AReportThatCannotBeWrittenFailsTheCommand) {
  for (const char* arguments : {"deal --seed 1", "play --games 2", "--help"}) {
    const CliRun run = run_pps(std::string(arguments) + " > /dev/full");
    EXPECT_EQ(run.status, 1) << arguments;  // was 0, with the report lost
  }
  EXPECT_EQ(run_pps("deal --seed 1 > /dev/null").status, 0);
}

TEST(FileSafetyCli, LearnedInputMustBeARegularFile) {
  const std::string dir = files_folder("learned");
  ASSERT_EQ(mkfifo((dir + "fifo").c_str(), 0600), 0);
  const struct {
    std::string path;
    const char* mentions;
  } cases[] = {{"/dev/zero", "is a device"}, {dir, "is a directory"}, {dir + "fifo", "is a FIFO"}};
  for (const auto& c : cases) {
    // /dev/zero ran out of memory (std::bad_alloc, status 1), a directory
    // printed basic_filebuf::underflow, a FIFO blocked forever.
    expect_refused("play --player narl --games 1 --learned " + c.path, c.mentions);
  }
}

// Starts pps with `arguments` (no shell), its output discarded.
pid_t start_pps(const std::vector<std::string>& arguments) {
  const pid_t pid = fork();
  if (pid == 0) {
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    std::vector<char*> argv{const_cast<char*>(pps_cli_path().c_str())};
    for (const auto& a : arguments) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(pps_cli_path().c_str(), argv.data());
    _exit(127);
  }
  return pid;
}

TEST(FileSafetyCli, InterruptingACommandKeepsThePreviousFile) {
  const std::string dir = files_folder("interrupt");
  const std::string keep = dir + "keep.json";
  // play and tournament make their output only at the end, once their
  // programs are gone (no program can touch it): interrupted, they leave no
  // file. learn writes as it goes, into a temporary file.
  for (const std::vector<std::string>& arguments :
       {std::vector<std::string>{"play", "--player", "greedy", "--games", "100000000", "--json", keep},
        std::vector<std::string>{"tournament", "--players", "random,greedy", "--games", "1000000000", "--json", keep},
        std::vector<std::string>{"learn", "--player", "narl:search=greedy", "--games", "1000000000", "--out", keep}}) {
    std::ofstream(keep) << "previous result";
    const pid_t pid = start_pps(arguments);
    ASSERT_GT(pid, 0);
    if (arguments[0] == "learn") {
      // Wait until the command has opened its temporary output (a second file
      // in the folder), however long a loaded machine takes to get there.
      for (int i = 0; i < 6000 && files_in(dir) < 2; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
      EXPECT_EQ(files_in(dir), 2) << arguments[0];
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(300));
      EXPECT_EQ(files_in(dir), 1) << arguments[0] << ": nothing written before the end";
    }
    kill(pid, SIGINT);
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGINT) << arguments[0];
    EXPECT_EQ(read_text_file(keep), "previous result") << arguments[0];  // play left truncated JSON
    EXPECT_EQ(files_in(dir), 1) << arguments[0];                     // the temporary file is gone
  }
}

}  // namespace
}  // namespace pps::cli
