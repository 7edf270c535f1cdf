// A player that is another program, spoken to with the player protocol
// (docs/PLAYER-PROTOCOL.md) over its standard input and output. pps keeps the
// contest's rules: the program prepares for each point system within its
// preparation time, answers each card within what is left of the game's
// clock (measured here), and a late, illegal or garbled answer loses the game
// (choose() throws Forfeit) and costs the program its process: the next game
// starts a fresh one. A program that fails before its first "ready" of the
// run is not loaded: every game of the run is lost, none started again.
//
// Spec: external:[prep=SECONDS,start=SECONDS,log=FILE,trace=FILE,from=PATH,]cmd=COMMAND
// (cmd comes last and runs to the end of the spec).
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/core/player.h"
#include "external/child_process.h"
#include "external/sandbox.h"

namespace pps::external {

// The reason of the game in which a program did not load: this, then why.
inline constexpr const char* kNotLoadedReason = "not loaded: ";
// The reason of each of its other games: this, then why.
inline constexpr const char* kNotLoadedGameReason = "not played: not loaded, ";

class ExternalPlayer : public Player {
 public:
  static constexpr std::string_view kName = "external";
  static std::vector<ParamInfo> params();
  static std::string description();
  // Checks the spec; starts nothing (the program starts at the first game).
  explicit ExternalPlayer(std::string_view spec);
  ~ExternalPlayer() override;  // finish()

  std::string spec() const override { return spec_; }
  void set_budget(const SearchBudget& budget) override;
  void new_game(std::uint64_t seed) override;
  int choose(const Board& board, Card card) override;

  // Runs the program in `sandbox` (sandbox.h) from its next start on;
  // null: as it is, with pps's rights.
  void use_sandbox(std::shared_ptr<const Sandbox> sandbox) { sandbox_ = std::move(sandbox); }
  bool sandboxed() const { return sandbox_ != nullptr; }
  // The file or folder the program comes from (from=, else the current
  // folder): its sandbox lets it read that, and runs it there.
  std::string from() const;
  // Creates its log and trace files now (before any program starts, so that
  // each is hidden from every sandbox) and returns their paths.
  std::vector<std::string> open_files();
  // Ends the run: "quit", a second to exit, then the program and everything
  // it started are killed. Nothing of it runs after this returns.
  void finish();

  // The name the program gave in its last handshake ("" if it never answered one).
  const std::string& program_name() const { return name_; }
  // Why the program did not load ("" if it did, or has not started yet): it
  // failed before its first "ready" of the run.
  const std::string& not_loaded() const { return not_loaded_; }
  // The round trip of every answered card, in seconds: from writing the card
  // to reading the answer.
  const std::vector<float>& round_trips() const { return round_trips_; }

 private:
  bool start_and_prepare();  // false (and the program stopped) with failure_ set
  // The start failed with `why`; `crashed`: it exited or closed a pipe (its
  // standard error may say why). Sets failure_, stops it; returns false.
  bool fail_start(const std::string& why, bool crashed);
  [[noreturn]] void lose(const std::string& why, bool on_time = false);
  void drop_program();
  // Writes to the program, and to the trace if there is one; "" if written,
  // else why not ("closed its standard input (...)").
  std::string send(std::string_view line);
  ChildProcess::Read receive(Clock::time_point deadline, std::string* line);
  void trace(char direction, std::string_view line);
  // "closed its standard output (it exited with status 1)".
  std::string closed_output();
  // closed_output() of a program that stopped during a card, and when it
  // failed (a status other than 0), the error it wrote (load_error.h): a
  // Python traceback's last line, with the line of the program.
  std::string crashed_output();
  // The program's file name, as the errors it writes name it ("" if unknown).
  std::string program_file() const;
  // "closed its standard input (it was still running)", or for a program
  // that exited closed_output().
  std::string closed_input();
  // "(it exited with status 1)" once the exit has landed, else "(it was still running)".
  std::string exit_status();
  // Why output the program wrote before it was asked is an error (has_output() said there is some).
  std::string unasked_output();

  // Why a timeout may be the program's buffer: it wrote a line and no newline yet.
  std::string flush_hint();

  std::string spec_, command_, from_;
  double prep_seconds_ = 300, start_seconds_ = 300;
  double game_seconds_ = 30;
  std::string log_path_, trace_path_;
  std::shared_ptr<ProgramLog> log_;  // opened at the first start, shared by every start
  std::FILE* trace_ = nullptr;
  Clock::time_point trace_start_;
  std::shared_ptr<const Sandbox> sandbox_;

  std::unique_ptr<ChildProcess> program_;
  std::string error_output_;  // of the last program stopped: the start of its standard error
  std::string name_;
  std::string prepared_for_;  // the system the running program is ready for
  bool loaded_ = false;       // it has answered "ready" once in this run
  std::string not_loaded_;    // why it did not load
  std::string failure_;       // why this game is lost before its first card
  double used_ = 0;           // seconds of this game's clock used
  int card_number_ = 0;       // cards of this game sent so far
  std::vector<float> round_trips_;
};

}  // namespace pps::external
