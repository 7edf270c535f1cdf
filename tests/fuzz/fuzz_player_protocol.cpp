// What an external program writes (the player protocol's answers), what a
// harness writes to pps serve, and the external: spec a user types: a line is
// either read into a value within its bounds or refused with a one-line
// reason; a spec is built or refused cleanly, and an accepted one's canonical
// form builds the same player.
#include "cli/player_factory.h"
#include "external/player_protocol.h"
#include "fuzz_support.h"

using namespace pps;

namespace {

void check_reason(const std::string& reason) {
  if (reason.find('\n') != std::string::npos || reason.size() > 1024) fuzz::finding("a reason that is not one short line: " + reason);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text = fuzz::as_text(data + 1, size - 1);
  switch (data[0] % 5) {
    case 0: {
      const external::Play play = external::parse_play(text);
      if (play.error.empty() && (play.row < 0 || play.row > 4 || play.col < 0 || play.col > 4))
        fuzz::finding("accepted a play outside the grid");
      check_reason(play.error);
      break;
    }
    case 1: {
      const external::Hello hello = external::parse_hello(text);
      if (hello.error.empty() && (hello.name.empty() || hello.name.size() > external::kMaxNameBytes))
        fuzz::finding("accepted a name of " + std::to_string(hello.name.size()) + " bytes");
      check_reason(hello.error);
      break;
    }
    case 2: {  // pps serve's side: what a harness sends
      const external::SystemMessage system = external::parse_system(text);
      if (system.error.empty() && system.millis < 0) fuzz::finding("accepted negative preparation time");
      check_reason(system.error);
      break;
    }
    case 3: {
      const external::CardMessage card = external::parse_card_message(text);
      if (card.error.empty() && (card.card >= kNumCards || card.millis < 0)) fuzz::finding("accepted a card message out of bounds");
      check_reason(card.error);
      break;
    }
    default: {
      std::unique_ptr<Player> player;
      if (!fuzz::accepts([&] { player = cli::make_cli_player("external:" + std::string(text)); })) return 0;
      const std::string canonical = player->spec();
      if (cli::make_cli_player(canonical)->spec() != canonical) fuzz::finding("'" + canonical + "' is not canonical");
    }
  }
  return 0;
}
