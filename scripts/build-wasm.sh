#!/usr/bin/env bash
# Builds the WebAssembly engine with Emscripten, in two configurations of the
# same sources:
#   build-wasm-mt/  threaded (pthreads), for cross-origin isolated pages
#   build-wasm-st/  single-threaded, for every other page
# and copies the browser files (.mjs, .wasm, .worker.js) to web/public/engine/,
# where Vite serves them as they are. The Node builds (*.node.cjs) stay in the
# build folders for the Node tests.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_emscripten
use_ccache  # in front of em++: a hit skips Emscripten's own start-up too

# Emscripten's emar and emranlib are Python wrappers that only call its
# LLVM's llvm-ar and llvm-ranlib; their start costs more than the archiving
# itself, twice for each of the engine's libraries. The build calls the tools
# directly (the same archives, bench/RESULTS.md), or the wrappers where they
# are missing.
llvm_bin=$(em-config LLVM_ROOT 2>/dev/null || true)
ARCHIVE_TOOLS=()
if [ -x "$llvm_bin/llvm-ar" ] && [ -x "$llvm_bin/llvm-ranlib" ]; then
  ARCHIVE_TOOLS=(-DCMAKE_AR="$llvm_bin/llvm-ar" -DCMAKE_RANLIB="$llvm_bin/llvm-ranlib")
fi

ENGINE_OUT="$ROOT/web/public/engine"
mkdir -p "$ENGINE_OUT"
for flavour in mt st; do
  dir="$ROOT/build-wasm-$flavour"
  threads=$([ "$flavour" = mt ] && echo ON || echo OFF)
  say "building the WebAssembly engine, ${flavour} ($dir)"
  emcmake cmake -S "$ROOT" -B "$dir" "${CCACHE_LAUNCHER[@]}" -DCMAKE_CXX_LINKER_LAUNCHER="node;$ROOT/scripts/link-cache.mjs" \
    "${ARCHIVE_TOOLS[@]}" -DCMAKE_BUILD_TYPE=Release -DPPS_WASM_THREADS="$threads" >/dev/null
  # The build log, less progress lines and Emscripten's known memory-growth
  # warning; a failed build stops here (never ships a stale engine).
  status=0
  cmake --build "$dir" -j "$(nproc)" >"$dir/build.log" 2>&1 || status=$?
  grep -v -e 'USE_PTHREADS + ALLOW_MEMORY_GROWTH' -e '^\[' "$dir/build.log" || true
  [ "$status" -eq 0 ] || die "the $flavour WebAssembly build failed (log: $dir/build.log)"
  cp "$dir/wasm/bindings/pps-engine-$flavour".{mjs,wasm} "$ENGINE_OUT/"
  if [ "$flavour" = mt ]; then cp "$dir/wasm/bindings/pps-engine-mt.worker.js" "$ENGINE_OUT/"; fi
done

# The rules the page needs before its engine loads, from the engine just built.
say "writing the page's rules from the engine (web/src/engine/rules.json)"
node "$ROOT/scripts/write-page-rules.mjs" >/dev/null
