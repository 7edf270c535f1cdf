// NARL's values for the measurement programs of bench/ (value_learning.cpp,
// cross_correction.cpp): learned once, with straight outs as the champion
// learns them, and kept in the working directory as
// narl-SYSTEM-GAMES[-seedS].bin, so that the next run reads them instead of
// learning for minutes again.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "ai/eval/narl_values.h"
#include "ai/eval/value_table_io.h"
#include "ai/learn/narl_learner.h"

namespace pps {

inline void load_or_learn_narl(NarlValues& values, const PointSystem& system, const std::string& name, long games,
                               long seed, int threads) {
  values.use_straight_outs = true;
  std::string file = "narl-" + name + "-" + std::to_string(games) + (seed == 1 ? "" : "-seed" + std::to_string(seed)) + ".bin";
  std::replace(file.begin(), file.end(), ':', '-');
  if (std::ifstream in(file, std::ios::binary); in) {
    std::stringstream bytes;
    bytes << in.rdbuf();
    const std::string data = bytes.str();
    ByteReader reader(data);
    values.lines() = read_table(reader, NarlValues::kLinesLog2Capacity, "narl");
    values.sizes() = read_table(reader, NarlValues::kSizesLog2Capacity, "narl");
    std::printf("NARL values read from %s\n", file.c_str());
    return;
  }
  LearnBudget budget;
  budget.games = games;
  budget.threads = threads;
  budget.seed = static_cast<std::uint64_t>(seed);
  const auto start = std::chrono::steady_clock::now();
  learn_narl(values, system, NarlLearnSettings{}, budget, nullptr, nullptr);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("NARL learned from %ld games in %.1f s (%.0f games/s)\n", games, seconds,
              static_cast<double>(games) / seconds);
  ByteWriter writer;
  write_table(writer, values.lines());
  write_table(writer, values.sizes());
  const std::string data = writer.take();
  std::ofstream(file, std::ios::binary).write(data.data(), static_cast<std::streamsize>(data.size()));
}

}  // namespace pps
