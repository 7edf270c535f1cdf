package pokersquares;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Plays a PokerSquaresPlayer for pps over the player protocol (docs/PLAYER-PROTOCOL.md):
 *
 * <pre>
 *   build/pps play --player "external:cmd=java -cp build/java pokersquares.PlayerRunner GreedyPlayer"
 * </pre>
 *
 * The argument is the player's class, then any arguments of its constructor; the class is created
 * by reflection, so a contest player needs no main. Standard output carries the protocol alone:
 * before the player's class is even loaded, System.out is pointed at standard error (pps's log),
 * so a player's println cannot break a game, and System.in is emptied, so it cannot eat pps's lines.
 * Each answer is flushed at once, as the protocol asks of every program that speaks it.
 *
 * <p>Preparation: setPointSystem runs on a thread of its own, as in the contest, and the runner
 * answers "ready" when it returns or PREPARATION_MARGIN_MILLIS before the preparation time runs
 * out, whichever comes first (half the time if that is shorter), so that a player that uses all
 * its time is not late by the few milliseconds the answer takes. A player still preparing then
 * goes on in the background, as the contest allows.
 *
 * <p>With {@code --local GAMES} before the class, it plays alone instead, without pps (LocalGames).
 *
 * <p>Exit status: 0 after "quit" or the end of input; 1 if the player threw (the stack trace is in
 * the log, and pps reports the game as lost); 2 for a bad command line or a line it cannot read.
 */
public final class PlayerRunner {
    static final int PROTOCOL_VERSION = 1;
    static final int MAX_NAME_BYTES = 64;
    static final long PREPARATION_MARGIN_MILLIS = 300;

    private final PokerSquaresPlayer player;
    private final Writer out;

    private PlayerRunner(PokerSquaresPlayer player, Writer out) {
        this.player = player;
        this.out = out;
    }

    public static void main(String[] args) {
        Writer protocol = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8));
        System.setOut(System.err);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        System.setIn(new ByteArrayInputStream(new byte[0]));
        if (args.length == 0) {
            System.err.println("usage: java -cp CLASSPATH pokersquares.PlayerRunner [--local GAMES [--seed S] [--system SYS]]"
                    + " PLAYER_CLASS [CONSTRUCTOR_ARGUMENTS...]");
            System.exit(2);
        }
        try {
            if (args[0].equals("--local")) {
                LocalGames.run(Arrays.copyOfRange(args, 1, args.length), protocol);
            } else {
                PokerSquaresPlayer player = PlayerLoader.load(args[0], Arrays.copyOfRange(args, 1, args.length));
                new PlayerRunner(player, protocol).serve(in);
            }
            System.exit(0);  // also ends threads the player left running (a pool, a preparation)
        } catch (IllegalArgumentException | IOException error) {  // the command line, or pps's lines
            System.err.println("pokersquares.PlayerRunner: " + error.getMessage());
            System.exit(2);
        } catch (PlayerFailure failure) {
            System.err.println("pokersquares.PlayerRunner: " + failure.getMessage() + ":");
            failure.getCause().printStackTrace();
            System.exit(1);
        } catch (Throwable failure) {  // the player's class did not load, or (--local) the player failed
            System.err.println("pokersquares.PlayerRunner: " + String.join(" ", args) + ":");
            failure.printStackTrace();
            System.exit(1);
        }
    }

    // Answers pps's lines until "quit" or the end of input.
    private void serve(BufferedReader in) throws IOException {
        for (String line; (line = in.readLine()) != null; ) {
            String[] words = line.trim().split("[ \t]+");
            switch (words[0]) {
                case "": break;
                case "pps": answer("pps " + PROTOCOL_VERSION + " " + name()); break;
                case "system": prepare(words); answer("ready"); break;
                case "game": call("init", () -> { player.init(); return null; }); break;
                case "card": play(words); break;
                case "quit": return;
                default: System.err.println("pokersquares.PlayerRunner: ignoring an unknown message '" + line + "'");
            }
        }
    }

    private void prepare(String[] words) {
        if (words.length != 2 + PokerHand.NUM_HANDS) throw unreadable(words, "system P0 ... P9 MILLIS");
        int[] scores = new int[PokerHand.NUM_HANDS];
        for (int i = 0; i < scores.length; i++) scores[i] = (int) Math.max(-128, Math.min(127, number(words, 1 + i)));
        long millis = number(words, words.length - 1);
        long wait = Math.max(0, millis - Math.min(PREPARATION_MARGIN_MILLIS, millis / 2));
        Preparation.prepare(player, new PokerSquaresPointSystem(scores), millis, wait);
    }

    private void play(String[] words) throws IOException {
        Card card = words.length == 3 ? Card.getCard(words[1]) : null;
        if (card == null) throw unreadable(words, "card CARD MILLIS");
        long millis = number(words, 2);
        String method = "getPlay(" + card + ", " + millis + ")";
        int[] cell = call(method, () -> player.getPlay(card, millis));
        if (cell == null || cell.length != 2)
            throw new PlayerFailure(method, new IllegalStateException("it returned " + Arrays.toString(cell) + ", not {row, col}"));
        answer("play " + cell[0] + " " + cell[1]);
    }

    private String name() {
        return sanitizeName(call("getName", player::getName), player.getClass().getSimpleName());
    }

    // The name as the protocol takes it: controls made spaces, trimmed, at most 64 bytes of UTF-8
    // (cut between characters), or the fallback if nothing is left.
    static String sanitizeName(String name, String fallback) {
        StringBuilder clean = new StringBuilder();
        if (name != null) name.codePoints().forEach(c -> clean.appendCodePoint(Character.isISOControl(c) ? ' ' : c));
        String text = clean.toString().trim();
        if (text.isEmpty()) text = fallback.isEmpty() ? "Java player" : fallback;
        StringBuilder cut = new StringBuilder();
        int bytes = 0;
        for (int c : text.codePoints().toArray()) {
            bytes += new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8).length;
            if (bytes > MAX_NAME_BYTES) break;
            cut.appendCodePoint(c);
        }
        return cut.toString().trim();
    }

    // A player's method, its exceptions wrapped to say which method threw.
    private static <T> T call(String method, Supplier<T> body) {
        try {
            return body.get();
        } catch (RuntimeException | Error thrown) {
            throw new PlayerFailure(method, thrown);
        }
    }

    private void answer(String line) throws IOException {
        out.write(line);
        out.write('\n');
        out.flush();  // after every line: pps waits for it, and a buffered line never arrives
    }

    private static long number(String[] words, int index) {
        try {
            return Long.parseLong(words[index]);
        } catch (NumberFormatException e) {
            throw unreadable(words, "a number at word " + (index + 1));
        }
    }

    private static IllegalArgumentException unreadable(String[] words, String expected) {
        return new IllegalArgumentException("cannot read '" + String.join(" ", words) + "': expected " + expected);
    }
}
