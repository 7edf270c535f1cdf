#include "test_paths.h"

const std::string& repository_root() {
  static const std::string path = PPS_SOURCE_DIR;
  return path;
}

const std::string& pps_cli_path() {
  static const std::string path = PPS_CLI_PATH;
  return path;
}
