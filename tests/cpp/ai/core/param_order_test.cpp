// The canonical order of every player's parameters. A canonical spec names
// the parameters that differ from their defaults in the order the player
// declares them (PlayerParams::canonical()), and canonical specs name shipped
// learned files, links and bench tables: reordering a player's parameters
// would rename them all. A player may gain a parameter anywhere; the ones
// pinned here stay, in this order.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "ai/core/player.h"

namespace pps {
namespace {

// Every player's parameter keys, in canonical order. A new player pins its
// own here.
const std::map<std::string, std::string> kPinnedOrder = {
    {"random", ""},
    {"greedy", "eval,alpha,beta,gamma,prep,games,seed,ties"},
    {"mc", "eval,alpha,beta,gamma,prep,games,seed"},
    {"tiger",
     "sel,sim,bandit,final,cp,squash,squash_max,tuned_c,delta,max_pruned,fallback,eval,alpha,beta,gamma,rules,"
     "workers,mem,prep,games,seed"},
    {"tiger-narl",
     "sel,sim,bandit,final,cp,squash,squash_max,tuned_c,delta,max_pruned,fallback,eval,alpha,beta,gamma,rules,"
     "workers,mem,prep,games,seed"},
    {"beemo", "search,prep,games,train,eval_games,batch,ucb_every,ucb_c,epsilon,decay,seed"},
    {"narl", "search,depth,playout,explore,endgame,prep,games,cap,epsilon,decay,sizes,outs,batch,seed"},
    {"champion",
     "search,endgame,ahead,top,z,first,per_cell,keep,eval,alpha,beta,gamma,prep,games,cap,epsilon,decay,sizes,outs,"
     "batch,cross_games,cross_cap,cross_rate,cross_lambda,cross_suits,seed"},
    {"tdnet", "search,prep,games,hidden,output,rate,rate_end,anneal,explore,target,scale,batch,mix,seed"},
};

std::vector<std::string> split(const std::string& keys) {
  std::vector<std::string> out;
  std::stringstream in(keys);
  for (std::string key; std::getline(in, key, ',');) out.push_back(key);
  return out;
}

TEST(ParamOrder, EveryPlayerKeepsItsPinnedParametersInTheirOrder) {
  for (const PlayerInfo& info : list_players()) {
    const auto pinned = kPinnedOrder.find(info.name);
    if (pinned == kPinnedOrder.end()) {
      ADD_FAILURE() << "player " << info.name << ": pin its parameter order in kPinnedOrder";
      continue;
    }
    // The pinned keys must appear in the declared ones, in the same order
    // (new keys may sit between them).
    std::size_t at = 0;
    for (const std::string& key : split(pinned->second)) {
      while (at < info.params.size() && info.params[at].name != key) ++at;
      ASSERT_LT(at, info.params.size()) << info.name << ": " << key << " is missing or out of its pinned order";
      ++at;
    }
  }
}

TEST(ParamOrder, EveryPinnedPlayerExists) {
  for (const auto& [name, keys] : kPinnedOrder) EXPECT_NO_THROW(make_player(name)) << name;
}

TEST(ParamOrder, ACanonicalSpecFollowsTheDeclaredOrderWhateverTheGivenOrder) {
  EXPECT_EQ(make_player("tiger:seed=2,rules=off,eval=points,cp=5,sel=uct")->spec(),
            "tiger:sel=uct,cp=5,eval=points,rules=off,seed=2");
  EXPECT_EQ(make_player("champion:seed=3,cross_rate=0.2,epsilon=0.4,games=10,eval=cross,keep=1")->spec(),
            "champion:keep=1,eval=cross,games=10,epsilon=0.4,cross_rate=0.2,seed=3");
  EXPECT_EQ(make_player("tdnet:seed=4,mix=0.5,batch=8,search=greedy")->spec(),
            "tdnet:search=greedy,batch=8,mix=0.5,seed=4");
  // A preset's own defaults are left out; the class's defaults it overrides are named.
  EXPECT_EQ(make_player("tiger-narl:eval=narl,sel=prune,seed=5")->spec(), "tiger-narl:sel=prune,seed=5");
}

}  // namespace
}  // namespace pps
