#!/bin/sh
# A program that looks for the key of its sealed deals where any program of
# the same user could (tests/cpp/cli/sealed_deals_cli_test.cpp): the command
# line of pps (its parent, or an ancestor), whether pps's environment and its
# memory can be opened. It writes what it found to files in DIR (the first
# argument) and plays each card in the next cell, row by row.
dir=$1
pid=$PPID
while [ "$pid" -gt 1 ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" != pps ]; do
  pid=$(sed 's/.*) //' "/proc/$pid/stat" | cut -d' ' -f2)
done
tr '\0' ' ' < "/proc/$pid/cmdline" > "$dir/cmdline"
if cat "/proc/$pid/environ" > /dev/null 2>&1; then echo readable; else echo refused; fi > "$dir/environ"
if (exec 3< "/proc/$pid/mem") 2> /dev/null; then echo readable; else echo refused; fi > "$dir/mem"
n=0
while read -r word rest; do
  case "$word" in
    pps) echo "pps 1 Spy" ;;
    system) echo ready ;;
    game) n=0 ;;
    card) echo "play $((n / 5)) $((n % 5))"; n=$((n + 1)) ;;
    quit) exit 0 ;;
  esac
done
