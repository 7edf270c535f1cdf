#!/usr/bin/env bash
# npm run build: the static site in web/dist/, from a clean clone. Installs
# what is missing as npm start does (npm packages; Emscripten with apt-get),
# builds both WebAssembly engines, bundles the pages with Vite, and says
# where the site is and how to deploy it.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_npm_deps
ensure_emscripten
bash "$ROOT/scripts/build-wasm.sh"
say "bundling the pages (vite build)"
(cd "$ROOT" && npx vite build --config web/vite.config.ts --logLevel warn)

size="$(du -sh "$ROOT/web/dist" | cut -f1)"
cat <<MESSAGE

The site is in web/dist/ ($size). To deploy it, copy that folder's contents to any static
host, at its root or under any path (for example https://school.example/games/poker/).
A host that sends no special headers still runs threads: the site's service worker
adds the cross-origin isolation headers from the second load on; it also makes the app
work offline and installable. README.md, "Deploy", says what visitors get where.
To look at it here: npx vite preview --config web/vite.config.ts

MESSAGE
