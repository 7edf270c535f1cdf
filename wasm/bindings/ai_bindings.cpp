// Embind API for the AI players of ai/core/player.h: build one from its spec, tell
// it the point system, ask it for a move or an analysis of every cell, stop
// it from another thread, and play a whole game exactly as `pps play` does.
// No AI logic lives here: the bindings only check, convert and guard
// (boundary.h).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <string>

#include <emscripten/heap.h>
#include <emscripten/stack.h>
#include <emscripten/threading.h>
#include <malloc.h>

#include "ai/learn/learning_player.h"
#include "ai/core/match.h"
#include "ai/core/player.h"
#include "ai/core/search_threads.h"
#include "bindings/boundary.h"
#include "bindings/convert.h"
#include "bindings/explain_bindings.h"
#include "bindings/review_bindings.h"
#include "engine/game.h"

using emscripten::val;

namespace pps::bindings {
namespace {

// The threads a search or a learner may use: in the threaded build, the
// pthread pool fixed at load time (pool_size.pre.js); the caller is one of
// them, so at most the pool's size keeps one pool thread spare. Asking for more
// used to fail every later search (std::system_error from an exhausted pool).
int max_threads() {
  if (!threads_available()) return 1;
  const val pool = val::module_property("ppsPoolSize");
  const double size = pool.isNumber() ? pool.as<double>() : 1;
  return size >= 1 && size <= 64 ? static_cast<int>(size) : 1;
}

// A player with its own stop flag. The flag is a plain byte of wasm memory:
// in the threaded build a page can set it through the shared memory while
// the engine's Web Worker is busy searching (see web/src/engine/worker.ts).
class AiPlayer {
 public:
  explicit AiPlayer(std::unique_ptr<Player> player) : player_(std::move(player)) {
    player_->set_stop_flag(&stop_);
  }

  static val create(const val& spec) {
    return guarded([&] { return std::make_unique<AiPlayer>(make_player(string_arg(spec, "player spec"))); });
  }

  val spec() const {
    return guarded([&] { return player_->spec(); });
  }

  val set_system(const val& system) {
    return guarded([&] {
      const PointSystem parsed = PointSystem::parse(string_arg(system, "point system"));
      require_idle();
      player_->set_system(parsed);
    });
  }

  // Seeds the player for the deal of `deal_seed` as play_game() does, so a
  // game played move by move here repeats the native one.
  val new_game_for_deal(const val& deal_seed) {
    return guarded([&] {
      const std::int64_t seed = parse_seed(string_arg(deal_seed, "deal seed"));
      require_idle();
      player_->new_game(player_seed(seed));
    });
  }

  val choose(const val& game_arg) {
    return guarded([&] {
      const Game& game = object_arg<Game>(game_arg, "Game", "game");
      require_turn(game);
      require_idle();
      return player_->choose(game.board(), game.current_card());
    });
  }

  // {values: 25 numbers (NaN where not estimated), best, simulations, samples,
  //  lookahead, gapError} (Analysis: the last two for explanations)
  val analyze(const val& game_arg) {
    return guarded([&] {
      const Game& game = object_arg<Game>(game_arg, "Game", "game");
      require_turn(game);
      require_idle();
      const Analysis analysis = player_->analyze(game.board(), game.current_card());
      val values = val::array();
      for (double v : analysis.value) values.call<void>("push", v);
      val out = val::object();
      out.set("values", values);
      out.set("best", analysis.best);
      out.set("simulations", static_cast<double>(analysis.simulations));
      // Simulated games behind each value, where the player reports them.
      val samples = val::array();
      for (auto n : analysis.samples) samples.call<void>("push", static_cast<double>(n));
      out.set("samples", samples);
      val lookahead = val::array(), gap_error = val::array();
      for (double v : analysis.lookahead) lookahead.call<void>("push", v);
      for (double v : analysis.gap_error) gap_error.call<void>("push", v);
      out.set("lookahead", lookahead);
      out.set("gapError", gap_error);
      return out;
    });
  }

  // Why the player prefers its cell (ai/explain/explanation.h), from what
  // analyze() returned for `game`: no search, a pass over the lines.
  val explain(const val& game_arg, const val& analysis, const val& cell) {
    return guarded([&] {
      const Game& game = object_arg<Game>(game_arg, "Game", "game");
      require_idle();
      return explain_analysis(*player_, game, analysis, cell);
    });
  }

  // The review of a finished game (ai/review/), one step at a time so that
  // the worker can post each move as it is ready and stop between steps:
  // reviewStart(game, aiGame) seeds the player for the deal (and with aiGame
  // it also plays the deal itself after the moves), reviewStep(explain)
  // reviews the next move, reviewSummary(byAi) sums up the moves so far.
  val review_start(const val& game_arg, const val& ai_game) {
    return guarded([&] {
      const Game& game = object_arg<Game>(game_arg, "Game", "game");
      const bool with_ai = boolean_arg(ai_game, "aiGame");
      require_idle();
      if (!(game.system() == player_->system()))
        throw std::invalid_argument("the player is set for another point system than the game's: setSystem first");
      review_ = std::make_unique<ReviewSession>(*player_, game, with_ai);
    });
  }
  val review_step(const val& explain) {
    return guarded([&] {
      const bool with_explanation = boolean_arg(explain, "explain");
      require_idle();
      return require_review().step(with_explanation);
    });
  }
  val review_summary(const val& by_ai) {
    return guarded([&] { return require_review().summary(boolean_arg(by_ai, "byAi")); });
  }

  // budget: {gameSeconds?, moveSeconds?, simulations?, threads?}; absent
  // fields keep SearchBudget's defaults (the contest's 30 s per game).
  // threads past max_threads() are clamped to it; describeBudget() says so.
  val set_budget(const val& budget) {
    return guarded([&] {
      SearchBudget parsed;
      parsed.game_seconds = number_field(budget, "budget", "gameSeconds", parsed.game_seconds, 0, 3600, false);
      parsed.move_seconds = number_field(budget, "budget", "moveSeconds", parsed.move_seconds, 0, 3600, false);
      parsed.simulations = static_cast<std::int64_t>(
          number_field(budget, "budget", "simulations", static_cast<double>(parsed.simulations), 0, 1e12, true));
      const int asked = static_cast<int>(number_field(budget, "budget", "threads", parsed.threads, 1, 64, true));
      parsed.threads = std::min(asked, max_threads());
      require_idle();
      player_->set_budget(parsed);
      threads_asked_ = asked;
    });
  }

  val describe_budget() const {
    return guarded([&] {
      const int threads = player_->budget().threads;
      std::string text = player_->budget().describe();
      if (threads_asked_ > threads)
        text += " (" + std::to_string(threads_asked_) + " threads asked; this engine runs at most " +
                std::to_string(threads) + ")";
      return text;
    });
  }

  // Learning players (learning_player.h): whether this one learns, whether it
  // is ready for `system`, and the learning itself with progress.
  val learns() const {
    return guarded([&] { return learner() != nullptr; });
  }
  val learned() const {
    return guarded([&] { return learner() && learner()->learned(); });
  }
  // Whether prepare() is running (its progress callback is calling back).
  val busy() const {
    return guarded([&] { return busy_; });
  }

  // budget: {seconds?, games?, threads?, seed?} (absent: the spec's budget);
  // on_progress({fraction, games, mean}) is called on this thread only (a
  // JS function cannot be called from a search thread). If it throws, the
  // learning stops there and prepare() refuses with its message (the player
  // is left unlearned, as after any stopped learning). While prepare() runs, the player refuses
  // every call that would change it, and its delete() (boundary.post.js).
  val prepare(const val& system, const val& budget, const val& on_progress) {
    return guarded([&] {
      LearningPlayer& p = require_learner();
      const PointSystem parsed = PointSystem::parse(string_arg(system, "point system"));
      LearnBudget b = p.spec_budget();
      b.seconds = number_field(budget, "learning budget", "seconds", b.seconds, 0, 3600, false);
      b.games = static_cast<std::int64_t>(
          number_field(budget, "learning budget", "games", static_cast<double>(b.games), 0, 1e9, true));
      b.threads = std::min(max_threads(), static_cast<int>(number_field(budget, "learning budget", "threads",
                                                                          b.threads, 1, 64, true)));
      b.seed = static_cast<std::uint64_t>(
          number_field(budget, "learning budget", "seed", static_cast<double>(b.seed), 0, 9e15, true));
      const bool reports = optional_function_arg(on_progress, "progress callback");
      require_idle();

      std::string callback_error;
      if (reports) {
        p.set_progress([&](const LearnProgress& progress) {
          if (!emscripten_is_main_runtime_thread() || !callback_error.empty()) return;
          val report = val::object();
          report.set("fraction", progress.fraction);
          report.set("games", static_cast<double>(progress.games));
          report.set("mean", progress.mean);
          callback_error = call_js_safely(on_progress, report);
          if (!callback_error.empty()) stop_.store(true, std::memory_order_relaxed);
        });
      }
      // Undone on every path: the callback, the busy mark, and a stop that
      // only the callback's failure asked for.
      struct Busy {
        AiPlayer& self;
        LearningPlayer& p;
        const std::string& callback_error;
        explicit Busy(AiPlayer& s, LearningPlayer& l, const std::string& e) : self(s), p(l), callback_error(e) {
          self.busy_ = true;
        }
        ~Busy() {
          p.set_progress(nullptr);
          self.busy_ = false;
          if (!callback_error.empty()) self.stop_.store(false, std::memory_order_relaxed);
        }
      } busy{*this, p, callback_error};
      try {
        p.prepare(parsed, b);
      } catch (...) {
        // The learner refuses a learning its stop cut short; the cause to
        // report is the callback's.
        if (callback_error.empty()) throw;
      }
      if (!callback_error.empty())
        throw std::invalid_argument("learning stopped: the progress callback threw: " + callback_error);
    });
  }

  // What the player learned, as bytes (a Uint8Array) to cache, and back.
  val save_learned() const {
    return guarded([&] {
      require_idle();
      const std::string bytes = require_learner().save();
      // new Uint8Array(view) copies: the view dies with `bytes`.
      return val::global("Uint8Array").new_(emscripten::typed_memory_view(bytes.size(), bytes.data()));
    });
  }
  val load_learned(const val& bytes, const val& system) {
    return guarded([&] {
      const std::vector<std::uint8_t> data = bytes_arg(bytes, "learned data");
      const PointSystem parsed = PointSystem::parse(string_arg(system, "point system"));
      require_idle();
      require_learner().load(std::string_view(reinterpret_cast<const char*>(data.data()), data.size()), parsed);
    });
  }

  val request_stop() {
    return guarded([&] { stop_.store(true, std::memory_order_relaxed); });
  }
  val clear_stop() {
    return guarded([&] { stop_.store(false, std::memory_order_relaxed); });
  }
  val stop_requested() const {
    return guarded([&] { return stop_.load(std::memory_order_relaxed); });
  }
  // Byte offset of the stop flag in the module's memory.
  val stop_flag_address() const {
    return guarded([&] { return static_cast<double>(reinterpret_cast<std::uintptr_t>(&stop_)); });
  }

  // The player, for a whole game; refuses while prepare() runs.
  Player& idle_player() {
    require_idle();
    return *player_;
  }

 private:
  LearningPlayer* learner() const { return learner_of(*player_); }
  LearningPlayer& require_learner() const {
    LearningPlayer* p = learner();
    if (!p) throw std::invalid_argument("player " + player_->spec() + " does not learn");
    return *p;
  }
  void require_idle() const {
    if (busy_)
      throw std::invalid_argument("the player is busy in prepare() (called from its progress callback); "
                                  "call this after prepare returns");
  }

  ReviewSession& require_review() const {
    if (!review_) throw std::invalid_argument("no review: call reviewStart first");
    return *review_;
  }

  static void require_turn(const Game& game) {
    if (game.over()) throw std::invalid_argument("the game is over: there is no card to place");
  }

  std::unique_ptr<Player> player_;
  std::atomic<bool> stop_{false};
  static_assert(sizeof(std::atomic<bool>) == 1, "the page writes the stop flag as one byte");
  bool busy_ = false;
  int threads_asked_ = 1;
  std::unique_ptr<ReviewSession> review_;
};

// Plays the whole deal of `seed` with match.h's play_game, the same path as
// `pps play`; returns the serialized game.
val play_whole_game(const val& player_arg, const val& system, const val& seed) {
  return guarded([&] {
    AiPlayer& player = object_arg<AiPlayer>(player_arg, "AiPlayer", "player");
    const PointSystem parsed = PointSystem::parse(string_arg(system, "point system"));
    const std::int64_t deal = parse_seed(string_arg(seed, "seed"));
    Player& p = player.idle_player();
    p.set_system(parsed);
    return play_game(p, parsed, deal).serialize();
  });
}

// Plays deal `number` of `key` (engine/sealed_deal.h) with match.h's
// play_game, as `pps play --key` does; returns its moves, one letter a..y
// per card (a game of a sealed deal has no serialized form; scoreSealedGame
// scores it).
val play_sealed_game(const val& player_arg, const val& system, const val& key, const val& number) {
  return guarded([&] {
    AiPlayer& player = object_arg<AiPlayer>(player_arg, "AiPlayer", "player");
    const PointSystem parsed = PointSystem::parse(string_arg(system, "point system"));
    const DealKey deal_key = DealKey::parse(string_arg(key, "deal key"));
    const std::int64_t n = parse_seed(string_arg(number, "deal number"));
    Player& p = player.idle_player();
    p.set_system(parsed);
    return play_game(p, Game(parsed, n, deal_key)).moves_text();
  });
}

val players() {
  val out = val::array();
  for (const PlayerInfo& info : list_players()) {
    val entry = val::object();
    entry.set("name", info.name);
    entry.set("description", info.description);
    val params = val::array();
    for (const ParamInfo& param : info.params) {
      val p = val::object();
      p.set("name", param.name);
      p.set("defaultValue", param.default_value);
      p.set("help", param.help);
      params.call<void>("push", p);
    }
    entry.set("params", params);
    out.call<void>("push", entry);
  }
  return out;
}

val build_info() {
  val out = val::object();
#ifdef __EMSCRIPTEN_PTHREADS__
  out.set("threads", true);
#else
  out.set("threads", false);
#endif
  out.set("compiler", std::string(__VERSION__));
  out.set("threadsAvailable", threads_available());
  out.set("maxThreads", max_threads());
  return out;
}

// What the boundary tests watch between calls: none of it may drift after
// rejected calls (the stack pointer moved 32 bytes per rejected play before).
val memory_stats() {
  const struct mallinfo info = mallinfo();
  val out = val::object();
  out.set("heapBytes", static_cast<double>(emscripten_get_heap_size()));
  out.set("mallocBytes", static_cast<double>(info.uordblks));
  out.set("stackPointer", static_cast<double>(emscripten_stack_get_current()));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pps_ai) {
  using namespace emscripten;
  class_<AiPlayer>("AiPlayer")
      .class_function("create", &AiPlayer::create)
      .function("spec", &AiPlayer::spec)
      .function("setSystem", &AiPlayer::set_system)
      .function("newGameForDeal", &AiPlayer::new_game_for_deal)
      .function("choose", &AiPlayer::choose)
      .function("analyze", &AiPlayer::analyze)
      .function("explain", &AiPlayer::explain)
      .function("reviewStart", &AiPlayer::review_start)
      .function("reviewStep", &AiPlayer::review_step)
      .function("reviewSummary", &AiPlayer::review_summary)
      .function("setBudget", &AiPlayer::set_budget)
      .function("describeBudget", &AiPlayer::describe_budget)
      .function("learns", &AiPlayer::learns)
      .function("learned", &AiPlayer::learned)
      .function("busy", &AiPlayer::busy)
      .function("prepare", &AiPlayer::prepare)
      .function("saveLearned", &AiPlayer::save_learned)
      .function("loadLearned", &AiPlayer::load_learned)
      .function("requestStop", &AiPlayer::request_stop)
      .function("clearStop", &AiPlayer::clear_stop)
      .function("stopRequested", &AiPlayer::stop_requested)
      .function("stopFlagAddress", &AiPlayer::stop_flag_address);
  function("playGame", &play_whole_game);
  function("playSealedGame", &play_sealed_game);
  function("listPlayers", +[] { return guarded(players); });
  function("buildInfo", +[] { return guarded(build_info); });
  function("memoryStats", +[] { return guarded(memory_stats); });
}

}  // namespace pps::bindings
