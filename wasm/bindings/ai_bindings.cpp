// Embind API for the AI players of ai/player.h: build one from its spec, tell
// it the point system, ask it for a move or an analysis of every cell, stop
// it from another thread, and play a whole game exactly as `pps play` does.
// No AI logic lives here: the bindings only convert and guard.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <atomic>
#include <cmath>
#include <memory>
#include <string>

#include <emscripten/threading.h>

#include "ai/learning_player.h"
#include "ai/match.h"
#include "ai/player.h"
#include "ai/search_threads.h"
#include "bindings/convert.h"
#include "bindings/js_error.h"
#include "engine/game.h"

using emscripten::val;

namespace pps::bindings {
namespace {

// A player with its own stop flag. The flag is a plain byte of wasm memory:
// in the threaded build a page can set it through the shared memory while
// the worker is busy searching (see web/src/engine/worker.ts).
class AiPlayer {
 public:
  explicit AiPlayer(std::unique_ptr<Player> player) : player_(std::move(player)) {
    player_->set_stop_flag(&stop_);
  }

  static AiPlayer* create(const std::string& spec) {
    return guarded([&] { return new AiPlayer(make_player(spec)); });
  }

  std::string spec() const { return player_->spec(); }

  void set_system(const std::string& system) {
    guarded([&] { player_->set_system(PointSystem::parse(system)); });
  }

  // Seeds the player for the deal of `deal_seed` as play_game() does, so a
  // game played move by move here repeats the native one.
  void new_game_for_deal(const std::string& deal_seed) {
    guarded([&] { player_->new_game(player_seed(parse_seed(deal_seed))); });
  }

  int choose(const Game& game) {
    return guarded([&] {
      require_turn(game);
      return player_->choose(game.board(), game.current_card());
    });
  }

  // {values: 25 numbers (NaN where not estimated), best, simulations}
  val analyze(const Game& game) {
    return guarded([&] {
      require_turn(game);
      const Analysis analysis = player_->analyze(game.board(), game.current_card());
      val values = val::array();
      for (double v : analysis.value) values.call<void>("push", v);
      val out = val::object();
      out.set("values", values);
      out.set("best", analysis.best);
      out.set("simulations", static_cast<double>(analysis.simulations));
      // Simulated games behind each value, where the player reports them.
      if constexpr (requires { analysis.samples; }) {
        val samples = val::array();
        for (auto n : analysis.samples) samples.call<void>("push", static_cast<double>(n));
        out.set("samples", samples);
      }
      return out;
    });
  }

  // budget: {gameSeconds?, moveSeconds?, simulations?, threads?}; absent
  // fields keep SearchBudget's defaults (the contest's 30 s per game).
  void set_budget(const val& budget) {
    guarded([&] {
      SearchBudget parsed;
      parsed.game_seconds = number_field(budget, "gameSeconds", parsed.game_seconds, 0, 3600);
      parsed.move_seconds = number_field(budget, "moveSeconds", parsed.move_seconds, 0, 3600);
      parsed.simulations = static_cast<std::int64_t>(
          number_field(budget, "simulations", static_cast<double>(parsed.simulations), 0, 1e12));
      parsed.threads = static_cast<int>(number_field(budget, "threads", parsed.threads, 1, 64));
      player_->set_budget(parsed);
    });
  }

  std::string describe_budget() const { return player_->budget().describe(); }

  // Learning players (learning_player.h): whether this one learns, whether it
  // is ready for `system`, and the learning itself with progress.
  bool learns() const { return learner() != nullptr; }
  bool learned() const { return learner() && learner()->learned(); }

  // budget: {seconds?, games?, threads?, seed?} (absent: the spec's budget);
  // on_progress({fraction, games, mean}) is called on this thread only (a
  // JS function cannot be called from a search thread).
  void prepare(const std::string& system, const val& budget, const val& on_progress) {
    guarded([&] {
      LearningPlayer& p = require_learner();
      LearnBudget b = p.spec_budget();
      b.seconds = number_field(budget, "seconds", b.seconds, 0, 3600);
      b.games = static_cast<std::int64_t>(number_field(budget, "games", static_cast<double>(b.games), 0, 1e9));
      b.threads = static_cast<int>(number_field(budget, "threads", b.threads, 1, 64));
      b.seed = static_cast<std::uint64_t>(number_field(budget, "seed", static_cast<double>(b.seed), 0, 9e15));
      if (on_progress.typeOf().as<std::string>() == "function") {
        p.set_progress([&on_progress](const LearnProgress& progress) {
          if (!emscripten_is_main_runtime_thread()) return;
          val report = val::object();
          report.set("fraction", progress.fraction);
          report.set("games", static_cast<double>(progress.games));
          report.set("mean", progress.mean);
          on_progress(report);
        });
      }
      struct ClearProgress {
        LearningPlayer& p;
        ~ClearProgress() { p.set_progress(nullptr); }
      } clear{p};
      p.prepare(PointSystem::parse(system), b);
    });
  }

  // What the player learned, as bytes (a Uint8Array) to cache, and back.
  val save_learned() const {
    return guarded([&] {
      const std::string bytes = require_learner().save();
      return val::global("Uint8Array").new_(emscripten::typed_memory_view(bytes.size(), bytes.data()));
    });
  }
  void load_learned(const val& bytes, const std::string& system) {
    guarded([&] {
      const std::vector<std::uint8_t> data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
      require_learner().load(std::string_view(reinterpret_cast<const char*>(data.data()), data.size()),
                             PointSystem::parse(system));
    });
  }

  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  void clear_stop() { stop_.store(false, std::memory_order_relaxed); }
  bool stop_requested() const { return stop_.load(std::memory_order_relaxed); }
  // Byte offset of the stop flag in the module's memory.
  double stop_flag_address() const { return static_cast<double>(reinterpret_cast<std::uintptr_t>(&stop_)); }

  Player& player() { return *player_; }

 private:
  LearningPlayer* learner() const { return dynamic_cast<LearningPlayer*>(player_.get()); }
  LearningPlayer& require_learner() const {
    LearningPlayer* p = learner();
    if (!p) throw std::invalid_argument("player " + player_->spec() + " does not learn");
    return *p;
  }

  static double number_field(const val& object, const char* key, double fallback, double min, double max) {
    if (object.isUndefined() || object.isNull()) return fallback;
    const val field = object[key];
    if (field.isUndefined() || field.isNull()) return fallback;
    if (!field.isNumber()) throw std::invalid_argument(std::string("budget ") + key + " must be a number");
    const double value = field.as<double>();
    if (!(value >= min && value <= max))
      throw std::invalid_argument(std::string("budget ") + key + " must be in [" + std::to_string(min) + ", " +
                                  std::to_string(max) + "]");
    return value;
  }

  static void require_turn(const Game& game) {
    if (game.over()) throw std::invalid_argument("the game is over: there is no card to place");
  }

  std::unique_ptr<Player> player_;
  std::atomic<bool> stop_{false};
  static_assert(sizeof(std::atomic<bool>) == 1, "the page writes the stop flag as one byte");
};

// Plays the whole deal of `seed` with match.h's play_game, the same path as
// `pps play`; returns the serialized game.
std::string play_whole_game(AiPlayer& player, const std::string& system, const std::string& seed) {
  return guarded([&] {
    const PointSystem parsed = PointSystem::parse(system);
    player.player().set_system(parsed);
    return play_game(player.player(), parsed, parse_seed(seed)).serialize();
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
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pps_ai) {
  using namespace emscripten;
  class_<AiPlayer>("AiPlayer")
      .class_function("create", &AiPlayer::create, allow_raw_pointers())
      .function("spec", &AiPlayer::spec)
      .function("setSystem", &AiPlayer::set_system)
      .function("newGameForDeal", &AiPlayer::new_game_for_deal)
      .function("choose", &AiPlayer::choose)
      .function("analyze", &AiPlayer::analyze)
      .function("setBudget", &AiPlayer::set_budget)
      .function("describeBudget", &AiPlayer::describe_budget)
      .function("learns", &AiPlayer::learns)
      .function("learned", &AiPlayer::learned)
      .function("prepare", &AiPlayer::prepare)
      .function("saveLearned", &AiPlayer::save_learned)
      .function("loadLearned", &AiPlayer::load_learned)
      .function("requestStop", &AiPlayer::request_stop)
      .function("clearStop", &AiPlayer::clear_stop)
      .function("stopRequested", &AiPlayer::stop_requested)
      .function("stopFlagAddress", &AiPlayer::stop_flag_address);
  function("playGame", &play_whole_game);
  function("listPlayers", &players);
  function("buildInfo", &build_info);
}

}  // namespace pps::bindings
