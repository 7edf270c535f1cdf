#!/usr/bin/env bash
# npm test: every test, native and web. Installs what is missing (Emscripten and
# Chromium with apt-get, npm packages), builds, and runs:
#   1. the GoogleTest suite (ctest),
#   2. the WebAssembly builds under Node (node --test),
#   3. the browser tests in a real Chromium (Playwright).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

build_native
say "native tests (ctest)"
(cd build && ctest --output-on-failure -j "$(nproc)")

ensure_npm_deps
ensure_emscripten
bash "$ROOT/scripts/build-wasm.sh"
ensure_chromium
say "web tests (node --test: WebAssembly in Node, then the app in Chromium)"
npm run --silent test:web
