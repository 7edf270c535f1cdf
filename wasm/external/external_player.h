// A player that is another program, spoken to with the player protocol
// (docs/PLAYER-PROTOCOL.md) over its standard input and output. pps keeps the
// contest's rules: the program prepares for each point system within its
// preparation time, answers each card within what is left of the game's
// clock (measured here), and a late, illegal or garbled answer loses the game
// (choose() throws Forfeit) and costs the program its process: the next game
// starts a fresh one.
//
// Spec: external:[prep=SECONDS,start=SECONDS,log=FILE,trace=FILE,]cmd=COMMAND
// (cmd comes last and runs to the end of the spec).
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/core/player.h"
#include "external/child_process.h"

namespace pps::external {

class ExternalPlayer : public Player {
 public:
  static constexpr std::string_view kName = "external";
  static std::vector<ParamInfo> params();
  static std::string description();
  // Checks the spec; starts nothing (the program starts at the first game).
  explicit ExternalPlayer(std::string_view spec);
  ~ExternalPlayer() override;  // "quit", then the program and everything it started are killed

  std::string spec() const override { return spec_; }
  void set_budget(const SearchBudget& budget) override;
  void new_game(std::uint64_t seed) override;
  int choose(const Board& board, Card card) override;

  // The name the program gave in its last handshake ("" if it never answered one).
  const std::string& program_name() const { return name_; }
  // The round trip of every answered card, in seconds: from writing the card
  // to reading the answer.
  const std::vector<float>& round_trips() const { return round_trips_; }

 private:
  bool start_and_prepare();  // false (and the program stopped) with failure_ set
  [[noreturn]] void lose(const std::string& why, bool on_time = false);
  void drop_program();
  // Writes to the program, and to the trace if there is one; "" if written,
  // else why not ("closed its standard input (...)").
  std::string send(std::string_view line);
  ChildProcess::Read receive(Clock::time_point deadline, std::string* line);
  void trace(char direction, std::string_view line);
  // "closed its standard output (it exited with status 1)".
  std::string closed_output();
  // "closed its standard input (it was still running)", or for a program
  // that exited closed_output().
  std::string closed_input();
  // "(it exited with status 1)" once the exit has landed, else "(it was still running)".
  std::string exit_status();
  // Why output the program wrote before it was asked is an error (has_output() said there is some).
  std::string unasked_output();

  std::string spec_, command_;
  double prep_seconds_ = 300, start_seconds_ = 10;
  double game_seconds_ = 30;
  std::string log_path_, trace_path_;
  std::shared_ptr<ProgramLog> log_;  // opened at the first start, shared by every start
  std::FILE* trace_ = nullptr;
  Clock::time_point trace_start_;

  std::unique_ptr<ChildProcess> program_;
  std::string name_;
  std::string prepared_for_;  // the system the running program is ready for
  int failed_starts_ = 0;     // in a row
  std::string last_start_error_;
  std::string failure_;       // why this game is lost before its first card
  double used_ = 0;           // seconds of this game's clock used
  int card_number_ = 0;       // cards of this game sent so far
  bool answered_a_card_ = false;  // by the running program: it has flushed an answer
  std::vector<float> round_trips_;
};

}  // namespace pps::external
