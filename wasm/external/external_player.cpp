#include "external/external_player.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "ai/core/player_params.h"
#include "engine/quote.h"
#include "external/load_error.h"
#include "external/player_protocol.h"

namespace pps::external {

namespace {

constexpr auto kQuitGrace = std::chrono::milliseconds(1000);
constexpr std::size_t kMaxCommandBytes = 4096;
// Said when a program that is late has written output that no newline ended:
// the usual cause is a line printed without its newline, or a newline left in
// the program's buffer (a pipe is not a terminal, so most languages buffer
// what is printed until a flush).
constexpr const char* kFlushHint = ": did it flush its standard output after the line?";

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", seconds);
  return text;
}

// The parameters declared before cmd=, which runs to the end of the spec.
std::vector<ParamInfo> leading_params() {
  return {
      {"prep", "300", "seconds the program may prepare for each point system (the contest's 5 minutes)"},
      {"start", "", "seconds the program may take to start and answer the handshake (default: its prep)"},
      {"log", "", "append the program's standard error to this file (default: pps's standard error)"},
      {"trace", "", "append every protocol line, with milliseconds since the program started, to this file"},
      {"from", "", "the program's file or folder: in its sandbox it may read this, and runs there (default: the "
                   "current folder)"},
  };
}

// "external:prep=10,cmd=python3 p.py" -> {"external:prep=10", "python3 p.py"}.
std::pair<std::string_view, std::string_view> split_command(std::string_view spec) {
  for (std::size_t at = spec.find("cmd="); at != std::string_view::npos; at = spec.find("cmd=", at + 1))
    if (at > 0 && (spec[at - 1] == ':' || spec[at - 1] == ','))
      return {spec.substr(0, at - 1), spec.substr(at + 4)};
  throw std::invalid_argument("player 'external' needs cmd=COMMAND, last, the program to run (e.g. "
                              "external:cmd=python3 my_player.py)");
}

}  // namespace

std::vector<ParamInfo> ExternalPlayer::params() {
  auto params = leading_params();
  params.push_back({"cmd", "", "the program to run (/bin/sh command line); last, it runs to the end of the spec"});
  return params;
}

std::string ExternalPlayer::description() {
  return "another program, in any language, speaking the player protocol on its standard input and output "
         "(docs/PLAYER-PROTOCOL.md; clients in clients/): pps keeps the clock, and a late or illegal answer loses "
         "the game";
}

ExternalPlayer::ExternalPlayer(std::string_view spec) {
  const auto [head, command] = split_command(spec);
  const PlayerParams params = PlayerParams::parse(head, leading_params());
  if (command.empty()) throw std::invalid_argument("player 'external': cmd= is empty (give the program to run)");
  if (command.size() > kMaxCommandBytes)
    throw std::invalid_argument("player 'external': cmd= is longer than " + std::to_string(kMaxCommandBytes) + " bytes");
  for (unsigned char c : command)
    if (c < 0x20 || c == 0x7F)
      throw std::invalid_argument("player 'external': cmd= " + quote(command) + " holds a control character");
  command_ = std::string(command);
  prep_seconds_ = params.number("prep", 0, 86400);
  start_seconds_ = params.text("start").empty() ? std::max(prep_seconds_, 0.001) : params.number("start", 0.001, 86400);
  log_path_ = params.text("log");
  trace_path_ = params.text("trace");
  from_ = params.text("from");
  const std::string head_form = params.canonical();
  spec_ = head_form + (head_form.find(':') == std::string::npos ? ":" : ",") + "cmd=" + command_;
}

ExternalPlayer::~ExternalPlayer() {
  finish();
  if (trace_) std::fclose(trace_);
}

void ExternalPlayer::finish() {
  if (!program_) return;
  try {
    trace('>', kQuitLine);
  } catch (const std::exception&) {  // the trace was opened before; nothing to report it to now
  }
  program_->stop(kQuitLine, kQuitGrace);
  drop_program();
}

std::string ExternalPlayer::from() const {
  if (!from_.empty()) return from_;
  char folder[4096];
  return ::getcwd(folder, sizeof folder) ? folder : ".";
}

std::vector<std::string> ExternalPlayer::open_files() {
  std::vector<std::string> paths;
  if (!log_path_.empty()) {
    if (!log_) log_ = std::make_shared<ProgramLog>(log_path_);
    paths.push_back(log_path_);
  }
  if (!trace_path_.empty()) {
    trace_start_ = Clock::now();
    if (!trace_) trace_ = std::fopen(trace_path_.c_str(), "a");
    if (!trace_) throw std::invalid_argument("cannot open trace=" + trace_path_ + ": " + std::strerror(errno));
    paths.push_back(trace_path_);
  }
  return paths;
}

void ExternalPlayer::set_budget(const SearchBudget& budget) {
  Player::set_budget(budget);
  game_seconds_ = budget.move_seconds > 0 ? budget.move_seconds * kNumCells : budget.game_seconds;
}

void ExternalPlayer::trace(char direction, std::string_view line) {
  if (trace_path_.empty()) return;
  if (!trace_) {
    trace_ = std::fopen(trace_path_.c_str(), "a");
    if (!trace_) throw std::invalid_argument("cannot open trace=" + trace_path_ + ": " + std::strerror(errno));
  }
  std::fprintf(trace_, "%8.1f %c %.*s\n", 1000 * seconds_since(trace_start_), direction, static_cast<int>(line.size()),
               line.data());
  std::fflush(trace_);
}

std::string ExternalPlayer::send(std::string_view line) {
  trace('>', line);
  switch (program_->write_line(line)) {
    case ChildProcess::Write::kWritten: return "";
    case ChildProcess::Write::kInputFull: return "stopped reading its standard input " + exit_status();
    case ChildProcess::Write::kInputClosed: break;
  }
  return closed_input();
}

ChildProcess::Read ExternalPlayer::receive(Clock::time_point deadline, std::string* line) {
  const auto read = program_->read_line(deadline, kMaxLineBytes, line);
  if (read == ChildProcess::Read::kLine) trace('<', *line);
  return read;
}

std::string ExternalPlayer::exit_status() {
  // A pipe usually closes because the program exits: give the exit a moment to land.
  const auto until = Clock::now() + std::chrono::milliseconds(200);
  std::string status = program_->status();
  while (status == "is running" && Clock::now() < until) {
    ::usleep(2000);
    status = program_->status();
  }
  return "(it " + (status == "is running" ? std::string("was still running") : status) + ")";
}

std::string ExternalPlayer::closed_output() { return "closed its standard output " + exit_status(); }

std::string ExternalPlayer::crashed_output() {
  const std::string status = exit_status();
  const std::string closed = "closed its standard output " + status;
  if (status == "(it exited with status 0)" || status == "(it was still running)") return closed;
  drop_program();  // its standard error, to the end
  const std::string own = load_error(error_output_, program_file());
  return own.empty() ? closed : closed + ": " + own;
}

std::string ExternalPlayer::program_file() const {
  return from_.empty() ? "" : std::filesystem::path(from_).filename().string();
}

std::string ExternalPlayer::closed_input() {
  // A program that exits closes both: that is the usual case, and said as before.
  const std::string status = exit_status();
  return (status == "(it was still running)" ? "closed its standard input " : "closed its standard output ") + status;
}

std::string ExternalPlayer::unasked_output() {
  std::string line;
  switch (receive(Clock::now(), &line)) {
    case ChildProcess::Read::kLine: return "wrote " + quote(line) + " before it was asked";
    case ChildProcess::Read::kTooLong: return "wrote a line over " + std::to_string(kMaxLineBytes) + " bytes";
    case ChildProcess::Read::kInputClosed: return closed_input();
    default: return closed_output();  // kClosed: has_output() saw its end
  }
}

void ExternalPlayer::drop_program() {
  if (program_) {
    program_->kill();  // the process group and everything below it
    error_output_ = program_->error_output();
  }
  program_.reset();
  prepared_for_.clear();
}

std::string ExternalPlayer::flush_hint() { return program_ && program_->line_unfinished() ? kFlushHint : ""; }

bool ExternalPlayer::fail_start(const std::string& why, bool crashed) {
  drop_program();
  if (loaded_) {
    failure_ = why;
    return false;
  }
  // Not loaded: its own words first (a syntax error's line), else pps's.
  const std::string own = crashed ? load_error(error_output_, program_file()) : "";
  not_loaded_ = own.empty() ? why : own;
  failure_ = kNotLoadedReason + not_loaded_;
  return false;
}

void ExternalPlayer::lose(const std::string& why, bool on_time) {
  drop_program();
  throw Forfeit(why, on_time);
}

bool ExternalPlayer::start_and_prepare() {
  std::string line;
  const std::string too_long = "wrote a line over " + std::to_string(kMaxLineBytes) + " bytes";
  if (!program_) {
    if (!log_) log_ = log_path_.empty() ? std::make_shared<ProgramLog>() : std::make_shared<ProgramLog>(log_path_);
    trace_start_ = Clock::now();
    program_ = std::make_unique<ChildProcess>(sandbox_ ? sandbox_->launch(command_, from()) : plain_launch(command_), log_);
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(start_seconds_));
    if (const std::string why = send(hello_line()); !why.empty()) return fail_start("did not start: it " + why, true);
    switch (receive(deadline, &line)) {
      case ChildProcess::Read::kTimeout:
        return fail_start("did not answer \"" + hello_line() + "\" within " + seconds_text(start_seconds_) + " s" + flush_hint(),
                          false);
      case ChildProcess::Read::kClosed: return fail_start("did not start: it " + closed_output(), true);
      case ChildProcess::Read::kInputClosed: return fail_start("did not start: it " + closed_input(), true);
      case ChildProcess::Read::kTooLong: return fail_start(too_long, false);
      case ChildProcess::Read::kLine: break;
    }
    const Hello hello = parse_hello(line);
    if (!hello.error.empty()) return fail_start(hello.error, false);
    name_ = hello.name;
  }
  if (program_->has_output()) return fail_start(unasked_output(), false);
  const auto prep_millis = static_cast<std::int64_t>(std::llround(prep_seconds_ * 1000));
  const auto deadline = Clock::now() + std::chrono::milliseconds(prep_millis);
  if (const std::string why = send(system_line(system_, prep_millis)); !why.empty())
    return fail_start("before \"system\", " + why, true);
  switch (receive(deadline, &line)) {
    case ChildProcess::Read::kTimeout:
      return fail_start("did not answer \"system\" with \"ready\" within its " + seconds_text(prep_seconds_) +
                            " s of preparation" + flush_hint(),
                        false);
    case ChildProcess::Read::kClosed: return fail_start("while preparing, " + closed_output(), true);
    case ChildProcess::Read::kInputClosed: return fail_start("while preparing, " + closed_input(), true);
    case ChildProcess::Read::kTooLong: return fail_start(too_long, false);
    case ChildProcess::Read::kLine: break;
  }
  if (!is_ready(line)) return fail_start("answered " + quote(line) + " to \"system\": expected \"ready\"", false);
  prepared_for_ = system_.to_string();
  loaded_ = true;
  return true;
}

void ExternalPlayer::new_game(std::uint64_t /*seed*/) {
  // The program's randomness is its own: it learns nothing of the deal.
  failure_.clear();
  used_ = 0;
  card_number_ = 0;
  if (!not_loaded_.empty()) {
    failure_ = kNotLoadedGameReason + not_loaded_;
    return;
  }
  if (program_ && program_->has_output()) {  // e.g. a second answer to the last card
    failure_ = unasked_output();
    drop_program();
    return;
  }
  if ((!program_ || prepared_for_ != system_.to_string()) && !start_and_prepare()) return;
  if (const std::string why = send(kGameLine); !why.empty()) {
    failure_ = "before \"game\", " + why;
    drop_program();
  }
}

int ExternalPlayer::choose(const Board& board, Card card) {
  ++card_number_;
  if (!failure_.empty()) lose(failure_);
  const std::string which = "card " + std::to_string(card_number_) + " (" + card_to_string(card) + ")";
  std::string line;
  if (program_->has_output()) lose(unasked_output());
  const double left = std::max(0.0, game_seconds_ - used_);
  const auto sent = Clock::now();
  if (const std::string why = send(card_line(card, static_cast<std::int64_t>(std::floor(left * 1000)))); !why.empty())
    lose("before " + which + ", " + why);
  const auto read = receive(sent + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(left)), &line);
  const double took = seconds_since(sent);
  used_ += took;
  switch (read) {
    case ChildProcess::Read::kTimeout:
      lose("no answer to " + which + " within the " + seconds_text(left) + " s left of the game" + flush_hint(), true);
    case ChildProcess::Read::kClosed: lose("during " + which + ", " + crashed_output());
    case ChildProcess::Read::kInputClosed: lose("during " + which + ", " + closed_input());
    case ChildProcess::Read::kTooLong:
      lose("wrote a line over " + std::to_string(kMaxLineBytes) + " bytes for " + which);
    case ChildProcess::Read::kLine: break;
  }
  if (took > left)
    lose("answered " + which + " after " + seconds_text(took) + " s, with " + seconds_text(left) + " s left of the game",
         true);
  // An answer is written after its card is read, and alone: a line that
  // came while the card was still in the pipe, or with another line after
  // it, was written before it was asked (docs/PLAYER-PROTOCOL.md).
  if (program_->input_unread()) lose("wrote " + quote(line) + " before it read " + which);
  if (program_->has_line_waiting()) lose(unasked_output());
  round_trips_.push_back(static_cast<float>(took));
  const Play play = parse_play(line);
  if (!play.error.empty()) lose("answered " + quote(line) + " to " + which + ": " + play.error);
  const int cell = play.row * kGridSize + play.col;
  if (!board.is_empty(cell))
    lose("answered " + quote(line) + " to " + which + ": row " + std::to_string(play.row) + ", column " +
         std::to_string(play.col) + " is taken");
  return cell;
}

}  // namespace pps::external
