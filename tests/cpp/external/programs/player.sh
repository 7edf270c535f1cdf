#!/bin/sh
# A player for the protocol tests, in sh so that the tests need no other
# language: it plays each card in the next cell, row by row, unless MODE (the
# first argument) makes it misbehave in one way. DIR (the second) is a
# folder for the files the tests read back (process ids, markers).
#   well       plays by the rules
#   silent     reads and never answers a card
#   partial    answers each card without the newline (and flushes it)
#   slow-start sleeps 30 s before answering the handshake
#   version    answers the handshake in protocol version 2
#   no-ready   answers the handshake, never "ready"
#   exit-early exits right after the handshake
#   garbage    answers each card with "hello"
#   taken      answers every card with row 0, column 0
#   outside    answers with row 5
#   twice      answers every card twice
#   early      writes an answer right after the handshake, unasked
#   megabytes  answers with 5 MB on one line (and 1 MB on standard error)
#   close      closes its standard output at the first card and sleeps
#   crash      exits with status 3 at the fifth card
#   sleepy     sleeps 30 s at the third card of the first game it is started for
#   stubborn   ignores SIGTERM and sleeps at the first card (writes its pid)
#   forks      starts a child that sleeps (writes the child's pid), then plays well
#   session    starts a child in a session of its own (setsid; writes its pid),
#              then reads and never answers
#   daemon     at the second card starts a child in a session of its own whose
#              parent exits at once (writes its pid), then exits with status 3
#   early-card answers "game" with "play 0 0" and sleeps 1 s before reading on;
#              then answers each card 20 ms after reading it, with the cell
#              after the last (the last card with row 0, column 0): one answer
#              ahead, every one legal, none waiting when pps writes a card
#   close-input answers the fifth card, then closes its standard input and sleeps
#   flood      writes 20 MB on standard error before it answers "ready", then plays well
mode=$1
dir=$2
n=0
[ "$mode" = slow-start ] && sleep 30
if [ "$mode" = forks ]; then
  sleep 300 &
  echo $! >> "$dir/child.pids"
fi
# Waits until the file $1 exists (a child has written its pid), 5 s at most.
wait_for() {
  i=0
  while [ ! -e "$1" ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i + 1)); done
}
if [ "$mode" = session ]; then
  setsid sh -c 'echo $$ >> "$1/session.pids"; : > "$1/session-of-$2"; exec sleep 300' sh "$dir" $$ &
  wait_for "$dir/session-of-$$"
fi
while read -r word card millis; do
  case "$word" in
    pps)
      # printf writes its lines at once: pps reads a second line as soon as the first.
      case "$mode" in
        version) echo "pps 2 Future" ;;
        early) printf 'pps 1 Test player (early)\nplay 0 0\n' ;;
        *) echo "pps 1 Test player ($mode)" ;;
      esac
      [ "$mode" = exit-early ] && exit 0
      ;;
    system)
      [ "$mode" = flood ] && head -c 20000000 /dev/zero | tr '\0' e >&2
      [ "$mode" = no-ready ] || echo ready ;;
    game)
      n=0
      if [ "$mode" = early-card ]; then echo "play 0 0"; sleep 1; fi ;;
    card)
      case "$mode" in
        silent) ;;
        partial) printf 'play %d %d' $((n / 5)) $((n % 5)) ;;
        garbage) echo hello ;;
        taken) echo "play 0 0" ;;
        outside) echo "play 5 0" ;;
        twice) printf 'play %d %d\nplay %d %d\n' $((n / 5)) $((n % 5)) $((n / 5)) $((n % 5)) ;;
        megabytes) head -c 1000000 /dev/zero | tr '\0' e >&2; head -c 5000000 /dev/zero | tr '\0' x; echo ;;
        close) exec sleep 300 >&- ;;
        crash) [ $n -eq 4 ] && exit 3; echo "play $((n / 5)) $((n % 5))" ;;
        sleepy)
          if [ $n -eq 2 ] && [ ! -e "$dir/slept" ]; then : > "$dir/slept"; sleep 30; fi
          echo "play $((n / 5)) $((n % 5))" ;;
        stubborn) trap '' TERM; echo $$ >> "$dir/stubborn.pids"; sleep 300 ;;
        session) ;;
        daemon)
          if [ $n -eq 1 ]; then
            (setsid sh -c 'echo $$ >> "$1/daemon.pids"; : > "$1/daemon-of-$2"; exec sleep 300' sh "$dir" $$ \
              </dev/null >/dev/null 2>&1 &)
            wait_for "$dir/daemon-of-$$"
            exit 3
          fi
          echo "play $((n / 5)) $((n % 5))" ;;
        early-card) m=$(((n + 1) % 25)); sleep 0.02; echo "play $((m / 5)) $((m % 5))" ;;
        close-input)
          echo "play $((n / 5)) $((n % 5))"
          [ $n -eq 4 ] && { exec 0<&-; sleep 300; } ;;
        *) echo "play $((n / 5)) $((n % 5))" ;;
      esac
      n=$((n + 1))
      ;;
    quit) exit 0 ;;
  esac
done
