#!/usr/bin/env bash
# npm start: install what is missing, build the WebAssembly engine, and serve
# the app on http://localhost:5173 (cross-origin isolated, so threads work).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_npm_deps
ensure_emscripten
bash "$ROOT/scripts/build-wasm.sh"
say "serving the app on http://localhost:${PORT:-5173}/ (Ctrl-C stops)"
cd "$ROOT" && exec npx vite --config web/vite.config.ts --port "${PORT:-5173}" --strictPort
