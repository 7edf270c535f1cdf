#!/usr/bin/env bash
# Compiles the Java client (package pokersquares), its samples, PpsServePlayer and the player sources given
# (e.g. MyPlayer.java) into build/java, or into the folder given with -d: build/ is ignored by
# git, so nothing compiled is committed. Java 11 class files, so older school machines run them.
#
#   clients/java/build.sh [-d OUT_DIR] [YOUR_PLAYER.java ...]
#   build/pps play --player "external:cmd=java -cp build/java pokersquares.PlayerRunner GreedyPlayer"
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../../build/java"
if [ "${1:-}" = "-d" ]; then
  [ $# -ge 2 ] || { echo "usage: $0 [-d OUT_DIR] [YOUR_PLAYER.java ...]" >&2; exit 2; }
  out="$2"
  shift 2
fi
command -v javac >/dev/null 2>&1 || {
  echo "error: javac is not installed: install a JDK, 11 or later (Debian/Ubuntu: apt-get install default-jdk-headless)" >&2
  exit 1
}
# "javac 17.0.15"; a JDK 8 says "javac 1.8.0_392" and knows no --release.
major="$(javac -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p' | head -n 1)"
if [ -z "$major" ] || [ "$major" -lt 11 ]; then
  echo "error: $(javac -version 2>&1 | head -n 1) is too old: the client needs a JDK 11 or later" >&2
  exit 1
fi
mkdir -p "$out"
javac --release 11 -Xlint:all -encoding UTF-8 -d "$out" "$here"/pokersquares/*.java "$here"/samples/*.java "$here"/serve/*.java "$@"
