// A student who cheats (programs/spy.py) against pps's defences, one attack
// a test: foreseeing a point system's deals from another's, reading another
// program's cards from a shared /tmp or from its log (found on pps's command
// line), reading the deal key from a command line, an environment or pps's
// memory, rewriting the grade sheet after "quit", and the network. Each spy
// learns nothing, changes nothing, with the protection on; and each control
// runs the same spy with the protection off (--public-deals, --no-sandbox)
// and shows that it does learn, or does write, there. The machine's root runs
// them as root (pps's worst case); one runs again as nobody.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "played_games.h"
#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include "test_program.h"
#include "text_patterns.h"

namespace {

const std::string kSpy = repository_root() + "/tests/cpp/external/programs/spy.py";
const std::string kTeacherKey = "5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed";
// The key of the test that runs as nobody. A spy without a sandbox reads every
// process's command line, so a test that puts a key on one must not share it
// with a test beside it (ctest runs them in parallel) that asserts its key unseen.
const std::string kNobodysKey = "0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d0b0d";

bool have_sandbox() { return std::system("command -v bwrap >/dev/null 2>&1") == 0; }

#define REQUIRE_PYTHON_AND_SANDBOX()                                                               \
  if (!have_python()) GTEST_SKIP() << "python3 (3.8 or later) is not installed: npm test installs it"; \
  if (!have_sandbox()) GTEST_SKIP() << "bubblewrap is not installed: npm test installs it"

// The spy in `role` (and its arguments), its standard error in DIR/NAME.log.
std::string spy(const std::string& role, const std::string& dir, const std::string& name) {
  return "external:prep=20,log=" + dir + "/" + name + ".log,from=" + kSpy + ",cmd=python3 " + kSpy + " " + role;
}

// The cards a spy's log says it foresaw: the sum of "predicted H of 24" over
// its games, and the number of games it reported.
std::pair<int, int> foreseen(const std::string& log) {
  int cards = 0, games = 0;
  for (const PatternMatch& game : find_all(log, "game \\d+-\\d+: predicted (\\d+) of 24")) {
    cards += std::stoi(game.group[1]);
    ++games;
  }
  return {cards, games};
}

// Removes what spies named ROLE-TAG-*.py left in the machine's /tmp.
void remove_notes(const std::string& role, const std::string& tag) {
  std::system(("rm -f /tmp/pps-spy-*/" + role + "-" + tag + "-*").c_str());
}

// A class of two spies in `role`, ROLE-TAG-a.py and ROLE-TAG-b.py: b plays
// each deal after a. Returns b's log.
std::string class_of_two(const std::string& role, const std::string& flags, const std::string& tag) {
  const std::string dir = scratch_folder(tag), logs = scratch_folder(tag + "-logs");
  for (const char* student : {"-a.py", "-b.py"}) write_text_file(dir + "/" + role + "-" + tag + student, read_text_file(kSpy));
  const CliRun run = run_pps("tournament --players-from " + dir + " --logs " + logs + " --games 3 --prep 20 --key-file " +
                             write_text_file(scratch_folder(tag + "-key") + "/k", kTeacherKey) + " " + flags);
  EXPECT_EQ(run.status, 0) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
  return read_text_file(logs + "/" + role + "-" + tag + "-b.py.log");
}

TEST(SandboxAttack, NoPointSystemShowsTheDealsOfAnother) {
  REQUIRE_PYTHON_AND_SANDBOX();
  const std::string dir = scratch_folder("attack-systems");
  const auto run = [&](const std::string& flags) {
    const CliRun r = run_pps("tournament --players '" + spy("systems", dir, "spy") +
                             "' --systems american,british --games 4 " + flags);
    EXPECT_EQ(r.status, 0) << r.output;
    const std::string log = read_text_file(dir + "/spy.log");
    std::remove((dir + "/spy.log").c_str());
    return foreseen(log);
  };
  // Control: the contest's deals are the same on every system: it foresees
  // every card of British's games from American's.
  EXPECT_EQ(run("--public-deals"), std::make_pair(4 * 24, 4));
  // Sealed deals: each system's own, nothing foreseen (the key is fixed: the
  // same deals every run, and no first card of British's chances to be
  // American's, which a key drawn for the run would 4 times in 52).
  EXPECT_EQ(run("--key-file " + write_text_file(dir + "/k", kTeacherKey)), std::make_pair(0, 4));
}

TEST(SandboxAttack, ANoteInTmpReachesNoOtherProgram) {
  REQUIRE_PYTHON_AND_SANDBOX();
  // Control: without a sandbox they share /tmp, and b foresees every card a saw.
  EXPECT_EQ(foreseen(class_of_two("tmp", "--no-sandbox", "open")), std::make_pair(3 * 24, 3));
  remove_notes("tmp", "open");
  EXPECT_EQ(foreseen(class_of_two("tmp", "", "closed")), std::make_pair(0, 3));
  EXPECT_NE(std::system("ls /tmp/pps-spy-*/tmp-closed-* >/dev/null 2>&1"), 0) << "a sandboxed program wrote in the machine's /tmp";
}

TEST(SandboxAttack, AnotherProgramsLogIsOutOfReach) {
  REQUIRE_PYTHON_AND_SANDBOX();
  // Control: without a sandbox b finds --logs on pps's command line and reads
  // a's debugging lines (nearly all: a line pps has not copied to the log yet
  // when b looks costs b that card).
  const auto open = foreseen(class_of_two("logs", "--no-sandbox", "open"));
  EXPECT_GE(open.first, 3 * 20);
  EXPECT_EQ(open.second, 3);
  EXPECT_EQ(foreseen(class_of_two("logs", "", "closed")), std::make_pair(0, 3));
}

// Whether the spy's log names `key` as found "from WHERE".
bool found(const std::string& log, const std::string& where, const std::string& key) {
  return log.find("key from " + where + ": " + key) != std::string::npos;
}

TEST(SandboxAttack, TheKeyIsInNoCommandLineEnvironmentOrMemoryAProgramCanRead) {
  REQUIRE_PYTHON_AND_SANDBOX();
  const std::string dir = scratch_folder("attack-key");
  // The teacher's worst habits: the key on a wrapper's command line and in the environment.
  const auto run = [&](const std::string& flags) {
    std::remove((dir + "/spy.log").c_str());
    const CliRun r = run_command("env PPS_TEST_KEY=" + kTeacherKey + " timeout 120 " + pps_cli_path() + " play --player '" +
                                 spy("key", dir, "spy") + "' --games 1 --key " + kTeacherKey + " " + flags + " 2>&1");
    EXPECT_EQ(r.status, 0) << r.output;
    return read_text_file(dir + "/spy.log");
  };
  const std::string open = run("--no-sandbox");
  EXPECT_TRUE(found(open, "cmdline", kTeacherKey)) << open;
  EXPECT_TRUE(found(open, "environ", kTeacherKey)) << open;
  if (::geteuid() == 0) {
    EXPECT_TRUE(found(open, "memory", kTeacherKey)) << open;  // root reads any process
  }
  const std::string sandboxed = run("");
  EXPECT_EQ(sandboxed.find("key from"), std::string::npos) << sandboxed;
  EXPECT_NE(sandboxed.find("uid 65534\n"), std::string::npos) << sandboxed;
  EXPECT_NE(sandboxed.find("pps seen: False\n"), std::string::npos) << sandboxed;

  // A key file keeps it off every command line, even without a sandbox.
  std::remove((dir + "/spy.log").c_str());
  const CliRun from_file = run_pps("play --no-sandbox --player '" + spy("key", dir, "spy") + "' --games 1 --key-file " +
                                   write_text_file(dir + "/k", kTeacherKey));
  ASSERT_EQ(from_file.status, 0) << from_file.output;
  EXPECT_FALSE(found(read_text_file(dir + "/spy.log"), "cmdline", kTeacherKey)) << read_text_file(dir + "/spy.log");
}

TEST(SandboxAttack, NoProgramRewritesTheGradeSheet) {
  REQUIRE_PYTHON_AND_SANDBOX();
  const std::string dir = scratch_folder("attack-grades");
  const std::string grades = dir + "/grades.csv";
  const auto run = [&](const std::string& flags) {
    std::system(("rm -f '" + grades + "' '" + grades + ".decoy'").c_str());
    const CliRun r = run_pps("tournament --players 'greedy," + spy("rewrite " + grades, dir, "spy") +
                             "' --games 2 --grades " + grades + " --key-file " + write_text_file(dir + "/k", kTeacherKey) + " " + flags);
    EXPECT_EQ(r.status, 0) << r.output;
    usleep(1'000'000);  // past the 0.3 s the spy's child waits
  };
  // Control: without a sandbox it does write after "quit" (its decoy), but
  // pps writes the sheet only once every process of it is gone.
  run("--no-sandbox");
  EXPECT_EQ(read_text_file(grades + ".decoy"), "written after quit\n");
  EXPECT_EQ(read_text_file(grades).rfind("rank,student,file,", 0), 0u) << read_text_file(grades);
  EXPECT_EQ(read_text_file(grades).find("999"), std::string::npos) << read_text_file(grades);
  run("");
  EXPECT_NE(std::system(("test -e '" + grades + ".decoy'").c_str()), 0) << "a sandboxed program wrote beside the grade sheet";
  EXPECT_EQ(read_text_file(grades).find("999"), std::string::npos) << read_text_file(grades);
  EXPECT_NE(read_text_file(grades).find(",bubblewrap\n"), std::string::npos) << read_text_file(grades);
}

TEST(SandboxAttack, NoNetwork) {
  REQUIRE_PYTHON_AND_SANDBOX();
  const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof address;
  ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&address), size), 0);
  ASSERT_EQ(::listen(listener, 4), 0);
  ASSERT_EQ(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &size), 0);
  const std::string port = std::to_string(ntohs(address.sin_port));
  const std::string dir = scratch_folder("attack-network");
  const auto connections = [&] {
    int count = 0;
    for (pollfd p{listener, POLLIN, 0}; ::poll(&p, 1, 0) > 0; p.revents = 0) {
      const int peer = ::accept(listener, nullptr, nullptr);
      if (peer < 0) break;
      ::close(peer);
      ++count;
    }
    return count;
  };
  const auto run = [&](const std::string& flags) {
    std::remove((dir + "/spy.log").c_str());
    const CliRun r = run_pps("play --player '" + spy("network " + port, dir, "spy") + "' --games 1 " + flags);
    EXPECT_EQ(r.status, 0) << r.output;
    return read_text_file(dir + "/spy.log");
  };
  EXPECT_NE(run("--no-sandbox").find("network: connected\n"), std::string::npos);  // control
  EXPECT_EQ(connections(), 1);
  const std::string sandboxed = run("");
  EXPECT_NE(sandboxed.find("network: failed"), std::string::npos) << sandboxed;
  EXPECT_EQ(connections(), 0);
  ::close(listener);
}

TEST(SandboxAttack, AProgramHasLimitsAndIsNotRoot) {
  REQUIRE_PYTHON_AND_SANDBOX();
  const std::string dir = scratch_folder("attack-limits");
  const CliRun run = run_pps("play --player '" + spy("limits", dir, "spy") + "' --games 1");
  ASSERT_EQ(run.status, 0) << run.output;
  const std::string log = read_text_file(dir + "/spy.log");
  EXPECT_NE(log.find("uid 65534\n"), std::string::npos) << log;
  EXPECT_NE(log.find("memory: refused\n"), std::string::npos) << log;
  EXPECT_NE(log.find("file: refused"), std::string::npos) << log;
  if (::geteuid() == 0) {
    EXPECT_NE(log.find("processes: at most 1024\n"), std::string::npos) << log;
  }
  EXPECT_EQ(log.find("processes: unlimited"), std::string::npos) << log;
}

// Without bubblewrap pps plays no program unless told to, and then says so
// in its report, --json and the grade sheet.
TEST(SandboxAttack, WithoutASandboxPpsRefusesUnlessToldAndSaysSo) {
  const std::string dir = scratch_folder("no-bwrap");
  const std::string player = "external:cmd=/bin/sh " + test_program_path() + " well " + dir;
  // A PATH without bubblewrap on it.
  const std::string pps = "env PATH=" + dir + " " + pps_cli_path();
  const CliRun refused = run_command(pps + " play --player '" + player + "' --games 1 --json " + dir + "/p.json 2>&1");
  EXPECT_EQ(refused.status, 2) << refused.output;
  EXPECT_NE(refused.output.find("pps: no sandbox can be made for the programs: bubblewrap (bwrap) is not installed"),
            std::string::npos) << refused.output;
  EXPECT_NE(refused.output.find("--no-sandbox runs them without one"), std::string::npos) << refused.output;
  EXPECT_NE(std::system(("test -e " + dir + "/p.json").c_str()), 0);

  const CliRun play = run_command(pps + " play --no-sandbox --player '" + player + "' --games 1 --json " + dir + "/p.json 2>&1");
  ASSERT_EQ(play.status, 0) << play.output;
  EXPECT_NE(play.output.find("the program ran without a sandbox (--no-sandbox)\n"), std::string::npos) << play.output;
  EXPECT_NE(read_text_file(dir + "/p.json").find("\"sandbox\":\"none\"}"), std::string::npos) << read_text_file(dir + "/p.json");
  const CliRun tournament = run_command(pps + " tournament --no-sandbox --players 'greedy," + player + "' --games 1 --grades " +
                                        dir + "/g.csv --json " + dir + "/t.json 2>&1");
  ASSERT_EQ(tournament.status, 0) << tournament.output;
  EXPECT_NE(tournament.output.find("the programs ran without a sandbox (--no-sandbox)\n"), std::string::npos) << tournament.output;
  const std::string sheet = read_text_file(dir + "/g.csv");
  EXPECT_EQ(sheet.substr(0, sheet.find('\n')).substr(sheet.find('\n') - 8), ",sandbox") << sheet;
  EXPECT_EQ(find_all(sheet, ",none\n").size(), 2u) << sheet;
  EXPECT_NE(read_text_file(dir + "/t.json").find("\"sandbox\":\"none\""), std::string::npos);
  // Built-in players alone need no sandbox.
  EXPECT_EQ(run_command(pps + " play --player greedy --games 1 2>&1").status, 0);
  // A program from a folder its sandbox would make afresh is refused before anything runs.
  const CliRun root = run_command("cd / && " + pps_cli_path() + " play --player 'external:cmd=true' --games 1 2>&1");
  EXPECT_EQ(root.status, 2) << root.output;
  EXPECT_NE(root.output.find("a program cannot come from /, a folder its sandbox makes afresh"), std::string::npos) << root.output;
}

// The same attacks by a user who is not root: the sandbox is a user
// namespace then. pps runs as nobody (through setpriv) when the tests run as root.
TEST(SandboxAttack, AsAUserWhoIsNotRootToo) {
  REQUIRE_PYTHON_AND_SANDBOX();
  std::string as_user;
  if (::geteuid() == 0) {
    if (std::system("command -v setpriv >/dev/null 2>&1") != 0) GTEST_SKIP() << "setpriv (util-linux) is not installed";
    as_user = "setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all --bounding-set=-all ";
  }
  const std::string dir = scratch_folder("attack-user");
  ::chmod(dir.c_str(), 0777);
  for (const char* student : {"/tmp-user-a.py", "/tmp-user-b.py", "/key-c.py"}) {
    write_text_file(dir + student, read_text_file(kSpy));
    ::chmod((dir + student).c_str(), 0644);
  }
  // The key on a wrapper's command line and in the environment, as before.
  const auto run = [&](const std::string& flags, const std::string& logs) {
    const CliRun r = run_command(as_user + "env PPS_TEST_KEY=" + kNobodysKey + " timeout 120 " + pps_cli_path() + " tournament --players-from " +
                                 dir + " --logs " + dir + "/" + logs + " --games 3 --prep 20 --key " + kNobodysKey + " " + flags + " 2>&1");
    EXPECT_EQ(r.status, 0) << r.output;
    return dir + "/" + logs;
  };
  // Control without the sandbox: the shared /tmp gives the cards away, the
  // command line and the environment the key (pps's memory is closed to
  // another process of the user: the kernel's rule, and pps's).
  const std::string open = run("--no-sandbox", "logs-open");
  EXPECT_EQ(foreseen(read_text_file(open + "/tmp-user-b.py.log")), std::make_pair(3 * 24, 3));
  EXPECT_TRUE(found(read_text_file(open + "/key-c.py.log"), "cmdline", kNobodysKey)) << read_text_file(open + "/key-c.py.log");
  EXPECT_FALSE(found(read_text_file(open + "/key-c.py.log"), "memory", kNobodysKey)) << read_text_file(open + "/key-c.py.log");
  remove_notes("tmp", "user");
  const std::string closed = run("", "logs-sandboxed");
  EXPECT_EQ(foreseen(read_text_file(closed + "/tmp-user-b.py.log")), std::make_pair(0, 3));
  EXPECT_EQ(read_text_file(closed + "/key-c.py.log").find("key from"), std::string::npos) << read_text_file(closed + "/key-c.py.log");
  remove_notes("tmp", "user");
  std::system(("rm -rf '" + dir + "'").c_str());
}

}  // namespace
