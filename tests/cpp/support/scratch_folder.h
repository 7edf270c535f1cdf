// A new empty folder of the test's own under the test temporary folder, for
// the files a test's runs write and read back: no fixed name another run (or
// a test running beside it) could share.
#pragma once

#include <gtest/gtest.h>
#include <stdlib.h>

#include <string>

inline std::string scratch_folder(const std::string& tag) {
  std::string path = testing::TempDir() + "pps-" + tag + "-XXXXXX";
  if (!mkdtemp(path.data())) ADD_FAILURE() << "mkdtemp failed for " << path;
  return path;
}
