// External programs that break the protocol, run by pps as a student's would
// be: each loses its games with the contest's penalty and a reason in the
// report, pps finishes, and nothing else is lost (the other players' results,
// the output file, processes left running). The programs run without a
// sandbox (--no-sandbox): they leave their process ids and markers in the
// test's folder, which a sandbox would not let them write
// (sandbox_attack_test.cpp runs misbehaving programs in one).
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "played_games.h"
#include "run_pps.h"
#include "test_paths.h"
#include "test_program.h"
#include "text_patterns.h"

namespace {

// Scores 1..9 for the hands but -5 for high card: a lost game scores -50
// (a played game can too, when all ten lines are high cards: the deals are
// sealed, so a test counts the games that carry a reason).
constexpr const char* kSystem = "-5,1,2,3,4,5,6,7,8,9";

// The clocks. A program that misbehaves at a clock (it never answers, or
// too late) is given kShortSeconds, which it exceeds however fast or slow the
// machine. Every other step, which a test needs done in time (a start, a
// preparation, the cards before the misbehaviour, a whole game played well),
// is given kAmpleSeconds: a sh program takes milliseconds, and a loaded
// machine's pauses are far shorter than that. A test that counts lost games
// thus counts the misbehaviour's games, never a well-played game that a busy
// machine made late.
constexpr double kShortSeconds = 1, kAmpleSeconds = 10;

std::string seconds(double s) {
  std::ostringstream text;
  text << s;
  return text.str();
}

// The spec of the test program (tests/cpp/external/programs/player.sh) in
// `mode`: `start` and `prep` seconds to start and to prepare, its standard
// error in DIR/stderr.log.
std::string program(const std::string& mode, const std::string& dir, double start = kAmpleSeconds,
                    double prep = kAmpleSeconds) {
  return "external:start=" + seconds(start) + ",prep=" + seconds(prep) + ",log=" + dir +
         "/stderr.log,cmd=exec sh " + test_program_path() + " " + mode + " " + dir;
}

CliRun play(const std::string& spec, int games, double game_seconds, const std::string& json = "") {
  return run_pps("play --no-sandbox --player '" + spec + "' --system " + kSystem + " --games " + std::to_string(games) +
                 " --seed 1 --game-time " + seconds(game_seconds) + (json.empty() ? "" : " --json " + json));
}

std::string lost_line(int games) {
  return "lost by the contest's rules (10 times the least hand score each): " + std::to_string(games) +
         (games == 1 ? " game" : " games");
}

bool alive(int pid) {
  if (::kill(pid, 0) != 0) return false;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string pid_field, name, state;
  stat >> pid_field >> name >> state;
  return state != "Z";  // a zombie has stopped; its parent has not reaped it yet
}

// Whether the process is still running 2 s from now: a killed process of a
// busy machine may take a moment to be scheduled and die.
bool still_alive(int pid) {
  for (int i = 0; i < 200 && alive(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return alive(pid);
}

std::vector<int> pids_in(const std::string& path) {
  std::ifstream in(path);
  std::vector<int> pids;
  for (int pid; in >> pid;) pids.push_back(pid);
  return pids;
}

struct Misbehaviour {
  const char* mode;
  int games;
  int lost;
  const char* reason;
  // The clock it misbehaves at, kShortSeconds; the others are ample.
  double game_seconds = kAmpleSeconds, start_seconds = kAmpleSeconds, prep_seconds = kAmpleSeconds;
};

class HostileProgram : public testing::TestWithParam<Misbehaviour> {};

TEST_P(HostileProgram, LosesItsGamesWithTheReasonAndPpsCarriesOn) {
  const Misbehaviour& m = GetParam();
  const std::string dir = scratch_folder("external");
  const std::string json = dir + "/games.json";
  const CliRun run = play(program(m.mode, dir, m.start_seconds, m.prep_seconds), m.games, m.game_seconds, json);
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find(lost_line(m.lost)), std::string::npos) << run.output;
  EXPECT_NE(run.output.find(m.reason), std::string::npos) << run.output;
  const std::string text = read_text_file(json);
  // Each game lost says why ("lost":"...") and scores the penalty.
  const auto lost_games = find_all(text, "\"score\":(-?[0-9]+),[^{}]*\"lost\":\"");
  for (const PatternMatch& game : lost_games) EXPECT_EQ(game.group[1], "-50") << text;
  EXPECT_EQ(static_cast<int>(lost_games.size()), m.lost) << text;
  EXPECT_NE(text.find("\"lost\":" + std::to_string(m.lost) + ",\"key\":"), std::string::npos) << text;
}

INSTANTIATE_TEST_SUITE_P(
    EveryMisbehaviour, HostileProgram,
    testing::Values(
        Misbehaviour{"silent", 2, 2, "no answer to card 1 (", kShortSeconds},
        // It never answers its first message: it did not load, and is never started again.
        Misbehaviour{"slow-start", 4, 4, "seed 1: not loaded: did not answer \"pps 1\" within 1.000 s\n", kAmpleSeconds, kShortSeconds},
        Misbehaviour{"version", 2, 2, "speaks protocol version 2; pps speaks version 1"},
        Misbehaviour{"no-ready", 1, 1, "did not answer \"system\" with \"ready\" within its 1.000 s of preparation", kAmpleSeconds,
                     kAmpleSeconds, kShortSeconds},
        Misbehaviour{"exit-early", 1, 1, "closed its standard output (it exited with status 0)"},
        Misbehaviour{"garbage", 2, 2, "answered 'hello' to card 1 ("},
        Misbehaviour{"taken", 2, 2, "answered 'play 0 0' to card 2 ("},
        Misbehaviour{"outside", 2, 2, "row and column must be 0 to 4"},
        Misbehaviour{"twice", 2, 2, "wrote 'play 0 0' before it was asked"},
        Misbehaviour{"early", 1, 1, "wrote 'play 0 0' before it was asked"},
        Misbehaviour{"megabytes", 2, 2, "wrote a line over 4096 bytes for card 1 ("},
        Misbehaviour{"close", 2, 2, "closed its standard output (it was still running)"},
        Misbehaviour{"close-input", 2, 2, "closed its standard input (it was still running)"},
        Misbehaviour{"crash", 2, 2, "during card 5 ("},
        // Its first game is lost (it sleeps 30 s at card 3), its other two,
        // played by a fresh program, are not: 3 s a game is ample for those
        // and costs the lost one 3 s.
        Misbehaviour{"sleepy", 3, 1, "no answer to card 3 (", 3},
        Misbehaviour{"stubborn", 2, 2, "no answer to card 1 (", kShortSeconds}),
    [](const testing::TestParamInfo<Misbehaviour>& param) {
      std::string name = param.param.mode;
      for (char& c : name)
        if (c == '-') c = '_';
      return name;
    });

TEST(HostileProgram, OnlyAProgramThatWroteAnUnfinishedLineIsAskedWhetherItFlushed) {
  const std::string dir = scratch_folder("external");
  const CliRun partial = play(program("partial", dir), 1, kShortSeconds), silent = play(program("silent", dir), 1, kShortSeconds);
  ASSERT_EQ(partial.status, 0) << partial.output;
  ASSERT_EQ(silent.status, 0) << silent.output;
  EXPECT_NE(partial.output.find("no answer to card 1 (") , std::string::npos) << partial.output;
  EXPECT_NE(partial.output.find("s left of the game: did it flush its standard output after the line?\n"), std::string::npos)
      << partial.output;
  // It answered the handshake and "system" line by line: it flushed; it just did not answer.
  EXPECT_TRUE(find_first(silent.output, "no answer to card 1 \\([2-9TJQKA][CDHS]\\) within the [0-9.]+ s left of the game\n"))
      << silent.output;
}

TEST(HostileProgram, EveryLimitComesFromThePreparationTime) {
  // No start=: the handshake is due within prep, 1 s, not a fixed 10 s. It
  // did not load: its other games cost nothing.
  const std::string dir = scratch_folder("external");
  const auto start = std::chrono::steady_clock::now();
  const CliRun run = run_pps("play --no-sandbox --player 'external:prep=1,cmd=exec sh " + test_program_path() + " slow-start " + dir + "' --system " + kSystem + " --games 3");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("seed 0: not loaded: did not answer \"pps 1\" within 1.000 s\n"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("seed 2: not played: not loaded, did not answer"), std::string::npos) << run.output;
  EXPECT_LT(seconds, 8) << run.output;
}

TEST(HostileProgram, TheStandardErrorGoesToTheLogUnread) {
  const std::string dir = scratch_folder("external");
  ASSERT_EQ(play(program("megabytes", dir), 1, kAmpleSeconds).status, 0);
  std::ifstream log(dir + "/stderr.log", std::ios::binary | std::ios::ate);
  EXPECT_EQ(static_cast<long>(log.tellg()), 1'000'000);  // all of it, and nothing of pps's
}

TEST(HostileProgram, NothingItStartedIsLeftRunning) {
  const std::string dir = scratch_folder("external");
  ASSERT_EQ(play(program("stubborn", dir), 2, kShortSeconds).status, 0);
  ASSERT_EQ(play(program("forks", dir), 2, kAmpleSeconds).status, 0);
  const auto stubborn = pids_in(dir + "/stubborn.pids"), children = pids_in(dir + "/child.pids");
  EXPECT_EQ(stubborn.size(), 2u);  // one program a game: the stuck one was replaced
  EXPECT_EQ(children.size(), 1u);  // the well-behaved program was kept for both games
  for (int pid : stubborn) EXPECT_FALSE(still_alive(pid)) << "a program that ignores SIGTERM, pid " << pid;
  for (int pid : children) EXPECT_FALSE(still_alive(pid)) << "a program's child, pid " << pid;
}

TEST(HostileProgram, NorAChildInASessionOfItsOwn) {
  if (std::system("command -v setsid >/dev/null 2>&1") != 0) GTEST_SKIP() << "setsid (util-linux) is not installed";
  const std::string dir = scratch_folder("external");
  // One stopped while it runs (it never answers), one after it exited (its
  // child's parent exited first, so the child was nobody's below it).
  const CliRun session = play(program("session", dir), 2, kShortSeconds), daemon = play(program("daemon", dir), 2, kAmpleSeconds);
  ASSERT_EQ(session.status, 0) << session.output;
  ASSERT_EQ(daemon.status, 0) << daemon.output;
  EXPECT_NE(daemon.output.find("during card 2 ("), std::string::npos) << daemon.output;
  const auto in_session = pids_in(dir + "/session.pids"), daemons = pids_in(dir + "/daemon.pids");
  EXPECT_EQ(in_session.size(), 2u);
  EXPECT_EQ(daemons.size(), 2u);
  for (int pid : in_session) EXPECT_FALSE(still_alive(pid)) << "a child in a session of its own, pid " << pid;
  for (int pid : daemons) EXPECT_FALSE(still_alive(pid)) << "an orphan in a session of its own, pid " << pid;
}

TEST(HostileProgram, ALineWrittenBeforeItsCardIsReadLosesTheGame) {
  // It answers "game" at once and reads the first card a second later: its
  // line is in before the card is read, though pps may have sent the card
  // first. Its later lines come after pps has written the next card, and each
  // is legal: only the first tells it from a program that answers in time.
  const std::string dir = scratch_folder("external");
  const CliRun run = run_pps("play --no-sandbox --player '" + program("early-card", dir) + "' --system " + kSystem +
                             " --games 2 --seed 1 --game-time 10");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find(lost_line(2)), std::string::npos) << run.output;
  int caught = 0;  // each game, at its first line
  for (std::size_t at = run.output.find("wrote 'play 0 0' before it"); at != std::string::npos;
       at = run.output.find("wrote 'play 0 0' before it", at + 1))
    ++caught;
  EXPECT_EQ(caught, 2) << run.output;
}

TEST(HostileProgram, TheLogStopsAtItsCap) {
  const std::string dir = scratch_folder("external");
  const std::string log = dir + "/stderr.log";
  const std::string spec = "external:prep=60,log=" + log + ",cmd=exec sh " + test_program_path() + " flood " + dir;
  const CliRun run = play(spec, 2, kAmpleSeconds);
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;  // it never waited on the log
  const std::string text = read_text_file(log);
  std::remove(log.c_str());
  const std::size_t cap = 16u << 20;  // docs/PLAYER-PROTOCOL.md
  EXPECT_EQ(text.find_first_not_of('e'), cap) << "the program wrote 20 MB";
  EXPECT_EQ(text.substr(cap), "\npps: the program wrote more than 16777216 bytes to its standard error in this run; "
                              "the rest is not kept\n");
}

TEST(HostileProgram, TheOtherPlayersOfATournamentLoseNothing) {
  const std::string dir = scratch_folder("external");
  // One key for both runs: with the program the deals are sealed.
  const std::string key = " --key " + std::string(64, 'a');
  const std::string alone = "tournament --players 'greedy:eval=points,ties=first' --systems '" + std::string(kSystem) +
                            "' --games 6 --seed 3 --game-time " + seconds(kAmpleSeconds) + key;
  const std::string with_crash = "tournament --no-sandbox --players 'greedy:eval=points,ties=first," + program("crash", dir) +
                                 "' --systems '" + std::string(kSystem) + "' --games 6 --seed 3 --game-time " + seconds(kAmpleSeconds) + key + " --json " +
                                 dir + "/t.json";
  const CliRun solo = run_pps(alone), both = run_pps(with_crash);
  ASSERT_EQ(solo.status, 0) << solo.output;
  ASSERT_EQ(both.status, 0) << both.output;
  // greedy's row of the table, its words: the same mean, se, games, min and max.
  const auto row = [](const std::string& output) {
    const std::size_t at = output.find("  greedy:eval=points,ties=first ");
    std::istringstream line(at == std::string::npos ? std::string() : output.substr(at, output.find('\n', at) - at));
    std::vector<std::string> words;
    for (std::string word; line >> word;) words.push_back(word);
    return words;
  };
  EXPECT_EQ(row(solo.output).size(), 6u) << solo.output;
  EXPECT_EQ(row(both.output), row(solo.output)) << both.output;
  EXPECT_NE(both.output.find("(6 lost)"), std::string::npos) << both.output;
  std::ifstream in(dir + "/t.json");
  std::stringstream json;
  json << in.rdbuf();
  EXPECT_NE(json.str().find("\"forfeits\":6"), std::string::npos) << json.str();
  EXPECT_NE(json.str().find("\"reason\":\"during card 5 ("), std::string::npos) << json.str();
}

TEST(HostileProgram, ABadSpecIsRefusedBeforeAnythingRuns) {
  expect_refused("play --player external", "needs cmd=COMMAND");
  expect_refused("play --player external:prep=5", "needs cmd=COMMAND");
  expect_refused("play --player 'external:cmd='", "cmd= is empty");
  expect_refused("play --player 'external:speed=1,cmd=true'", "speed");
  expect_refused("play --player 'external:prep=-1,cmd=true'", "prep");
}

}  // namespace
