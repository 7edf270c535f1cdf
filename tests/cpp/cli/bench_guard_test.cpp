// pps bench's guard: every player's signature (learned bytes, moves and
// estimates on a fixed workload) is pinned, and the same on one or two threads.
// A change here means a player's behaviour changed: if that was intended, say
// so in the commit and update the pins from `pps bench`.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "run_pps.h"

namespace {

const std::vector<std::pair<std::string, std::string>> kPinned = {
    {"random", "0-d5aca389868dc8c3"},
    {"greedy", "0-78c3e0126d224ce7"},
    {"greedy:eval=points", "0-f52a449d1b1b5722"},
    {"tiger", "8540-be95c6e519b44e14"},
    {"tiger:sel=uct,bandit=tuned,final=mean", "2588-3392f8d126934aa1"},
    {"beemo:games=2000,train=1000,eval=500", "2160-6a2faf7e648e8517"},
    {"beemo:games=2000,train=1000,eval=500,search=greedy", "0-66f059a814127b1a"},
    {"narl:games=2000", "221973-c41d01995c8c3f4d"},
    {"narl:games=2000,search=mc", "2160-22d3d816d147ff4e"},
    {"narl:games=2000,search=ucb", "2400-866195c7682992c2"},
    {"narl:games=2000,search=greedy,outs=on", "0-03c3ee23ebd21ee2"},
    {"tdnet:games=200", "2160-b6941c38149a6683"},
    {"champion:games=2000", "257002-0e67bd28b26ccf1b"},
    {"tiger-narl:games=2000", "2616-ef3c621332b61eba"},
};
// Over every line: 498983-9fdc9c204ac9f30a over the first thirteen, before
// tiger-narl joined (adding it kept those thirteen lines unchanged).
constexpr const char* kGuardSignature = "501599-8a95401a0e88ca84";

// The signature printed for `spec` on its guard line, or "" if absent.
std::string signature_of(const std::string& output, const std::string& spec) {
  const std::string prefix = "guard " + spec + " ";
  for (std::size_t at = output.find(prefix); at != std::string::npos; at = output.find(prefix, at + 1)) {
    if (at != 0 && output[at - 1] != '\n') continue;
    std::size_t begin = output.find_first_not_of(' ', at + prefix.size());
    return output.substr(begin, output.find(' ', begin) - begin);
  }
  return "";
}

TEST(BenchGuard, EveryPlayersSignatureIsPinnedAndIndependentOfThreads) {
  for (const char* threads : {"1", "2"}) {
    const CliRun run = run_pps(std::string("bench --games 1 --sims 10 --threads ") + threads);
    ASSERT_EQ(run.status, 0) << run.output;
    for (const auto& [spec, signature] : kPinned) EXPECT_EQ(signature_of(run.output, spec), signature) << spec << " on " << threads;
    EXPECT_NE(run.output.find(std::string("guard signature ") + kGuardSignature), std::string::npos) << run.output;
  }
}

}  // namespace
