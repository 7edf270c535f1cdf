// Learned data as the web app's cache and `pps play --learned` hand it back
// (read_learned and each learning player's load()). The first input byte
// picks the player (bits 0-1, and bit 5 as their high bit), how the rest is
// used (bits 2-3) and whether to check what the player holds afterwards
// (bit 4: loaded data saves and loads back the same; refused data left the
// player as it was):
//   0  the whole file, as stored (the fuzzer rarely gets past the checksum);
//   1  the payload, wrapped in a valid envelope for the player and American;
//   2  the payload, repeated or cut to the size a fresh player saves, so that
//      fixed-size tables (BeeMo, TD network) are reached with short inputs.
// Loaded data must play a move: on a board with 8 empty cells, where the
// searches look values up (nearer the end they search exactly).
// One player of each kind serves every input, as one player serves the web
// app's successive loads: each input starts from what the previous one left.
#include <algorithm>
#include <array>
#include <memory>

#include "ai/core/learned_data.h"
#include "ai/learn/learning_player.h"
#include "engine/game.h"
#include "fuzz_support.h"

using namespace pps;

namespace {

// Each player's spec, and the kind its learned data names.
struct Kind {
  const char* spec;
  const char* kind;
};
constexpr std::array<Kind, 5> kKinds = {{{"beemo", "beemo"},
                                         {"narl", "narl"},
                                         {"champion", "champion"},
                                         {"tdnet", "tdnet"},
                                         {"champion:eval=cross", "champion"}}};

struct Subject {
  std::unique_ptr<LearningPlayer> player;
  std::string settings;      // the learning settings its data must carry
  std::size_t payload_size;  // of a fresh player's save()
  std::string saved;         // what player->save() gives, when known (bit 4 inputs keep it)
  bool saved_known = false;
};

// The learning settings recorded in learned data (learned_data.h's header:
// magic, version, kind, then the settings).
std::string settings_in(const std::string& bytes) {
  std::size_t at = 4 + 2;
  at += 1 + static_cast<unsigned char>(bytes[at]);
  const std::size_t length = static_cast<unsigned char>(bytes[at]) | static_cast<std::size_t>(static_cast<unsigned char>(bytes[at + 1])) << 8;
  return bytes.substr(at + 2, length);
}

Subject& subject(int kind) {
  static std::array<Subject, kKinds.size()> subjects = [] {
    std::array<Subject, kKinds.size()> all;
    for (std::size_t k = 0; k < kKinds.size(); ++k) {
      all[k].player.reset(static_cast<LearningPlayer*>(make_player(kKinds[k].spec).release()));
      const std::string saved = all[k].player->save();
      all[k].settings = settings_in(saved);
      all[k].payload_size = read_learned(saved, kKinds[k].kind, all[k].settings, PointSystem::american()).size();
      SearchBudget budget;
      budget.simulations = 8;
      all[k].player->set_budget(budget);
    }
    return all;
  }();
  return subjects[static_cast<std::size_t>(kind)];
}

// `bytes` repeated to `size` bytes (zeros if empty), by doubling: a byte loop
// over BeeMo's 256 KB took a fifth of the target's time.
std::string cycled(std::string_view bytes, std::size_t size) {
  if (bytes.empty()) return std::string(size, '\0');
  std::string out(bytes.substr(0, size));
  out.reserve(size);
  while (out.size() < size) out.append(out, 0, std::min(out.size(), size - out.size()));
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int kind = ((data[0] & 3) | ((data[0] >> 5) & 1) << 2) % static_cast<int>(kKinds.size());
  const char* const name = kKinds[static_cast<std::size_t>(kind)].kind;
  const int mode = (data[0] >> 2) & 3;
  const std::string_view rest = fuzz::as_text(data + 1, size - 1);
  const PointSystem american = PointSystem::american();
  Subject& s = subject(kind);
  std::string bytes;
  if (mode == 0) bytes = rest;
  else if (mode == 1) bytes = write_learned(name, s.settings, american, rest);
  else bytes = write_learned(name, s.settings, american, cycled(rest, s.payload_size));

  const bool check_state = data[0] & 0x10;
  if (check_state && !s.saved_known) {
    s.saved = s.player->save();
    s.saved_known = true;
  }
  fuzz::accepts([&] { (void)read_learned(bytes, name, s.settings, american); });
  if (!fuzz::accepts([&] { s.player->load(bytes, american); })) {
    if (check_state && s.player->save() != s.saved)
      fuzz::finding(std::string(kKinds[static_cast<std::size_t>(kind)].spec) + ": refused data changed what the player held");
    return 0;
  }
  s.saved_known = false;
  if (check_state) {
    s.saved = s.player->save();
    s.player->load(s.saved, american);
    if (s.player->save() != s.saved) fuzz::finding(std::string(kKinds[static_cast<std::size_t>(kind)].spec) + ": loaded data does not save back the same");
    s.saved_known = true;
  }

  Game game(american, 7);
  for (int cell = 0; cell < kNumCells - 8; ++cell) game.play(cell);
  s.player->new_game(1);
  const int cell = s.player->choose(game.board(), game.current_card());
  if (cell < 0 || cell >= kNumCells || !game.board().is_empty(cell))
    fuzz::finding(std::string(kKinds[static_cast<std::size_t>(kind)].spec) + " chose cell " + std::to_string(cell) + " after loading");
  return 0;
}
