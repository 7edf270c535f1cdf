#!/usr/bin/env bash
# npm test: every test, native and web. Installs what is missing (Emscripten,
# Chromium, Python 3 and a JDK with apt-get, npm packages), builds, and runs:
#   1. the GoogleTest suite (ctest),
#   2. the same suite built with AddressSanitizer + UndefinedBehaviorSanitizer,
#      less the tests labelled no-sanitizers (the bench pins and the protocol
#      clients' tests, which check no engine memory: tests/CMakeLists.txt),
#   3. a short run of every fuzz target (tests/fuzz; the long run is bench/fuzz.sh),
#   4. the WebAssembly builds under Node (node --test),
#   5. the browser tests in a real Chromium (Playwright).
# Steps 4 and 5 run two test files at a time (npm run test:web): much of a
# browser test is waiting (a clock running out, a page loading), and the
# tests hold on a busy machine.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_client_languages
test_native

ensure_clang
build_sanitized
say "native tests under AddressSanitizer + UndefinedBehaviorSanitizer (ctest in build-asan/, less the bench pins and the clients' tests)"
(cd build-asan && ctest --output-on-failure -j "$(nproc)" --label-exclude no-sanitizers)

build_fuzz
say "fuzzing every parser and loader for ${PPS_FUZZ_SECONDS:=5} s each (tests/fuzz)"
scratch="$(mktemp -d)"
for target in "${FUZZ_TARGETS[@]}"; do
  fuzz_target "$target" "$scratch/$target" -max_total_time="$PPS_FUZZ_SECONDS"
done
rm -rf "$scratch"

ensure_npm_deps
ensure_emscripten
bash "$ROOT/scripts/build-wasm.sh"
ensure_chromium
say "web tests (node --test: WebAssembly in Node, then the app in Chromium)"
npm run --silent test:web
