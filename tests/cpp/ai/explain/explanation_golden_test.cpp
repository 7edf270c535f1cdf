// The hint's sentences on positions a learner meets, as the app gives them
// (the champion with the shipped values at the normal strength): the move a
// learner is tempted by, the cell that scores the most now, is what the
// sentence compares with, and it says why not (a flush that would end a
// straight flush chance, a full house that can still come later) or that
// either is fine; and over whole games the sentences stay short and plain.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/explain/explanation.h"
#include "engine/game.h"
#include "says.h"
#include "shipped_champion.h"
#include "text_patterns.h"

namespace pps {
namespace {

using test::shipped_champion;

struct Hint {
  Analysis analysis;
  Explanation explanation;
};

// The hint at the position of deal `seed` after `moves` (the app's links' letters).
Hint hint(const std::string& system_name, std::int64_t seed, const std::string& moves, int other = -1) {
  const PointSystem system = PointSystem::parse(system_name);
  Game game(system, seed);
  for (const char letter : moves) game.play(letter - 'a');
  const auto player = shipped_champion(system_name, seed);
  const Analysis analysis = player->analyze(game.board(), game.current_card());
  const auto split = line_split_of(*player, system);
  return {analysis, explain_move(game.board(), game.current_card(), system, analysis, *split, other)};
}

using test::says;

int words(const std::string& text) {
  int n = 0;
  bool in_word = false;
  for (const char c : text) {
    const bool space = c == ' ';
    n += !space && !in_word;
    in_word = !space;
  }
  return n;
}

std::string first_sentence(const std::string& text) {
  for (std::size_t at = text.find(". "); at != std::string::npos; at = text.find(". ", at + 1))
    if (at + 2 < text.size() && std::isupper(static_cast<unsigned char>(text[at + 2]))) return text.substr(0, at + 1);
  return text;
}

// American, A-2-3-4 of diamonds in row 1 and the 6 of diamonds to place: the
// flush now scores 20, but the AI keeps the row open for the 5 of diamonds
// (a straight flush) and says so, against that very cell.
TEST(ExplanationGolden, WhyNotMakeTheFlushNow) {
  const Hint x = hint("american", 980, "afgbchid");
  const Explanation& e = x.explanation;
  ASSERT_TRUE(e.compared);
  EXPECT_NE(e.best.cell, 4);
  EXPECT_EQ(e.other.cell, 4) << e.text;  // row 1, column 5: the flush
  EXPECT_GT(e.now_gain, 0);
  EXPECT_FALSE(e.close);
  EXPECT_TRUE(says(e, "Row 1, column 5 would take 20 points now with the diamond flush in row 1, but score about "))
      << e.text;
  EXPECT_TRUE(says(e, "there it would end the A-2-3-4 diamond straight flush chance in row 1")) << e.text;
}

// British, two pair in row 1 (aces and 4s) and the third 4 to place: the full
// house now scores 10, and the AI, clearly, keeps the row open for later and
// the 4 for the straight draw it keeps in row 3 and a pair in column 3.
TEST(ExplanationGolden, WhyNotTheFullHouseNow) {
  const Hint x = hint("british", 268, "fabkcd");
  const Explanation& e = x.explanation;
  ASSERT_TRUE(e.compared);
  EXPECT_EQ(e.other.cell, 4) << e.text;
  EXPECT_FALSE(e.close);
  EXPECT_TRUE(says(e, "Row 1, column 5 would take 10 points now with a full house in row 1, but score about ")) << e.text;
  EXPECT_TRUE(says(e, " less by the end, for the straight draw in row 3 and because here it pairs the 4 in column 3"))
      << e.text;
}

// British, two pair (queens and 9s) and the third queen: the full house now
// is within the margin of the AI's choice, so either is fine, and the AI
// picked its cell for its estimate, not for a reason it does not have.
TEST(ExplanationGolden, TheFullHouseNowIsAsGoodAndSoEitherIsFine) {
  const Hint x = hint("british", 25, "abcfdk");
  const Explanation& e = x.explanation;
  ASSERT_TRUE(e.compared);
  EXPECT_EQ(e.other.cell, 4) << e.text;
  EXPECT_TRUE(e.close);
  EXPECT_GT(e.difference, 0);
  EXPECT_LE(e.difference, e.margin);
  EXPECT_TRUE(says(e, "Row 1, column 5, taking 10 points now with a full house in row 1, is about as good: ")) << e.text;
  EXPECT_TRUE(says(e, "either is fine, the AI rates it only a little lower.")) << e.text;
  EXPECT_FALSE(says(e, "because")) << e.text;
}

// A cell given explicitly (the cell played, the cell pointed at) is the one
// compared, greedy choice or not.
TEST(ExplanationGolden, AnExplicitCellIsStillTheOneCompared) {
  const Hint greedy = hint("american", 980, "afgbchid");
  const int other = greedy.explanation.best.cell == 9 ? 14 : 9;  // row 2, column 5 (or row 3's)
  const Hint x = hint("american", 980, "afgbchid", other);
  EXPECT_EQ(x.explanation.other.cell, other);
  EXPECT_EQ(x.explanation.now_gain, 0);
  EXPECT_FALSE(says(x.explanation, "points now")) << x.explanation.text;
}

// A game of each system, every position: no word a learner does not know,
// no number in brackets, and short: the median text at most 35 words, the
// median first sentence at most 15.
TEST(ExplanationGolden, SentencesOverWholeGamesArePlainAndShort) {
  const char* banned[] = {"simulated games", "rule of thumb", "other small effects", "other effects", "unseen",
                          "margin of error", "fit nowhere"};
  std::vector<int> all, first;
  for (const char* system_name : {"american", "british"}) {
    const PointSystem system = PointSystem::parse(system_name);
    for (const std::int64_t seed : {41}) {
      Game game(system, seed);
      const auto player = shipped_champion(system_name, seed);
      const auto split = line_split_of(*player, system);
      while (!game.over()) {
        const Analysis analysis = player->analyze(game.board(), game.current_card());
        const Explanation e = explain_move(game.board(), game.current_card(), system, analysis, *split);
        for (const char* word : banned) EXPECT_EQ(e.text.find(word), std::string::npos) << word << ": " << e.text;
        // A bare number in brackets: "(3.6)", "(\u22121.0)", "(+100)", "(5.9 points)".
        EXPECT_FALSE(find_first(e.text, "\\((?:\\+|-|\u2212)?[0-9]+(?:\\.[0-9]+)?(?: points?)?\\)")) << e.text;
        all.push_back(words(e.text));
        first.push_back(words(first_sentence(e.text)));
        game.play(analysis.best);
      }
    }
  }
  const auto median = [](std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return (v[(v.size() - 1) / 2] + v[v.size() / 2]) / 2.0;
  };
  EXPECT_LE(median(all), 35);
  EXPECT_LE(median(first), 15);
  EXPECT_LE(*std::max_element(first.begin(), first.end()), 30);
}

}  // namespace
}  // namespace pps
