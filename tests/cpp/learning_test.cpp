// The learning players: learned values on small known cases, deterministic
// learning, serialization round trip and refusal of bad data, time budgets.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include "ai/beemo_player.h"
#include "ai/learned_data.h"
#include "ai/line_pattern.h"
#include "ai/match.h"
#include "ai/narl_abstraction.h"
#include "ai/narl_player.h"
#include "ai/td_network.h"
#include "ai/value_table.h"
#include "cpu_time.h"

namespace pps {
namespace {

Board board_with(std::initializer_list<std::pair<int, const char*>> cells) {
  Board board;
  for (const auto& [cell, card] : cells) board.place(cell, parse_card(card));
  return board;
}

TEST(ValueTable, KeepsRunningMeansAndStaysBounded) {
  ValueTable table(4);  // 16 slots
  table.add(7, 10);
  table.add(7, 20);
  EXPECT_FLOAT_EQ(table.value(7), 15);
  EXPECT_EQ(table.count(7), 2u);
  EXPECT_FLOAT_EQ(table.value(8, -1.0f), -1.0f);
  for (std::uint64_t key = 100; key < 200; ++key) table.add(key, 1);
  EXPECT_LT(table.size(), table.capacity());  // full tables stop growing
  EXPECT_FLOAT_EQ(table.value(7), 15);
}

TEST(LinePattern, EncodesTheHandFeatures) {
  const Board board = board_with({{0, "2H"}, {1, "2S"}, {2, "9H"}});
  const LinePattern row = line_pattern(board.line(0), true, board.unseen());
  EXPECT_EQ(row & 1, 0);               // two suits: no flush
  EXPECT_EQ((row >> 1) & 1, 0);        // a pair: no straight
  EXPECT_EQ((row >> 2) & 7, 1);        // one single (the nine)
  EXPECT_EQ((row >> 5) & 3, 1);        // one pair
  EXPECT_EQ((row >> 9) & 1, 1);        // a row
  EXPECT_EQ((row >> 10) & 3, 2);       // two more deuces unseen: more than enough
  const LinePattern col = line_pattern(board.line(5), false, board.unseen());
  EXPECT_EQ(col & 3, 3);               // one card: flush and straight possible
  EXPECT_EQ((col >> 14) & 3, 2);       // 12 hearts unseen for 4 missing cards
  EXPECT_FALSE(straight_still_possible((1u << 1) | (1u << 7)));  // 2 and 8 are too far apart
  EXPECT_TRUE(straight_still_possible(kRoyalRanks));
}

TEST(NarlAbstraction, SeparatesWhatThePaperSeparates) {
  const Board board = board_with({{0, "2H"}, {1, "5H"}, {2, "9H"}});
  const CardMask unseen = board.unseen();
  const auto key = narl_line_key(board.line(0), true, 3, unseen);
  EXPECT_NE(key, narl_line_key(board.line(0), false, 3, unseen));   // row vs column
  EXPECT_NE(key, narl_line_key(board.line(0), true, 4, unseen));    // cards played
  EXPECT_NE(key, narl_line_key(board.line(0), true, 3, unseen & ~card_bit(parse_card("KH"))));  // undealt suit
  EXPECT_NE((key >> 31) & 1, 0u);  // flush achievable
  EXPECT_EQ((key >> 36) & 1, 0u);  // 2-5-9: no straight
  // Same shape, other ranks and suit: same abstraction.
  const Board other = board_with({{0, "3C"}, {1, "6C"}, {2, "TC"}});
  EXPECT_EQ(key, narl_line_key(other.line(0), true, 3, other.unseen()));
  EXPECT_NE(narl_size_key(board, -1), narl_size_key(board, 3));
}

TEST(NarlAbstraction, StraightOutsCountTheCardsThatKeepAStraightAlive) {
  const Board open_ended = board_with({{0, "5H"}, {1, "6C"}, {2, "7D"}, {3, "8S"}});
  const Board gutshot = board_with({{0, "5H"}, {1, "6C"}, {2, "7D"}, {3, "9S"}});
  // The paper's abstraction sees the same hand: four singles, a straight achievable.
  EXPECT_EQ(narl_line_key(open_ended.line(0), true, 4, open_ended.unseen()),
            narl_line_key(gutshot.line(0), true, 4, gutshot.unseen()));
  const auto outs = [](const Board& b) { return (narl_line_key(b.line(0), true, 4, b.unseen(), true) >> 38) & 63; };
  EXPECT_EQ(outs(open_ended), 8u);  // any 4 or 9
  EXPECT_EQ(outs(gutshot), 4u);     // an 8 only
  const Board paired = board_with({{0, "5H"}, {1, "5C"}});
  EXPECT_EQ(narl_line_key(paired.line(0), true, 2, paired.unseen(), true),
            narl_line_key(paired.line(0), true, 2, paired.unseen()));  // no straight, no outs
}

std::string refusal(const std::string& data, const char* kind, const char* settings, const PointSystem& system) {
  try {
    read_learned(data, kind, settings, system);
  } catch (const std::invalid_argument& e) {
    return std::string(e.what());
  }
  return std::string("accepted");
}

TEST(LearnedData, RoundTripsAndRefusesBadBytes) {
  const std::string bytes = write_learned("beemo", "a=1", PointSystem::american(), "payload");
  EXPECT_EQ(read_learned(bytes, "beemo", "a=1", PointSystem::american()), "payload");
  EXPECT_NE(refusal(bytes, "narl", "a=1", PointSystem::american()).find("for player 'beemo'"), std::string::npos);
  EXPECT_NE(refusal(bytes, "beemo", "a=1", PointSystem::british()).find("another point system"), std::string::npos);
  std::string flipped = bytes;
  flipped[flipped.size() / 2] ^= 1;
  EXPECT_NE(refusal(flipped, "beemo", "a=1", PointSystem::american()).find("corrupt"), std::string::npos);
  EXPECT_NE(refusal(bytes.substr(0, 10), "beemo", "a=1", PointSystem::american()), "accepted");
  EXPECT_NE(refusal("", "beemo", "a=1", PointSystem::american()), "accepted");
}

TEST(LearnedData, RecordsTheLearningSettingsAndRefusesOthers) {
  const std::string bytes = write_learned("narl", "epsilon=0.5,outs=off", PointSystem::american(), "payload");
  const std::string why = refusal(bytes, "narl", "epsilon=0.5,outs=on", PointSystem::american());
  EXPECT_NE(why.find("learned with 'outs=off'"), std::string::npos) << why;
  EXPECT_NE(why.find("this player has 'outs=on'"), std::string::npos) << why;
  EXPECT_EQ(why.find("epsilon"), std::string::npos) << why;  // only what differs
}

TEST(LearnedData, RefusesTheOlderFormatAskingToLearnAgain) {
  // Version 1: no settings between the kind and the point system.
  ByteWriter w;
  for (char c : std::string("PPSL")) w.put<char>(c);
  w.put<std::uint16_t>(1);
  w.put<std::uint8_t>(4);
  for (char c : std::string("narl")) w.put<char>(c);
  for (int c = 0; c < kNumCategories; ++c) w.put<std::int8_t>(static_cast<std::int8_t>(PointSystem::american().points(c)));
  w.put<std::uint32_t>(0);
  w.put<std::uint64_t>(0);
  const std::string why = refusal(w.take(), "narl", "outs=off", PointSystem::american());
  EXPECT_NE(why.find("format version 1"), std::string::npos) << why;
  EXPECT_NE(why.find("learn it again"), std::string::npos) << why;
}

// A quick learner: a few thousand games.
std::unique_ptr<LearningPlayer> learner(const std::string& spec) {
  auto player = make_player(spec);
  auto* learning = dynamic_cast<LearningPlayer*>(player.get());
  EXPECT_NE(learning, nullptr);
  player.release();
  return std::unique_ptr<LearningPlayer>(learning);
}

TEST(Beemo, LearnsValuesThatBeatRandomPlay) {
  auto player = learner("beemo:search=greedy,games=4000,train=1000,eval=1000");
  player->set_system(PointSystem::american());
  double total = 0;
  for (int seed = 0; seed < 200; ++seed) total += play_game(*player, PointSystem::american(), seed).score();
  EXPECT_GT(total / 200, 50.0);  // random play averages about 14.5
}

TEST(Beemo, SingleHandSystemValuesPatternsThatCanMakeIt) {
  auto* beemo = new BeemoPlayer(PlayerParams::parse("beemo:search=greedy,games=6000,train=2000,eval=1000",
                                                    BeemoPlayer::params()));
  std::unique_ptr<Player> owner(beemo);
  beemo->set_system(PointSystem::single(kFlush));
  // One heart in a line keeps a flush open; a heart and a spade do not.
  const Board open = board_with({{0, "2H"}});
  const Board closed = board_with({{0, "2H"}, {1, "9S"}});
  const auto value = [&](const Board& b) {
    return beemo->values()[line_pattern(b.line(0), true, b.unseen())];
  };
  EXPECT_GT(value(open), value(closed));
  EXPECT_EQ(value(closed), 0.0f);  // a line that can never be a flush scores nothing
}

TEST(Beemo, LearnsWhatAnEmptyLineIsWorth) {
  // Greedy play weighs a card's gain against the line's value before it: an
  // empty line must be worth what lines score on average, not zero, or
  // opening new lines looks better than it is.
  auto* beemo = new BeemoPlayer(PlayerParams::parse("beemo:search=greedy,games=3000,train=1000,eval=500",
                                                    BeemoPlayer::params()));
  std::unique_ptr<Player> owner(beemo);
  beemo->set_system(PointSystem::american());
  const Board empty;
  const float row = beemo->values()[line_pattern(empty.line(0), true, empty.unseen())];
  const float column = beemo->values()[line_pattern(empty.line(kGridSize), false, empty.unseen())];
  // Even training games with random moves score 14.5 over ten lines.
  EXPECT_GT(row, 1.0f);
  EXPECT_GT(column, 1.0f);
  // An empty line is worth less than one already holding a pair.
  const Board pair = board_with({{0, "7H"}, {1, "7S"}});
  EXPECT_LT(row, beemo->values()[line_pattern(pair.line(0), true, pair.unseen())]);
}

TEST(Learning, FixedGamesGiveTheSameValuesOnAnyNumberOfThreads) {
  for (const char* spec : {"beemo:search=greedy,games=3000,train=1000,eval=500", "narl:search=greedy,games=2000",
                           "tdnet:search=greedy,games=200"}) {
    auto one = learner(spec);
    auto two = learner(spec);
    SearchBudget threads;
    threads.threads = 2;
    two->set_budget(threads);
    one->set_system(PointSystem::british());
    two->set_system(PointSystem::british());
    EXPECT_EQ(one->save(), two->save()) << spec;
  }
}

TEST(Learning, SavedDataLoadsBackAndPlaysTheSame) {
  for (const char* spec : {"beemo:search=greedy,games=2000,train=1000,eval=500", "narl:search=greedy,games=1000",
                           "narl:search=greedy,games=1000,outs=on,sizes=off", "tdnet:search=greedy,games=100"}) {
    auto original = learner(spec);
    original->set_system(PointSystem::american());
    const std::string bytes = original->save();
    auto copy = learner(spec);
    copy->load(bytes, PointSystem::american());
    EXPECT_TRUE(copy->learned());
    EXPECT_EQ(copy->save(), bytes);
    for (int seed = 0; seed < 5; ++seed)
      EXPECT_EQ(play_game(*original, PointSystem::american(), seed).serialize(),
                play_game(*copy, PointSystem::american(), seed).serialize());
    // Corrupt or mismatched data is refused and what was loaded stays.
    std::string corrupt = bytes;
    corrupt[corrupt.size() - 20] ^= 0x40;
    EXPECT_THROW(copy->load(corrupt, PointSystem::american()), std::invalid_argument);
    EXPECT_THROW(copy->load(bytes, PointSystem::british()), std::invalid_argument);
    EXPECT_EQ(copy->save(), bytes);
  }
}

TEST(Learning, LoadingRefusesDataLearnedWithOtherSettings) {
  // Version 1 loaded outs=on data into a narl:outs=off player (or the other
  // way round) and played it under the wrong name; now the settings must match.
  auto with_outs = learner("narl:search=greedy,games=1000,outs=on");
  with_outs->set_system(PointSystem::british());
  const std::string bytes = with_outs->save();
  auto plain = learner("narl:search=greedy,games=500");
  plain->set_system(PointSystem::british());
  const std::string plain_bytes = plain->save();
  try {
    plain->load(bytes, PointSystem::british());
    ADD_FAILURE() << "outs=on data loaded into a player with outs=off";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'outs=on'"), std::string::npos) << e.what();
  }
  EXPECT_EQ(plain->save(), plain_bytes);  // what it had stays
  // Settings that do not shape learning (the search, the budget) may differ,
  // and a number may be written another way.
  auto other_search = learner("narl:outs=on,epsilon=0.50,search=expectimax");
  other_search->load(bytes, PointSystem::british());
  EXPECT_EQ(other_search->save(), bytes);
  // A features byte that disagrees with the settings is corrupt.
  const std::string disagreeing = write_learned("narl", "epsilon=0.5,decay=0.999975,batch=64,sizes=on,outs=off",
                                                PointSystem::british(), std::string("\x03\0\0\0\0\0\0\0\0", 9));
  EXPECT_THROW(plain->load(disagreeing, PointSystem::british()), std::invalid_argument);
  EXPECT_EQ(plain->save(), plain_bytes);
}

// Keys forged to land on one slot of a table of 2^log2 slots under the old,
// fixed hash, where linear probing walked the whole cluster for each key
// (quadratic: 200,000 such keys took 40 s to load); and keys that collided
// under that hash whatever random salt was XOR-ed into them.
// The old hash, inverted: x ^= x >> 33 undoes itself, and the multiplier is
// odd, so it has an inverse modulo 2^64 (Newton's iteration finds it).
std::uint64_t old_hash_inverse(std::uint64_t hash) {
  constexpr std::uint64_t kMultiplier = 0xFF51AFD7ED558CCDULL;
  std::uint64_t inverse = kMultiplier;
  for (int i = 0; i < 6; ++i) inverse *= 2 - kMultiplier * inverse;
  hash ^= hash >> 33;
  hash *= inverse;
  hash ^= hash >> 33;
  return hash;
}
std::vector<std::uint64_t> forged_keys(int log2, std::size_t count) {
  std::vector<std::uint64_t> keys;
  for (std::uint64_t i = 1; keys.size() < count / 2; ++i) keys.push_back(old_hash_inverse(i << log2));  // home slot 0
  for (std::uint64_t h = 1; keys.size() < count; ++h) keys.push_back(7 ^ (h << 45) ^ (h << 12));
  return keys;
}

TEST(ValueTable, ForgedCollidingKeysDoNotFormOneLongCluster) {
  ValueTable table(12);
  const auto keys = forged_keys(12, 600);
  for (std::uint64_t key : keys) table.set(key, 1, 1);
  EXPECT_EQ(table.size(), keys.size());
  EXPECT_LT(table.longest_probe(), 100u);
  for (std::uint64_t key : keys) EXPECT_EQ(table.count(key), 1u);
}

// A NARL learned file holding `keys` in the order given (narl's default
// settings, American), in value_table_io's form: key steps, means, counts.
std::string narl_file_with_keys(const std::vector<std::uint64_t>& keys) {
  ByteWriter w;
  w.put<std::uint8_t>(1);  // sizes on, outs off: narl's defaults
  w.put_varint(keys.size());
  std::uint64_t previous = 0;
  for (std::uint64_t key : keys) {
    w.put_varint(key - previous);  // wraps for a key out of order: refused
    previous = key;
  }
  for (std::size_t i = 0; i < keys.size(); ++i) w.put<float>(1.0f);
  for (std::size_t i = 0; i < keys.size(); ++i) w.put_varint(1);
  w.put_varint(0);
  return write_learned("narl", "epsilon=0.5,decay=0.999975,batch=64,sizes=on,outs=off", PointSystem::american(),
                       w.take());
}

TEST(Learning, ForgedNarlDataLoadsWithoutLongProbes) {
  auto player = learner("narl:search=greedy");
  auto keys = forged_keys(19, 20000);
  std::sort(keys.begin(), keys.end());  // a file holds its keys in order
  player->load(narl_file_with_keys(keys), PointSystem::american());
  auto* narl = dynamic_cast<NarlPlayer*>(player.get());
  ASSERT_NE(narl, nullptr);
  EXPECT_EQ(narl->values().lines().size(), keys.size());
  EXPECT_LT(narl->values().lines().longest_probe(), 200u);
  EXPECT_THROW(player->load(narl_file_with_keys({5, 6, 5}), PointSystem::american()), std::invalid_argument);
  EXPECT_EQ(narl->values().lines().size(), keys.size());  // what it had stays
}

// Loading sizes NARL's tables for what the file holds (not a learner's 8 MB);
// learning again afterwards gets a learner's full tables back.
TEST(Learning, NarlLoadsSmallTablesAndLearnsAgainIntoFullOnes) {
  auto player = learner("narl:search=greedy,games=500");
  auto* narl = dynamic_cast<NarlPlayer*>(player.get());
  ASSERT_NE(narl, nullptr);
  player->load(narl_file_with_keys({1, 2, 3}), PointSystem::american());
  EXPECT_LE(narl->values().lines().capacity(), 64u);
  EXPECT_FLOAT_EQ(narl->values().lines().value(2, -1.0f), 1.0f);
  EXPECT_FLOAT_EQ(narl->values().lines().value(4, -1.0f), -1.0f);
  // Learning for another system after that load is a fresh learner's learning
  // (into the 16 slots just loaded it would stop at 15 keys).
  player->set_system(PointSystem::british());
  auto fresh = learner("narl:search=greedy,games=500");
  fresh->set_system(PointSystem::british());
  EXPECT_EQ(narl->values().lines().capacity(), std::size_t{1} << NarlValues::kLinesLog2Capacity);
  EXPECT_GT(narl->values().lines().size(), 1000u);
  EXPECT_TRUE(player->save() == fresh->save());  // (not EXPECT_EQ: a failure would print both files)
}

// A loaded table accepts exactly what a learner's table of 2^19 slots holds:
// up to 90% of it.
TEST(Learning, NarlLoadAcceptsWhatALearnersTableHolds) {
  constexpr std::uint64_t kMostKeys = (9 * (std::uint64_t{1} << NarlValues::kLinesLog2Capacity) + 9) / 10;  // 471,860
  std::vector<std::uint64_t> keys(kMostKeys);
  for (std::size_t i = 0; i < keys.size(); ++i) keys[i] = i + 1;
  auto player = learner("narl:search=greedy");
  auto* narl = dynamic_cast<NarlPlayer*>(player.get());
  ASSERT_NE(narl, nullptr);
  player->load(narl_file_with_keys(keys), PointSystem::american());
  EXPECT_EQ(narl->values().lines().size(), kMostKeys);
  keys.push_back(kMostKeys + 1);
  try {
    player->load(narl_file_with_keys(keys), PointSystem::american());
    ADD_FAILURE() << "a table fuller than 90% loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("holds more than its table can"), std::string::npos) << e.what();
  }
  keys.resize((std::size_t{1} << NarlValues::kLinesLog2Capacity) + 1);
  for (std::size_t i = kMostKeys; i < keys.size(); ++i) keys[i] = i + 1;
  try {
    player->load(narl_file_with_keys(keys), PointSystem::american());
    ADD_FAILURE() << "more entries than a table has slots loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("too many entries"), std::string::npos) << e.what();
  }
  EXPECT_EQ(narl->values().lines().size(), kMostKeys);  // what it had stays
}

TEST(Learning, ReportsProgressAndStopsAtItsTimeBudget) {
  auto player = learner("narl:search=greedy,prep=0.3");
  int reports = 0;
  double last = 0;
  player->set_progress([&](const LearnProgress& p) {
    ++reports;
    EXPECT_GE(p.fraction, last);
    last = p.fraction;
  });
  const double cpu_start = test::thread_cpu_seconds();  // one learning thread: this one
  player->set_system(PointSystem::american());
  EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 1.5);  // CPU time: see cpu_time.h
  EXPECT_GT(reports, 0);
}

TEST(Learning, SearchPlayersKeepTheirGameTime) {
  for (const char* spec : {"beemo:games=1000,train=500,eval=500", "narl:search=mc,games=1000", "narl:search=ucb,games=1000",
                           "tdnet:games=50", "champion:games=1000"}) {
    auto player = learner(spec);
    player->set_system(PointSystem::american());
    SearchBudget budget;
    budget.game_seconds = 0.5;
    player->set_budget(budget);
    // One search thread, this one: its CPU time is the budget's upper bound
    // that no load can break (cpu_time.h).
    const double cpu_start = test::thread_cpu_seconds();
    play_game(*player, PointSystem::american(), 3);
    EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 0.5) << spec;
  }
}

TEST(Champion, SpendsAContestLikeBudgetOnMonteCarloWithoutOverrunning) {
  // z=100: the race never drops a cell, so every move uses its whole share
  // (by default a clear move ends early and leaves its time to the others).
  auto player = learner("champion:games=1000,z=100");
  player->set_system(PointSystem::american());
  SearchBudget budget;
  budget.game_seconds = 7.5;  // 0.3 s a move: enough for the Monte Carlo part
  player->set_budget(budget);
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = test::thread_cpu_seconds();
  play_game(*player, PointSystem::american(), 3);
  EXPECT_LT(test::thread_cpu_seconds() - cpu_start, 7.5);  // the upper bound in CPU time (cpu_time.h)
  // The lower bound in wall-clock time: expectimax alone takes well under a
  // second, and the Monte Carlo part seconds (fewer on a busy machine, where
  // the clock keeps more back for overshooting moves: search_budget.h).
  EXPECT_GT(elapsed_seconds(start), 2.0);
}

TEST(Learning, FixedSimulationSearchIsDeterministicAcrossThreads) {
  // BeeMo's flat Monte Carlo, and the champion's race (with enough playouts
  // for it) on a system with negative values.
  struct Case {
    const char* spec;
    const char* system;
    std::int64_t simulations;
  };
  for (const Case& c : {Case{"beemo:games=1000,train=500,eval=500", "american", 400},
                        Case{"champion:games=20000", "random:1", 12000}}) {
    const PointSystem system = PointSystem::parse(c.system);
    auto player = learner(c.spec);
    player->set_system(system);
    const std::string bytes = player->save();
    auto other = learner(c.spec);
    other->load(bytes, system);
    SearchBudget one, two;
    one.simulations = two.simulations = c.simulations;
    two.threads = 2;
    player->set_budget(one);
    other->set_budget(two);
    EXPECT_EQ(play_game(*player, system, 11).serialize(), play_game(*other, system, 11).serialize()) << c.spec;
  }
}

TEST(TdNetwork, LearnsATargetByGradientSteps) {
  TdNetwork net;
  net.init(5, 100.0);
  Board board;
  board.place(0, parse_card("AH"));
  TdNetwork::Input input;
  TdNetwork::encode(board, PointSystem::american(), net.scale(), input);
  for (int step = 0; step < 2000; ++step) net.train(input, 42.0, 0.05);
  EXPECT_NEAR(net.evaluate(input), 42.0, 0.5);
}

TEST(NarlPlayer, ExpectimaxValuesTheLastCellExactly) {
  auto player = learner("narl:games=200");
  player->set_system(PointSystem::american());
  // One empty cell left after this card: its value is the exact final score.
  Game game(PointSystem::american(), 5);
  for (int cell = 0; cell < 23; ++cell) game.play(cell);
  const Analysis analysis = player->analyze(game.board(), game.current_card());
  Board board = game.board();
  for (int cell : {23, 24}) {
    // The other cell gets each possible last card; average the exact scores.
    double total = 0;
    int n = 0;
    board.place(cell, game.current_card());
    const int other = cell == 23 ? 24 : 23;
    for (CardMask m = board.unseen(); m; m &= m - 1) {
      board.place(other, static_cast<Card>(__builtin_ctzll(m)));
      total += board.score(PointSystem::american());
      ++n;
      board.remove(other);
    }
    board.remove(cell);
    EXPECT_NEAR(analysis.value[static_cast<std::size_t>(cell)], total / n, 1e-9);
  }
}

// The exact expected final score of a board with cards still to come
// (optimal placements, every unseen card equally likely next).
double exact_value(Board& board, const PointSystem& system) {
  if (board.full()) return board.score(system);
  double total = 0;
  int n = 0;
  for (CardMask m = board.unseen(); m; m &= m - 1) {
    const Card c = static_cast<Card>(__builtin_ctzll(m));
    double best = -1e9;
    for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
      const int cell = __builtin_ctz(e);
      board.place(cell, c);
      best = std::max(best, exact_value(board, system));
      board.remove(cell);
    }
    total += best;
    ++n;
  }
  return total / n;
}

TEST(NarlPlayer, EndgameSearchIsExact) {
  auto player = learner("narl:games=200,endgame=3");
  player->set_system(PointSystem::british());
  Game game(PointSystem::british(), 9);
  for (int cell = 0; cell < 22; ++cell) game.play(cell);
  const Analysis analysis = player->analyze(game.board(), game.current_card());
  Board board = game.board();
  for (int cell : {22, 23, 24}) {
    board.place(cell, game.current_card());
    EXPECT_NEAR(analysis.value[static_cast<std::size_t>(cell)], exact_value(board, PointSystem::british()), 1e-9);
    board.remove(cell);
  }
}

TEST(Champion, HybridSearchesOnlyAmongTheBestExpectimaxCells) {
  auto expectimax = learner("narl:games=3000");
  expectimax->set_system(PointSystem::american());
  const std::string bytes = expectimax->save();
  // Hybrid by default; without its straight-outs feature it learns narl's very values.
  auto champion = learner("champion:games=3000,top=3,outs=off");
  EXPECT_THROW(champion->load(bytes, PointSystem::american()), std::invalid_argument);  // narl's data, not champion's
  champion->set_system(PointSystem::american());
  SearchBudget sims;
  sims.simulations = 10000;  // the least the hybrid search plays out
  champion->set_budget(sims);
  Game game(PointSystem::american(), 8);
  for (int cell = 0; cell < 6; ++cell) game.play(cell * 4);
  const Analysis ranked = expectimax->analyze(game.board(), game.current_card());
  const Analysis chosen = champion->analyze(game.board(), game.current_card());
  // The champion's choice is one of expectimax's three best cells.
  int better = 0;
  for (int cell = 0; cell < kNumCells; ++cell)
    if (game.board().is_empty(cell) && ranked.value[cell] > ranked.value[chosen.best]) ++better;
  EXPECT_LT(better, 3);
  // Expectimax's leaves plus the race's playouts (at most the budget: the
  // race may end early).
  EXPECT_GT(chosen.simulations, ranked.simulations + 1000);
  EXPECT_LE(chosen.simulations, ranked.simulations + sims.simulations);

  // With too small a budget for Monte Carlo the champion is expectimax.
  sims.simulations = 500;
  champion->set_budget(sims);
  const Analysis small = champion->analyze(game.board(), game.current_card());
  EXPECT_EQ(small.simulations, ranked.simulations);
}

}  // namespace
}  // namespace pps
