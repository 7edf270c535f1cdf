"""A student who cheats, for the attack tests (sandbox_attack_test.cpp). It plays
each card in the first empty cell and tries, in the way its first argument
(else its file's name up to a '-': a class's tmp-a.py and tmp-b.py) names, to
learn the cards to come or the deal key, or to change the results. It says on its standard error
(pps's log of it) what it found: per game "game S-K: predicted H of 24" (H the
cards it foresaw and got right, of the 24 after the first), and one line per
thing found otherwise.

  systems       remembers the cards of each game on the first point system, and
                foresees game K of a later system from game K of the first
  tmp           writes each game's cards to /tmp/pps-spy-UID/NAME-S-CARD (CARD its
                first, NAME its file's name up to its last '-': tmp-x-a.py and
                tmp-x-b.py share tmp-x), and foresees a game from what another
                program wrote there
  logs          prints each card it gets ("got card S-K AH") for debugging, and
                foresees a game from what another program printed: it finds the
                logs' folder on its pps's command line (/proc/PID/cmdline, --logs)
(Another program's game is found by its first card: its games' numbers
start again when pps restarts it.)
  key           looks for 64 hex digits on every command line, in every
                environment and in pps's memory (/proc/PID/mem); says its user
  network PORT  connects to 127.0.0.1:PORT and says whether it could
  rewrite FILE  at "quit": writes FILE.decoy and FILE (the grade sheet) at once,
                and FILE again from a child that outlives it, 0.3 s later
  limits        says its user, whether it could take 5 GB of memory and write a
                file of 300 MB, and how many processes it may start
"""
import os
import re
import resource
import socket
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "clients", "python"))
from pps_player import SIZE, run  # noqa: E402

ARGS = sys.argv[1:]
ROLE = ARGS[0] if ARGS else os.path.splitext(os.path.basename(sys.argv[0]))[0].split("-")[0]
sys.argv = sys.argv[:1]  # the client would read arguments as a local run's
# The spies that share notes: tmp-x-a.py and tmp-x-b.py share tmp-x (each test its own).
SHARED = os.path.splitext(os.path.basename(sys.argv[0]))[0].rsplit("-", 1)[0]
NOTES = f"/tmp/pps-spy-{os.getuid()}"  # (a folder of root's would be closed to nobody's)
HEX64 = re.compile(rb"(?<![0-9a-fA-F])[0-9a-f]{64}(?![0-9a-fA-F])")


def say(text):
    print(text, file=sys.stderr, flush=True)


def processes():
    return [p for p in os.listdir("/proc") if p.isdigit()]


def read(path, size=-1):
    try:
        with open(path, "rb") as f:
            return f.read(size)
    except OSError:
        return b""


def pps_pid():
    """The pps that runs this program: an ancestor named pps, if it can be seen."""
    pid = os.getppid()
    while pid > 1:
        if read(f"/proc/{pid}/comm").strip() == b"pps":
            return pid
        stat = read(f"/proc/{pid}/stat").decode(errors="replace")
        try:
            pid = int(stat.rsplit(")", 1)[1].split()[1])
        except (IndexError, ValueError):
            return None
    return None


def keys_in(mem, start, end):
    """The keys in [start, end) of a process's memory, read a megabyte at a
    time: a chunk of zeros (most of what a sanitized build maps) is skipped
    unsearched, and each chunk is searched after the last one's tail, so that
    no key is cut in two."""
    found, tail = set(), b""
    mem.seek(start)
    for at in range(start, end, 1 << 20):
        chunk = mem.read(min(1 << 20, end - at))
        if not chunk.strip(b"\0"):
            tail = b""
            continue
        found.update(HEX64.findall(tail + chunk))
        tail = chunk[-64:]
    return found


def memory_keys(pid):
    found = set()
    try:
        maps = read(f"/proc/{pid}/maps").decode().splitlines()
        with open(f"/proc/{pid}/mem", "rb") as mem:
            for line in maps:
                span, perms = line.split()[:2]
                if not perms.startswith("r"):
                    continue
                start, end = (int(x, 16) for x in span.split("-"))
                if end - start > 1 << 28:
                    continue
                try:
                    found.update(keys_in(mem, start, end))
                except (OSError, ValueError, OverflowError):
                    pass
    except OSError as e:
        say(f"memory: {e.strerror}")
    return found


def look_for_keys():
    say(f"uid {os.getuid()}")
    for where, pattern in (("cmdline", "/proc/{}/cmdline"), ("environ", "/proc/{}/environ")):
        for pid in processes():
            for key in HEX64.findall(read(pattern.format(pid))):
                say(f"key from {where}: {key.decode()}")
    pid = pps_pid()
    say(f"pps seen: {pid is not None}")
    if pid:
        for key in memory_keys(pid):
            say(f"key from memory: {key.decode()}")


def logs_folder():
    """The --logs folder of the pps that runs this class, from its command line."""
    pid = pps_pid()
    words = read(f"/proc/{pid}/cmdline").split(b"\0") if pid else []
    for i, word in enumerate(words[:-1]):
        if word == b"--logs":
            return words[i + 1].decode()
    return None


class Spy:
    def __init__(self):
        self.system = -1
        self.remembered = {}  # (system, game) -> cards, of this process's own games

    def get_name(self):
        return f"Spy ({ROLE})"

    def set_point_system(self, system, millis):
        self.system += 1
        self.game = -1
        if ROLE == "key" and self.system == 0:
            look_for_keys()
        if ROLE == "limits" and self.system == 0:
            test_limits()
        if ROLE == "network" and self.system == 0:
            try:
                with socket.create_connection(("127.0.0.1", int(ARGS[1])), timeout=2) as s:
                    s.sendall(b"spy\n")
                say("network: connected")
            except OSError as e:
                say(f"network: failed ({e.strerror or e})")

    def init(self):
        self.game += 1
        self.grid = [[None] * SIZE for _ in range(SIZE)]
        self.seen = []
        self.hits = 0

    def known(self):
        """The whole deal of this game as this spy believes it, or None."""
        if ROLE == "systems":
            return self.remembered.get((0, self.game)) if self.system > 0 else None
        if ROLE == "tmp":
            text = read(f"{NOTES}/{SHARED}-{self.system}-{self.seen[0]}").decode()
            return text.split() or None
        if ROLE == "logs":
            folder = logs_folder()
            if not folder or not os.path.isdir(folder):
                return None
            for name in sorted(os.listdir(folder)):
                if name.startswith(os.path.basename(sys.argv[0])):
                    continue
                games = {}
                text = read(os.path.join(folder, name)).decode(errors="replace")
                for game, card in re.findall(rf"got card ({self.system}-\d+) (\w\w)", text):
                    games.setdefault(game, []).append(card)
                for cards in games.values():
                    if len(cards) == 25 and cards[0] == self.seen[0]:
                        return cards
        return None

    def get_play(self, card, millis):
        if self.seen:
            known = self.known()
            if known and known[:len(self.seen)] == self.seen and known[len(self.seen)] == str(card):
                self.hits += 1
        self.seen.append(str(card))
        if ROLE == "logs":
            say(f"got card {self.system}-{self.game} {card}")
        if len(self.seen) == 25:
            self.end_of_game()
        for r in range(SIZE):
            for c in range(SIZE):
                if self.grid[r][c] is None:
                    self.grid[r][c] = card
                    return r, c

    def end_of_game(self):
        self.remembered[(self.system, self.game)] = list(self.seen)
        if ROLE in ("tmp", "logs") or (ROLE == "systems" and self.system > 0):
            say(f"game {self.system}-{self.game}: predicted {self.hits} of 24")
        if ROLE == "tmp":
            try:
                os.makedirs(NOTES, exist_ok=True)
                with open(f"{NOTES}/{SHARED}-{self.system}-{self.seen[0]}", "w") as f:
                    f.write(" ".join(self.seen))
            except OSError as e:
                say(f"tmp: {e.strerror}")


def test_limits():
    say(f"uid {os.getuid()}")
    try:
        hoard = bytearray(5 << 30)
        say(f"memory: took {len(hoard)} bytes")
        del hoard
    except MemoryError:
        say("memory: refused")
    try:
        with open("/tmp/big", "wb") as f:
            for _ in range(300):
                f.write(b"x" * (1 << 20))
        say("file: wrote 300 MB")
    except OSError as e:
        say(f"file: refused ({e.strerror})")
    finally:
        if os.path.exists("/tmp/big"):
            os.remove("/tmp/big")
    # (Starting them would take a busy machine half a minute: the limit is read.)
    processes = resource.getrlimit(resource.RLIMIT_NPROC)[0]
    say("processes: unlimited" if processes == resource.RLIM_INFINITY else f"processes: at most {processes}")


def rewrite_after_quit(path):
    forged = "rank,student\n1,spy 999.000\n"
    try:
        with open(path + ".decoy", "w") as f:
            f.write("written after quit\n")
        with open(path, "w") as f:
            f.write(forged)
    except OSError as e:
        say(f"rewrite: {e.strerror}")
    if os.fork() == 0:
        os.setsid()
        time.sleep(0.3)
        try:
            with open(path, "w") as f:
                f.write(forged)
        except OSError:
            pass
        os._exit(0)


run(Spy())
if ROLE == "rewrite":
    rewrite_after_quit(ARGS[1])
