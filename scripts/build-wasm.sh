#!/usr/bin/env bash
# Builds the WebAssembly engine into web/public/engine/ (threaded and
# single-threaded builds) with Emscripten.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_emscripten
say "building the WebAssembly engine (build-wasm/)"
emcmake cmake -S "$ROOT" -B "$ROOT/build-wasm" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$ROOT/build-wasm" -j "$(nproc)"
