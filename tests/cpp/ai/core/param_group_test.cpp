// Parameter groups (ai/core/param_group.h): a player finds and places its
// parameters by key, and composing groups refuses a key declared twice.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "ai/core/param_group.h"

namespace pps {
namespace {

std::string keys(const std::vector<ParamInfo>& params) {
  std::string out;
  for (const ParamInfo& p : params) out += (out.empty() ? "" : ",") + p.name;
  return out;
}

ParamGroup group(const std::string& name, const std::vector<std::string>& keys) {
  ParamGroup g{name, {}};
  for (const std::string& key : keys) g.params.push_back({key, "0", "help of " + key});
  return g;
}

TEST(ParamGroup, ComposesGroupsInTheOrderGiven) {
  EXPECT_EQ(keys(compose({group("a", {"x", "y"}), group("b", {}), group("c", {"z"})})), "x,y,z");
  EXPECT_EQ(keys(compose({group("c", {"z"}), group("a", {"x", "y"})})), "z,x,y");
}

TEST(ParamGroup, FindsAndPlacesParametersByKey) {
  ParamGroup g = group("learning", {"prep", "games", "seed"});
  g["seed"].help += " (and more)";
  EXPECT_EQ(g.params[2].help, "help of seed (and more)");
  g.insert_before("seed", group("model", {"rate", "batch"}));
  EXPECT_EQ(keys(g.params), "prep,games,rate,batch,seed");
  g.insert_after("seed", group("extra", {"mix"}));
  EXPECT_EQ(keys(g.params), "prep,games,rate,batch,seed,mix");
  g.insert_after("prep", group("empty", {}));
  EXPECT_EQ(keys(g.params), "prep,games,rate,batch,seed,mix");
}

TEST(ParamGroup, AKeyTheGroupLacksIsAnErrorNamingBoth) {
  ParamGroup g = group("evaluator", {"eval"});
  const auto message = [&](auto&& f) -> std::string {
    try {
      f();
    } catch (const std::logic_error& e) {
      return e.what();
    }
    return "nothing thrown";
  };
  for (const std::string& m : {message([&] { g["evl"]; }),
                               message([&] { g.insert_after("evl", group("x", {"a"})); }),
                               message([&] { g.insert_before("evl", group("x", {"a"})); })}) {
    EXPECT_NE(m.find("'evaluator'"), std::string::npos) << m;
    EXPECT_NE(m.find("'evl'"), std::string::npos) << m;
  }
  EXPECT_EQ(keys(g.params), "eval");  // unchanged
}

TEST(ParamGroup, ComposeRefusesAKeyDeclaredTwice) {
  try {
    compose({group("narl model", {"epsilon", "batch"}), group("beemo model", {"train", "batch"})});
    ADD_FAILURE() << "a key declared twice was accepted";
  } catch (const std::logic_error& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("'batch'"), std::string::npos) << m;
    EXPECT_NE(m.find("'narl model'"), std::string::npos) << m;
    EXPECT_NE(m.find("'beemo model'"), std::string::npos) << m;
  }
  EXPECT_THROW(compose({group("a", {"x", "x"})}), std::logic_error);
}

}  // namespace
}  // namespace pps
