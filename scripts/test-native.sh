#!/usr/bin/env bash
# npm run test:native: the quick loop for engine work. Builds the native engine,
# pps and the GoogleTest suite in build/ and runs it with ctest: no Emscripten,
# Chromium or npm packages (g++, CMake and GoogleTest, installed if missing).
# npm test runs the same first, then the sanitizer, fuzz and web suites.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
test_native
