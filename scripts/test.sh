#!/usr/bin/env bash
# npm test: every test, native and web. Installs what is missing (Emscripten,
# Chromium, Python 3, a JDK and ccache with apt-get, npm packages), builds,
# and runs:
#   1. the GoogleTest suite (ctest),
#   2. the same suite built with AddressSanitizer + UndefinedBehaviorSanitizer,
#      less the tests labelled no-sanitizers (the bench pins and the protocol
#      clients' tests, which check no engine memory: tests/CMakeLists.txt),
#   3. a short run of every fuzz target (tests/fuzz; the long run is bench/fuzz.sh),
#   4. the WebAssembly builds under Node (node --test),
#   5. the browser tests in a real Chromium (Playwright).
# Every build compiles through ccache (scripts/lib.sh), and the WebAssembly
# links are cached beside it (scripts/link-cache.mjs), so a second run, or a
# clean clone on the same machine, compiles and links only what changed. The fuzz
# targets run one a core at a time; steps 4 and 5 two test files at a time,
# the longest first (npm run test:web, scripts/run-web-tests.mjs): much of a
# browser test is waiting (a clock running out, a page loading), and the tests
# hold on a busy machine. At the end: the tests counted, and each step's time on one line
# (also in build/test-times.json, which .ci/run checks against
# bench/data/test-times.json).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

RUN_LOGS="$ROOT/build/test-run"
rm -rf "$RUN_LOGS"
mkdir -p "$RUN_LOGS"
logged() {  # logged FILE COMMAND...: COMMAND's output also in $RUN_LOGS/FILE, to count the tests
  local log="$RUN_LOGS/$1"
  shift
  "$@" 2>&1 | tee "$log"
}

ensure_client_languages
step "native build" build_native
say "native tests (ctest)"
step "ctest" logged ctest.log bash -c "cd build && ctest --output-on-failure -j $CTEST_JOBS"

ensure_clang
step "ASan + UBSan build" build_sanitized
say "native tests under AddressSanitizer + UndefinedBehaviorSanitizer (ctest in build-asan/, less the bench pins and the clients' tests)"
# The same tests' costs, as the plain run just measured them (ctest starts the
# longest first): unless build-asan/ has its own from an earlier run.
costs=Testing/Temporary/CTestCostData.txt
if [ -f "build/$costs" ] && [ ! -f "build-asan/$costs" ]; then mkdir -p "build-asan/$(dirname "$costs")" && cp "build/$costs" "build-asan/$costs"; fi
step "ctest under ASan + UBSan" logged ctest-asan.log \
  bash -c "cd build-asan && ctest --output-on-failure -j $CTEST_JOBS --label-exclude no-sanitizers"

step "fuzz build" build_fuzz
say "fuzzing every parser and loader for ${PPS_FUZZ_SECONDS:=5} s each, $(nproc) at a time (tests/fuzz)"
step "fuzzing" fuzz_every_target "$PPS_FUZZ_SECONDS"

ensure_npm_deps
ensure_emscripten
step "WebAssembly builds" bash "$ROOT/scripts/build-wasm.sh"
ensure_chromium
say "web tests (node:test: WebAssembly in Node, the app in Chromium)"
step "web tests" logged web.log npm run --silent test:web

count() { sed -n "$2" "$RUN_LOGS/$1" | tail -n 1; }
say "tests passed: $(count ctest.log 's/.*tests passed, 0 tests failed out of \([0-9]*\).*/\1/p') native," \
  "$(count ctest-asan.log 's/.*tests passed, 0 tests failed out of \([0-9]*\).*/\1/p') under ASan + UBSan," \
  "${#FUZZ_TARGETS[@]} fuzz targets, $(count web.log 's/^# pass \([0-9]*\)$/\1/p') web"
write_step_times
