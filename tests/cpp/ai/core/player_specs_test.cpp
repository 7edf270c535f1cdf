// The registry of players (make_player, list_players): specs are parsed,
// validated and canonicalized, and every parameter is documented.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "ai/core/player.h"

namespace pps {
namespace {

TEST(PlayerSpecs, ParsesValidatesAndCanonicalizes) {
  EXPECT_EQ(make_player("tiger")->spec(), "tiger");
  EXPECT_EQ(make_player("tiger:sim=random,cp=141.42,delta=1.1")->spec(), "tiger:sim=random,delta=1.1");
  EXPECT_EQ(make_player("greedy:eval=points")->spec(), "greedy:eval=points");
  const struct {
    const char* spec;
    const char* mentions;
  } bad[] = {
      {"tiger:", "nothing after ':'"},
      {"tiger:cp", "not key=value"},
      {"tiger:cp=", "not key=value"},
      {"tiger:speed=3", "has no parameter 'speed'"},
      {"tiger:cp=1,cp=2", "given twice"},
      {"tiger:cp=abc", "cp=abc is not a decimal number"},
      {"tiger:cp=-1", "outside"},
      {"tiger:sim=clever", "not one of: random, prune, best"},
      {"tiger:workers=0", "outside [1, 64]"},
      {"tiger:workers=2.5", "not an integer"},
      {"tiger:cp=1,", "trailing ','"},
      {"greedy:eval=magic", "not one of"},
      {"random:x=1", "takes no parameters"},
  };
  for (const auto& c : bad) {
    try {
      make_player(c.spec);
      ADD_FAILURE() << c.spec << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(c.mentions), std::string::npos) << c.spec << ": " << e.what();
    }
  }
}

TEST(PlayerSpecs, ListPlayersDocumentsEveryParameterWithItsDefault) {
  for (const auto& info : list_players()) {
    for (const auto& param : info.params) {
      EXPECT_FALSE(param.help.empty()) << info.name << " " << param.name;
      // The default itself must be a valid value.
      EXPECT_NO_THROW(make_player(info.name + ":" + param.name + "=" + param.default_value)) << param.name;
    }
  }
}

}  // namespace
}  // namespace pps
