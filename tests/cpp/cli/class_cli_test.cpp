// A class's tournament from a folder (pps tournament --players-from DIR), as a
// teacher runs it: 30 programs (Python, Java, an executable script, and
// failing ones: a syntax error, an endless loop, bad answers, a crash, a
// memory bomb) and files that are no player, against a built-in reference on
// sealed deals, each program in a sandbox of its own. Each failing program
// costs only its own games and says why (one that does not load, with its
// error's line); the leaderboard ranks them all, with the paired difference
// from the reference (0 for the programs that play its very games); the grade
// sheet says what the leaderboard says, with the key; and the key, in two
// shards merged, replays the run game for game.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "java_client.h"
#include "played_games.h"
#include "run_pps.h"
#include "scratch_folder.h"
#include "test_files.h"
#include "test_paths.h"
#include "text_patterns.h"

namespace {

constexpr int kGames = 3;

// A Python player that puts each card in the k-th empty cell (mod their number).
std::string kth_player(int k, const std::string& fail = "") {
  return "from pps_player import SIZE, run\n\n\nclass Kth:\n"
         "    def set_point_system(self, system, millis):\n        pass\n\n"
         "    def init(self):\n        self.grid = [[None] * SIZE for _ in range(SIZE)]\n\n"
         "    def get_play(self, card, millis_remaining):\n" +
         (fail.empty() ? "" : "        " + fail + "\n") +
         "        empty = [(r, c) for r in range(SIZE) for c in range(SIZE) if self.grid[r][c] is None]\n"
         "        r, c = empty[" + std::to_string(k) + " % len(empty)]\n"
         "        self.grid[r][c] = card\n        return r, c\n\n"
         "    def get_name(self):\n        return \"Cell " + std::to_string(k) + "\"\n\n\nrun(Kth())\n";
}

// The class's folder: 30 programs, a Java file that does not compile, and three files that are no player.
std::string make_class() {
  const std::string dir = scratch_folder("class");
  for (int k = 1; k <= 22; ++k) {
    char name[32];
    std::snprintf(name, sizeof name, "/student%02d.py", k);
    write_text_file(dir + name, kth_player(k));
  }
  write_text_file(dir + "/alice.py", read_text_file(repository_root() + "/clients/python/greedy_player.py"));
  std::string java = read_text_file(repository_root() + "/clients/java/samples/GreedyPlayer.java");
  java = replace_all(java, "GreedyPlayer", "Carol");
  write_text_file(dir + "/Carol.java", java);
  // A shell script: in its sandbox it reads nothing but itself.
  write_text_file(dir + "/sam",
             "#!/bin/sh\nn=0\nwhile read -r word rest; do\n  case \"$word\" in\n    pps) echo 'pps 1 Sam' ;;\n"
             "    system) echo ready ;;\n    game) n=0 ;;\n    card) echo \"play $((n / 5)) $((n % 5))\"; n=$((n + 1)) ;;\n"
             "    quit) exit 0 ;;\n  esac\ndone\n",
             true);
  write_text_file(dir + "/syntax.py", "def broken(:\n    pass\n");
  write_text_file(dir + "/loop.py", kth_player(0, "while True: pass"));
  write_text_file(dir + "/bad.py", kth_player(0, "return 9, 9"));
  write_text_file(dir + "/crash.py", kth_player(0, "raise RuntimeError('boom')"));
  write_text_file(dir + "/bomb.py", kth_player(0, "self.hoard = bytearray(1 << 50)"));
  write_text_file(dir + "/Broken.java", "class Broken {\n");
  write_text_file(dir + "/notes.txt", "not a player\n");
  write_text_file(dir + "/script.sh", "#!/bin/sh\n");  // not executable: not a player
  write_text_file(dir + "/.hidden.py", kth_player(1));
  return dir;
}

// The rows of a grade sheet, by student (the CSV's fields, quotes undone), in order.
std::vector<std::map<std::string, std::string>> read_sheet(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') fields.back() += line[++i];
      else if (c == '"') quoted = !quoted;
      else if (c == ',' && !quoted) fields.emplace_back();
      else fields.back() += c;
    }
    rows.push_back(fields);
  }
  std::vector<std::map<std::string, std::string>> sheet;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    EXPECT_EQ(rows[r].size(), rows[0].size()) << "row " << r;
    std::map<std::string, std::string> row;
    for (std::size_t i = 0; i < rows[0].size() && i < rows[r].size(); ++i) row[rows[0][i]] = rows[r][i];
    sheet.push_back(row);
  }
  return sheet;
}

const std::map<std::string, std::string>& row_of(const std::vector<std::map<std::string, std::string>>& sheet,
                                                  const std::string& student) {
  for (const auto& row : sheet)
    if (row.at("student") == student) return row;
  static const std::map<std::string, std::string> none;
  ADD_FAILURE() << "no row for " << student;
  return none;
}

// What a replay gives again: everything but the times in the reasons.
std::string replayed(std::vector<std::map<std::string, std::string>> sheet) {
  std::string out;
  for (auto& row : sheet) {
    row.erase("key");
    for (const auto& [field, value] : row) out += field + "=" + replace_all(value, "[0-9.]+ s", "N s") + ";";
    out += "\n";
  }
  return out;
}

TEST(ClassCli, ThirtyProgramsFromAFolderGetALeaderboardAGradeSheetAndAKeyThatReplays) {
  const std::string dir = make_class();
  const std::string out = scratch_folder("class-out");
  const std::string flags = " --players " + kGreedyTwin + " --players-from " + dir + " --games " + std::to_string(kGames) +
                            " --game-time 2 --prep 5";
  const CliRun run = run_pps("tournament" + flags + " --grades " + out + "/grades.csv --json " + out + "/class.json");
  ASSERT_EQ(run.status, 0) << run.output;
  for (const char* ignored : {"notes.txt", "script.sh"})
    EXPECT_NE(run.output.find(std::string("pps: not a player (not .py, .java nor executable): ") + ignored), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find(".hidden.py"), std::string::npos) << run.output;
  const auto key_line = find_first(run.output, "deals sealed with key ([0-9a-f]{64})");
  ASSERT_TRUE(key_line) << run.output;
  const std::string key = key_line->group[1];

  const auto sheet = read_sheet(read_text_file(out + "/grades.csv"));
  ASSERT_EQ(sheet.size(), 32u) << read_text_file(out + "/grades.csv");  // the reference, 30 programs, Broken.java
  // The leaderboard shows the sheet's rows in its order, with the same ranks.
  const std::size_t board = run.output.find("leaderboard over all 1 system");
  ASSERT_NE(board, std::string::npos) << run.output;
  std::size_t at = board;
  for (const auto& row : sheet) {
    const std::string label = row.at("file").empty() ? row.at("student") : row.at("file");
    const std::size_t line = run.output.find("  " + label, at);
    ASSERT_NE(line, std::string::npos) << label << "\n" << run.output.substr(board);
    const std::size_t start = run.output.rfind('\n', line) + 1;
    EXPECT_EQ(run.output.substr(start, line - start + 2), (row.at("rank").empty() ? std::string("   -") : std::string(4 - row.at("rank").size(), ' ') + row.at("rank")) + "  ") << label;
    at = line;
  }
  for (const auto& row : sheet) {
    EXPECT_EQ(row.at("key"), key) << row.at("student");
    EXPECT_EQ(row.at("reference"), kGreedyTwin) << row.at("student");
  }

  // The greedy samples play the reference's games: paired difference 0, the same rank.
  const auto& reference = row_of(sheet, kGreedyTwin);
  std::vector<std::string> twins = {"alice"};
  if (have_java()) twins.push_back("Carol");
  else EXPECT_EQ(row_of(sheet, "Carol").at("status").rfind("not loaded: does not compile: error: javac is not installed", 0), 0u);
  for (const auto& twin : twins) {
    const auto& row = row_of(sheet, twin);
    EXPECT_EQ(row.at("games"), std::to_string(kGames)) << twin;
    EXPECT_EQ(row.at("mean"), reference.at("mean")) << twin;
    EXPECT_EQ(row.at("rank"), reference.at("rank")) << twin;
    EXPECT_EQ(row.at("vs_reference"), "0.000") << twin;
    EXPECT_EQ(row.at("vs_reference_se"), "0.000") << twin;
    EXPECT_EQ(row.at("status"), "played") << twin;
  }
  EXPECT_EQ(row_of(sheet, "alice").at("name"), "Greedy sample (Python)");
  EXPECT_EQ(row_of(sheet, "student07").at("name"), "Cell 7");
  EXPECT_EQ(row_of(sheet, "sam").at("file"), "sam");
  EXPECT_EQ(row_of(sheet, "sam").at("status"), "played");

  // Each failing program lost its own games, with why; the rest lost none.
  const auto lost = [&](const std::string& student) { return std::stoi(row_of(sheet, student).at("lost_games")); };
  for (const std::string failing : {"syntax", "loop", "bad", "crash", "bomb", "Broken"}) {
    EXPECT_EQ(lost(failing), kGames) << failing;
    EXPECT_EQ(row_of(sheet, failing).at("games"), std::to_string(kGames)) << failing;
    EXPECT_NE(row_of(sheet, failing).at("rank"), "") << failing << ": ranked like everyone";
  }
  for (const std::string failing : {"loop", "bad", "crash", "bomb"})
    EXPECT_EQ(row_of(sheet, failing).at("status").rfind("withdrawn: lost 3 games in a row (the last: ", 0), 0u) << failing;
  // A program that does not load says why in its own words: the error's line, with its number.
  EXPECT_TRUE(matches_whole(row_of(sheet, "syntax").at("status"), "not loaded: SyntaxError: .+ \\(line 1\\)"))
      << row_of(sheet, "syntax").at("status");
  EXPECT_TRUE(find_first(run.output, "syntax.py on american, seed 0: not loaded: SyntaxError: .+ \\(line 1\\)\n")) << run.output;
  EXPECT_NE(run.output.find("syntax.py on american, seed 1: not played: not loaded, SyntaxError"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("loop.py (Cell 0) on american, seed 0: no answer to card 1"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("bad.py (Cell 0) on american, seed 0: answered 'play 9 9' to card 1"), std::string::npos) << run.output;
  // A crash says the error the program wrote, with its line.
  EXPECT_TRUE(find_first(run.output, "crash.py \\(Cell 0\\) on american, seed 0: during card 1 \\(..\\), closed its standard "
                                     "output \\(it exited with status 1\\): RuntimeError: boom \\(line 12\\)\n"))
      << run.output;
  EXPECT_NE(run.output.find("bomb.py (Cell 0) on american, seed 0: during card 1"), std::string::npos) << run.output;
  if (have_java()) {
    EXPECT_EQ(row_of(sheet, "Broken").at("status"), "not loaded: does not compile: error: reached end of file while parsing (line 1)");
  }
  EXPECT_EQ(row_of(sheet, "Broken").at("sandbox"), "bubblewrap");
  for (int k = 1; k <= 22; ++k) {
    char student[16];
    std::snprintf(student, sizeof student, "student%02d", k);
    EXPECT_EQ(lost(student), 0) << student;
  }

  // The key replays the run: in two shards, merged, the same sheet.
  for (const char* shard : {"1/2", "2/2"}) {
    const CliRun part = run_pps("tournament" + flags + " --key " + key + " --shard " + shard + " --json " + out +
                                "/shard-" + shard[0] + ".json");
    ASSERT_EQ(part.status, 0) << part.output;
  }
  const CliRun merged = run_pps("merge --inputs " + out + "/shard-1.json," + out + "/shard-2.json --grades " + out + "/merged.csv");
  ASSERT_EQ(merged.status, 0) << merged.output;
  EXPECT_EQ(replayed(read_sheet(read_text_file(out + "/merged.csv"))), replayed(sheet));
  EXPECT_EQ(read_sheet(read_text_file(out + "/merged.csv"))[0].at("key"), key);
  std::system(("rm -rf '" + dir + "' '" + out + "'").c_str());
}

TEST(ClassCli, AProgramThatLosesThreeGamesInARowIsWithdrawnAndItsGamesLeftAreLostUnplayed) {
  const std::string dir = scratch_folder("class-withdrawn");
  // Each start says so on its standard error (its log); each answer is outside the grid.
  write_text_file(dir + "/bad.py", "import sys\nprint('started', file=sys.stderr)\n" + kth_player(0, "return 9, 9"));
  write_text_file(dir + "/good.py", kth_player(3));
  write_text_file(dir + "/syntax.py", "def broken(:\n");
  const CliRun run = run_pps("tournament --players-from " + dir + " --games 5 --game-time 5 --prep 5 --grades " + dir +
                             "/g.csv --logs " + dir + "/logs");
  ASSERT_EQ(run.status, 0) << run.output;
  // Each program's standard error in a file of its own: the teacher reads its whole traceback there,
  // and the error's line in the tables.
  EXPECT_NE(read_text_file(dir + "/logs/syntax.py.log").find("syntax.py\", line 1"), std::string::npos);
  EXPECT_EQ(run.output.find("syntax.py\", line 1"), std::string::npos) << run.output;
  EXPECT_EQ(read_text_file(dir + "/logs/bad.py.log"), "started\nstarted\nstarted\n") << "started for its 3 lost games only";
  const auto sheet = read_sheet(read_text_file(dir + "/g.csv"));
  const auto& bad = row_of(sheet, "bad");
  EXPECT_EQ(bad.at("games"), "5");
  EXPECT_EQ(bad.at("lost_games"), "5");
  EXPECT_EQ(bad.at("status").rfind("withdrawn: lost 3 games in a row (the last: answered 'play 9 9' to card 1", 0), 0u) << bad.at("status");
  for (const char* seed : {"3", "4"})
    EXPECT_NE(run.output.find(std::string("bad.py (Cell 0) on american, seed ") + seed + ": not played: withdrawn, lost 3 games in a row"),
              std::string::npos) << run.output;
  EXPECT_EQ(row_of(sheet, "good").at("status"), "played");
  EXPECT_TRUE(matches_whole(row_of(sheet, "syntax").at("status"), "not loaded: SyntaxError: .+ \\(line 1\\)"))
      << row_of(sheet, "syntax").at("status");
  EXPECT_EQ(row_of(sheet, "syntax").at("games"), "5");
  EXPECT_EQ(row_of(sheet, "good").at("reference"), "") << "no built-in player: no reference";
  std::system(("rm -rf '" + dir + "'").c_str());
}

TEST(ClassCli, BadInputIsRefusedBeforeAnythingRuns) {
  const std::string dir = scratch_folder("class-bad");
  expect_refused("tournament --players-from " + dir + "/none", "--players-from '" + dir + "/none' is not a folder that can be read");
  expect_refused("tournament --players-from " + dir, "holds no program (.py, .java or an executable file)");
  write_text_file(dir + "/a.py", kth_player(1));
  expect_refused("tournament --players-from " + dir + " --reference nobody", "--reference 'nobody' is none of the players");
  expect_refused("tournament --players-from " + dir + " --prep -1", "--prep");
  expect_refused("tournament --players-from " + dir + " --logs " + dir + "/a,b", "a folder whose path has no comma");
  std::system(("rm -rf '" + dir + "'").c_str());
}

}  // namespace
