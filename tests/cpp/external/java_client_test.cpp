// The Java client and its samples (clients/java) in pps's commands, as a
// student runs them: the greedy sample plays exactly the games of its
// built-in twin (and alone, without pps, scores what pps scores), the random
// one legal games; a player's System.out cannot break the protocol; a player
// written for the contest framework runs with one import added; a player that
// throws loses only its game; PpsServePlayer plays pps's champion in a program
// written against the framework's interface.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "java_client.h"
#include "played_games.h"
#include "run_pps.h"
#include "test_paths.h"
#include "text_patterns.h"

namespace {


// How many lines of `text` contain `part`.
int lines_with(const std::string& text, const std::string& part) {
  int count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++count;
  return count;
}

// The milliseconds of the first trace line (written by pps's trace=) that holds `part`, or -1.
double trace_millis(const std::string& trace, const std::string& part) {
  const std::size_t at = trace.find(part);
  if (at == std::string::npos) return -1;
  const std::size_t line = trace.rfind('\n', at);
  return std::stod(trace.substr(line == std::string::npos ? 0 : line + 1));
}

TEST(JavaClient, CompilesForJava11WithoutAWarning) {
  REQUIRE_JAVA_CLASSES();
  // build.sh compiles with --release 11 -Xlint:all: any warning would be in its output.
  EXPECT_EQ(java_classes().build.output, "");
}

TEST(JavaClient, TheGreedySamplePlaysItsBuiltInTwinsGamesExactly) {
  REQUIRE_JAVA_CLASSES();
  for (const std::string system : {"american", "british", "random:91:2"}) {
    const CliRun java = expect_same_games_as_twin(java_player(classes, "GreedyPlayer"), kGreedyTwin, system, 200, "java-greedy");
    EXPECT_NE(java.output.find("program 'Greedy sample (Java)': 5000 cards answered"), std::string::npos) << java.output;
  }
}

TEST(JavaClient, TheRandomSamplePlaysLegalGames) {
  REQUIRE_JAVA_CLASSES();
  const CliRun run = run_pps("play --player '" + java_player(classes, "RandomPlayer") + "' --games 100");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("program 'Random sample (Java)': 2500 cards answered"), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
}

TEST(JavaClient, PlayingAloneScoresWhatPpsScores) {
  REQUIRE_JAVA_CLASSES();
  const CliRun alone = run_command("java -cp " + classes +
                                   " pokersquares.PlayerRunner --local 60 --seed -20 --system british GreedyPlayer 2>&1");
  ASSERT_EQ(alone.status, 0) << alone.output;
  const CliRun twin = run_pps("play --player " + kGreedyTwin + " --games 60 --seed -20 --system british");
  const std::size_t mean = twin.output.find("mean ");
  ASSERT_NE(mean, std::string::npos) << twin.output;
  // "mean 25.833  sd ..." in pps, "mean 25.833 se ..." alone.
  EXPECT_NE(alone.output.find("Greedy sample (Java): 60 games (seeds -20..39), " + twin.output.substr(mean, 12)),
            std::string::npos)
      << alone.output << twin.output;
}

TEST(JavaClient, APlayersSystemOutGoesToTheLogNotToPps) {
  REQUIRE_JAVA_CLASSES();
  const ScratchFile log("java-chatty.log"), trace("java-chatty.trace");
  const std::string player = java_player(classes, "ChattyPlayer", "log=" + log.path + ",trace=" + trace.path);
  const CliRun run = run_pps("play --player '" + player + "' --games 20");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find(": 500 cards answered"), std::string::npos) << run.output;
  // The name's tab became a space, and it was cut between characters to the
  // protocol's 64 bytes: 15 bytes, then 24 two-byte characters.
  std::string name = "Chatty player: ";
  for (int i = 0; i < 24; ++i) name += "\xC3\xA9";  // é in UTF-8
  const std::string lines = trace.text();
  EXPECT_NE(lines.find("< pps 1 " + name + "\n"), std::string::npos) << lines.substr(0, 400);
  const std::string printed = log.text();
  EXPECT_EQ(lines_with(printed, "ChattyPlayer: constructed"), 1) << printed;
  EXPECT_EQ(lines_with(printed, "ChattyPlayer: got "), 500);
  EXPECT_EQ(lines_with(printed, "ChattyPlayer: System.in gives -1"), 500);  // emptied: pps's lines are the client's
  EXPECT_EQ(lines_with(printed, "ChattyPlayer: new game, unfinished line"), 20);
}

TEST(JavaClient, AContestPlayerRunsWithOnlyTheImportAdded) {
  REQUIRE_JAVA_CLASSES();
  // It prepares for all of its second and one more: the client answers
  // "ready" 300 ms before the second is up, while the player goes on
  // preparing. A client that waited for the player would answer a second
  // late, and pps would count the game lost. pps's own readings bound the
  // answer from below only: pps may be paused before it reads a "ready"
  // that came in time, which a loaded machine does.
  const ScratchFile trace("java-contest.trace");
  // (start=10: the Java machine's start would take most of the 1 s that is the start's default, the prep.)
  const std::string player = java_player(classes, "ContestStylePlayer 7", "prep=1,start=10,trace=" + trace.path);
  const CliRun run = run_pps("play --player '" + player + "' --games 30 --system ameritish:3");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_EQ(run.output.find("lost by the contest's rules"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("program 'ContestStylePlayer7': 750 cards answered"), std::string::npos) << run.output;
  const std::string lines = trace.text();
  EXPECT_EQ(lines_with(lines, "> system "), 1) << lines.substr(0, 400);  // one start, ready in time
  const double prepared = trace_millis(lines, "< ready") - trace_millis(lines, "> system ");
  EXPECT_GE(prepared, 700) << lines.substr(0, 400);  // it waited for the player until 300 ms were left

  // Its main plays the framework's local game.
  const CliRun local = run_command("java -cp " + classes + " ContestStylePlayer 2>&1");
  EXPECT_EQ(local.status, 0) << local.output;
  EXPECT_EQ(lines_with(local.output, " Total"), 25) << local.output;
}

TEST(JavaClient, APlayerThatThrowsLosesItsGameWithTheStackTraceInTheLog) {
  REQUIRE_JAVA_CLASSES();
  const ScratchFile log("java-failing.log");
  const CliRun run = run_pps("play --player '" + java_player(classes, "FailingPlayer", "log=" + log.path) + "' --games 3");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("lost by the contest's rules (10 times the least hand score each): 3 games"), std::string::npos)
      << run.output;
  EXPECT_EQ(lines_with(run.output, "during card 25 ("), 3) << run.output;
  EXPECT_EQ(lines_with(run.output, "(it exited with status 1)"), 3) << run.output;
  const std::string printed = log.text();
  EXPECT_EQ(lines_with(printed, "java.lang.IllegalStateException: FailingPlayer fails at the last card"), 3) << printed;
  EXPECT_NE(printed.find("at FailingPlayer.getPlay(FailingPlayer.java"), std::string::npos) << printed;
}

TEST(JavaClient, PpsServePlayerPlaysTheChampionInTheFrameworksGamesOrSaysWhy) {
  REQUIRE_JAVA_CLASSES();
  // A program written against the contest framework's interface plays its
  // batch of games (the framework's playSequence) with PpsServePlayer in it:
  // game for game the scores of the built-in champion in pps play.
  const std::string champion = "champion:games=3000";
  const ScratchFile json("java-served.json");
  const CliRun builtin = run_pps("play --player " + champion + " --system british --games 5 --seed 12 --sims 60 --json " + json.path);
  ASSERT_EQ(builtin.status, 0) << builtin.output;
  std::string scores;
  const std::string games = json.text();
  for (const PatternMatch& score : find_all(games, "\"score\":(-?[0-9]+)")) scores += score.group[1] + "\n";
  const std::string serve = pps_cli_path() + " serve " + champion + " --sims 60 --seed 12";
  const CliRun framework = run_command("java -cp " + classes + " FrameworkSequence british 12 5 '" + serve + "'");
  EXPECT_EQ(framework.status, 0) << framework.output;
  EXPECT_EQ(count_lines(scores), 5) << games;
  EXPECT_EQ(framework.output.substr(0, scores.size()), scores) << framework.output;

  // And through pps: pps runs the Java client, which runs PpsServePlayer,
  // which runs pps serve (pps itself, which no sandbox of the classes shows).
  const CliRun relayed = run_pps("play --public-deals --no-sandbox --player '" + java_player(classes, "PpsServePlayer \"" + serve + "\"") +
                                 "' --system british --games 5 --seed 12 --sims 60");
  ASSERT_EQ(relayed.status, 0) << relayed.output;
  const std::size_t mean = builtin.output.find("mean ");
  ASSERT_NE(mean, std::string::npos) << builtin.output;
  EXPECT_NE(relayed.output.find(builtin.output.substr(mean, builtin.output.find('\n', mean) - mean)), std::string::npos)
      << relayed.output << builtin.output;
  EXPECT_NE(relayed.output.find("program 'pps " + champion + "': 125 cards answered"), std::string::npos) << relayed.output;

  // A command that fails: the exception names it and its exit (before or
  // after its "pps 1" was written).
  const CliRun failing = run_command("java -cp " + classes + " FrameworkSequence british 0 1 'exit 3' 2>&1");
  EXPECT_NE(failing.status, 0);
  EXPECT_NE(failing.output.find("java.lang.IllegalStateException: 'exit 3' "), std::string::npos) << failing.output;
  EXPECT_NE(failing.output.find(" 'pps 1' (it exited with status 3)"), std::string::npos) << failing.output;
}

TEST(JavaClient, ABadPlayerClassIsReportedClearly) {
  REQUIRE_JAVA_CLASSES();
  for (const auto& [player, message] : {std::pair<std::string, std::string>{"NoSuchPlayer", "no class NoSuchPlayer on the class path"},
                                        {"java.lang.String", "java.lang.String does not implement pokersquares.PokerSquaresPlayer"},
                                        {"GreedyPlayer 3", "no constructor of GreedyPlayer takes the 1 argument(s) given"}}) {
    const ScratchFile log("java-bad.log");
    const CliRun run = run_pps("play --player '" + java_player(classes, player, "log=" + log.path) + "' --games 1");
    EXPECT_EQ(run.status, 0) << run.output;
    // It does not load, and says why in its own words (its log has them too).
    const std::size_t reason = run.output.find("seed 0: not loaded: ");
    ASSERT_NE(reason, std::string::npos) << run.output;
    EXPECT_NE(run.output.substr(reason, run.output.find('\n', reason) - reason).find(message), std::string::npos) << run.output;
    EXPECT_NE(log.text().find(message), std::string::npos) << log.text();
  }
}

}  // namespace
