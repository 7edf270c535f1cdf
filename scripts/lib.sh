# Shared helpers for the project's scripts: say what is being installed, and
# stop with a clear message where it cannot be.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"  # Debian's Emscripten optimizer needs acorn from here

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

APT_UPDATED=0
apt_install() {
  local packages=("$@")
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "installing ${packages[*]} needs root (apt-get); install them and run again"
    sudo="sudo"
  fi
  command -v apt-get >/dev/null 2>&1 || die "cannot install ${packages[*]}: no apt-get here; install them by hand and run again"
  say "installing ${packages[*]} with apt-get (one time)"
  if [ "$APT_UPDATED" -eq 0 ]; then
    $sudo apt-get update -qq || die "apt-get update failed; install ${packages[*]} by hand"
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null \
    || die "apt-get install ${packages[*]} failed"
}

ensure_emscripten() {
  if ! command -v em++ >/dev/null 2>&1; then
    apt_install emscripten
  fi
  command -v em++ >/dev/null 2>&1 || die "Emscripten (em++) is still missing after the install"
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    apt_install chromium
  fi
  [ -x /usr/bin/chromium ] || die "Chromium (/usr/bin/chromium) is still missing after the install"
}

ensure_native_toolchain() {
  local missing=()
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
  [ -e /usr/include/gtest/gtest.h ] || missing+=(libgtest-dev)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

ensure_npm_deps() {
  command -v npm >/dev/null 2>&1 || die "Node.js and npm are needed (https://nodejs.org); install them and run again"
  if [ ! -d "$ROOT/node_modules" ] || [ "$ROOT/package.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    say "installing npm packages"
    (cd "$ROOT" && if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi) \
      || die "npm install failed"
  fi
}

# The native build: engine, pps CLI and the GoogleTest suite.
build_native() {
  ensure_native_toolchain
  say "building the native engine, pps and the tests (build/)"
  cmake -S "$ROOT" -B "$ROOT/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$ROOT/build" -j "$(nproc)"
}
