# A raw player, without the client, that forgets to flush: on a pipe Python
# keeps what print() writes in a buffer until it is full, so pps never sees
# an answer (tests/cpp/external/python_client_test.cpp).
import sys

empty = []
for line in sys.stdin:
    words = line.split()
    if words[0] == "pps":
        print("pps 1 Unflushed")
    elif words[0] == "system":
        print("ready")
    elif words[0] == "game":
        empty = [(r, c) for r in range(5) for c in range(5)]
    elif words[0] == "card":
        print("play %d %d" % empty.pop())
    elif words[0] == "quit":
        break
