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
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
  [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] \
    || die "Chromium (/usr/bin/chromium and /usr/bin/chromium-headless-shell) is still missing after the install"
}

# Every build compiles through ccache: a rerun, or a clean clone elsewhere on
# the same machine, recompiles only what changed. The cache is ccache's own
# (~/.cache/ccache, outside the clone); its settings are set here, not in a
# configuration file the machine may not have. A machine without ccache (and
# without apt-get to install it) builds without it, saying so.
CCACHE_LAUNCHER=()
use_ccache() {
  [ ${#CCACHE_LAUNCHER[@]} -eq 0 ] || return 0
  command -v ccache >/dev/null 2>&1 || (apt_install ccache) || true
  if ! command -v ccache >/dev/null 2>&1; then
    say "no ccache: every build compiles from scratch"
    CCACHE_LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=)
    return 0
  fi
  export CCACHE_BASEDIR="$ROOT"  # paths inside the clone hash as relative ones: another clone hits
  export CCACHE_NOHASHDIR=1      # nor does the build folder's path (debug info) count
  # The precompiled GoogleTest header (tests/CMakeLists.txt) needs the first
  # two; the other two let a fresh clone's just-written headers hit.
  export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
  export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-5G}"  # many times what the five builds take
  # This run's hits and misses, for npm test's time check (cache_hits).
  if [ -z "${CCACHE_STATSLOG:-}" ]; then
    mkdir -p "$ROOT/build"
    export CCACHE_STATSLOG="$ROOT/build/ccache-stats.log"
    rm -f "$CCACHE_STATSLOG"
  fi
  CCACHE_LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # The WebAssembly links' cache (scripts/link-cache.mjs), in ccache's folder:
  # emptied with it (ccache itself reads only its own subfolders).
  export PPS_LINK_CACHE="${PPS_LINK_CACHE:-$(ccache --get-config cache_dir)/pps-links}"
}

ensure_native_toolchain() {
  local missing=()
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
  [ -e /usr/include/gtest/gtest.h ] || missing+=(libgtest-dev)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

# The player protocol's clients are tested with their languages: Python 3
# (also bench/judge.py) and a JDK, Debian's python3 and default-jdk-headless;
# and pps runs every program in a sandbox made by bubblewrap (and as root
# setpriv, util-linux's). npm run test:native skips those tests, saying why,
# where they are missing.
ensure_client_languages() {
  local missing=()
  command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  if ! command -v javac >/dev/null 2>&1 || ! command -v java >/dev/null 2>&1; then missing+=(default-jdk-headless); fi
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

# A python3 on the PATH that is a version manager's shim (pyenv's runs a chain
# of shell scripts to pick the interpreter) costs more at each start than
# Python's own start, and the scripts start Python hundreds of times: the
# protocol clients' tests, a class folder's programs, every Emscripten tool.
# The interpreter that the shim picks comes first on the PATH instead: the
# same Python, started directly.
python_without_shim() {
  command -v python3 >/dev/null 2>&1 || return 0
  local real
  real=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || return 0
  [ "$(command -v python3)" = "$(dirname "$real")/python3" ] && return 0
  [ -x "$(dirname "$real")/python3" ] || return 0
  export PATH="$(dirname "$real"):$PATH"
}
python_without_shim

ensure_npm_deps() {
  command -v npm >/dev/null 2>&1 || die "Node.js and npm are needed (https://nodejs.org); install them and run again"
  # A node_modules that is a symbolic link is shared with another checkout:
  # npm ci would empty the folder it points to (under every checkout using
  # it) and then replace the link, so it is used as it is.
  if [ -L "$ROOT/node_modules" ]; then
    [ -e "$ROOT/node_modules/.package-lock.json" ] ||
      die "node_modules links to a folder without npm packages; run npm ci where it points ($(readlink -f "$ROOT/node_modules"))"
    return 0
  fi
  if [ ! -d "$ROOT/node_modules" ] || [ "$ROOT/package.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    say "installing npm packages"
    (cd "$ROOT" && if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi) \
      || die "npm install failed"
  fi
}

# The native build: engine, pps CLI and the GoogleTest suite.
build_native() {
  ensure_native_toolchain
  use_ccache
  say "building the native engine, pps and the tests (build/)"
  cmake -S "$ROOT" -B "$ROOT/build" "${CCACHE_LAUNCHER[@]}" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$ROOT/build" -j "$(nproc)"
}

# ctest's parallel jobs: one more than the cores, because many tests spend
# part of their time waiting on what they start (pps against a game clock, the
# Python and Java clients, sandboxed programs), which leaves a core idle at
# one job a core (bench/RESULTS.md, "`npm test` with a compiler cache").
CTEST_JOBS=$(($(nproc) + 1))

# The native GoogleTest suite, built and run with ctest (npm test's first step,
# and all of npm run test:native).
test_native() {
  build_native
  say "native tests (ctest)"
  (cd "$ROOT/build" && ctest --output-on-failure -j "$CTEST_JOBS")
}

# libFuzzer and the sanitizers come with clang's compiler runtime: on Debian
# bookworm the packages clang-14 and libclang-rt-14-dev (Emscripten brings
# clang-14 but not always the runtime). CLANG_CXX is a clang++ that links a
# fuzz target with ASan and UBSan.
CLANG_CXX=""
links_fuzzer() {
  local dir ok=1
  dir="$(mktemp -d)"
  printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n' >"$dir/t.cpp"
  if "$1" -fsanitize=fuzzer,address,undefined "$dir/t.cpp" -o "$dir/t" >/dev/null 2>&1; then ok=0; fi
  rm -rf "$dir"
  return $ok
}
find_clang() {
  local cxx
  for cxx in clang++ clang++-14; do
    if command -v "$cxx" >/dev/null 2>&1 && links_fuzzer "$cxx"; then
      CLANG_CXX="$(command -v "$cxx")"
      return 0
    fi
  done
  return 1
}
ensure_clang() {
  find_clang && return 0
  apt_install clang-14 libclang-rt-14-dev
  find_clang || die "clang++ with libFuzzer and the sanitizers is still missing after the install"
}

# The native tests built with AddressSanitizer + UndefinedBehaviorSanitizer
# (build-asan/). PPS_SANITIZE works with g++ too; clang builds it in about
# half the CPU time, so it is used when there is one (ensure_clang).
build_sanitized() {
  ensure_native_toolchain
  use_ccache
  local compiler=()
  [ -n "$CLANG_CXX" ] && compiler=(-DCMAKE_CXX_COMPILER="$CLANG_CXX")
  say "building the native engine, pps and the tests with ASan + UBSan (build-asan/)"
  cmake -S "$ROOT" -B "$ROOT/build-asan" "${compiler[@]}" "${CCACHE_LAUNCHER[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPPS_SANITIZE=ON >/dev/null
  cmake --build "$ROOT/build-asan" -j "$(nproc)"
}

# The libFuzzer targets of tests/fuzz, one executable each (build-fuzz/).
FUZZ_TARGETS=()
build_fuzz() {
  ensure_clang
  use_ccache
  say "building the fuzz targets with $CLANG_CXX (build-fuzz/)"
  cmake -S "$ROOT" -B "$ROOT/build-fuzz" -DCMAKE_CXX_COMPILER="$CLANG_CXX" "${CCACHE_LAUNCHER[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPPS_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
  cmake --build "$ROOT/build-fuzz" -j "$(nproc)" --target fuzz_targets
  FUZZ_TARGETS=()
  local source
  for source in "$ROOT"/tests/fuzz/fuzz_*.cpp; do
    source="$(basename "$source" .cpp)"
    FUZZ_TARGETS+=("${source#fuzz_}")
  done
}

# fuzz_target NAME CORPUS_DIR [libFuzzer flags...]: runs one target from its
# seed corpus (tests/fuzz/corpus/NAME) and what CORPUS_DIR holds (new inputs
# go there). Stops at the first crash, hang (10 s an input), leak or sanitizer
# report, or an error that breaks the parsers' contract (fuzz_support.h); the
# input is saved as build-fuzz/findings/NAME-*. Prints "NAME: N inputs in S s".
fuzz_target() {
  local name="$1" corpus="$2"
  shift 2
  local log="$ROOT/build-fuzz/fuzz-$name.log" findings="$ROOT/build-fuzz/findings"
  mkdir -p "$corpus" "$findings"
  local started=$SECONDS
  if ! "$ROOT/build-fuzz/tests/fuzz/fuzz_$name" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$findings/$name-" "$@" "$corpus" "$ROOT/tests/fuzz/corpus/$name" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    die "fuzz target $name found a problem (log $log; the input is in $findings/)"
  fi
  local runs
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  printf '%s: %s inputs in %s s, no crash, hang, leak or sanitizer report\n' "$name" "${runs:-?}" "$((SECONDS - started))"
}

# fuzz_every_target SECONDS: every target of build_fuzz for SECONDS each from
# a fresh corpus (npm test's short run), one a core at a time: a target runs
# on one thread. Stops at the first target that finds a problem.
fuzz_every_target() {
  local seconds="$1" scratch target running=()
  scratch="$(mktemp -d)"
  for target in "${FUZZ_TARGETS[@]}"; do
    if [ ${#running[@]} -ge "$(nproc)" ]; then
      wait "${running[0]}" || { rm -rf "$scratch"; die "fuzzing stopped: a target found a problem (above)"; }
      running=("${running[@]:1}")
    fi
    fuzz_target "$target" "$scratch/$target" -max_total_time="$seconds" &
    running+=($!)
  done
  for target in "${running[@]}"; do
    wait "$target" || { rm -rf "$scratch"; die "fuzzing stopped: a target found a problem (above)"; }
  done
  rm -rf "$scratch"
}

# npm test's steps, timed (scripts/test.sh): `step NAME COMMAND...` runs the
# command and notes its wall-clock and CPU seconds (the CPU time of the
# processes it ran, which a busy machine stretches far less), and the load
# average when it ended. write_step_times prints them on one line and writes
# build/test-times.json, which scripts/check-test-times.mjs compares with the
# figures in bench/data/test-times.json (.ci/run).
STEPS=()
STEPS_STARTED=$SECONDS
CHILDREN_CPU_MS=0
read_children_cpu() {  # sets CHILDREN_CPU_MS: the user + system time of this shell's finished children
  local file
  file="$(mktemp)"
  times >"$file"  # the builtin, in this shell (a subshell would report its own children)
  CHILDREN_CPU_MS="$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%d\n", t * 1000 }' "$file")"
  rm -f "$file"
}
step() {
  local name="$1" started=$SECONDS cpu
  shift
  read_children_cpu
  cpu=$CHILDREN_CPU_MS
  "$@"
  read_children_cpu
  STEPS+=("$name|$((SECONDS - started))|$(( (CHILDREN_CPU_MS - cpu + 500) / 1000 ))|$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo 0)")
}

# The compiler cache's hits in this run, from its statistics log (use_ccache
# starts one per run of test.sh): "HITS MISSES".
cache_hits() {
  local log="${CCACHE_STATSLOG:-}"
  [ -n "$log" ] && [ -f "$log" ] || { echo "0 0"; return; }
  echo "$(grep -cE '^(direct|preprocessed)_cache_hit$' "$log") $(grep -c '^cache_miss$' "$log")"
}

write_step_times() {
  local whole=$((SECONDS - STEPS_STARTED)) hits misses line name wall cpu load table="" json=""
  read -r hits misses <<<"$(cache_hits)"
  read_children_cpu
  for line in "${STEPS[@]}"; do
    IFS='|' read -r name wall cpu load <<<"$line"
    table+="$name $wall | "
    json+="$(printf '    {"name": "%s", "seconds": %s, "cpu_seconds": %s, "load": %s},' "$name" "$wall" "$cpu" "$load")"$'\n'
  done
  mkdir -p "$ROOT/build"
  printf '{\n  "compilations": {"cached": %s, "compiled": %s},\n  "cores": %s,\n  "steps": [\n%s    {"name": "whole", "seconds": %s, "cpu_seconds": %s, "load": %s}\n  ]\n}\n' \
    "$hits" "$misses" "$(nproc)" "$json" "$whole" "$(( (CHILDREN_CPU_MS + 500) / 1000 ))" \
    "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo 0)" >"$ROOT/build/test-times.json"
  say "time (s): ${table}whole $whole; $hits compilations from the cache, $misses compiled"
}
