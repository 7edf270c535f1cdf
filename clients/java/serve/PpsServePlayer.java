import pokersquares.*;  // in the contest's own framework, whose classes have no package, take this line out

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * One of pps's built-in players (the champion, tiger, narl, ...) as a contest player: it runs
 * {@code pps serve SPEC} as a child process and relays the four contest methods to it over the
 * player protocol (docs/PLAYER-PROTOCOL.md). So the contest's own Java framework, or any program
 * written against its interface, plays our players:
 *
 * <pre>
 *   new PokerSquares(new PpsServePlayer("build/pps serve champion --learned champion-american.bin"), system).play();
 * </pre>
 *
 * The command is run by /bin/sh in the current folder; its standard error (pps serve's messages)
 * goes to this program's. Without an argument the command is the system property
 * {@code pps.serve}, else the environment variable {@code PPS_SERVE}, else "pps serve champion".
 *
 * <p>The contest's clock runs here: pps serve thinks by the milliseconds each call is given
 * (or by a fixed budget, {@code --sims N}), and prepares within the preparation time
 * ({@code champion:games=N} learns a fixed number of games, {@code --learned FILE} loads what
 * {@code pps learn} learned). If pps serve fails, the call throws an IllegalStateException that
 * says what pps serve did; its message is in the standard error.
 */
public class PpsServePlayer implements PokerSquaresPlayer {
    private static final String RANKS = "A23456789TJQK";
    private static final String SUITS = "CDHS";

    private final String command;
    private Process process;
    private BufferedReader fromServe;
    private Writer toServe;
    private String name;

    public PpsServePlayer() {
        this(defaultCommand());
    }

    /** @param command e.g. "build/pps serve champion:games=100000 --sims 3000" */
    public PpsServePlayer(String command) {
        this.command = command;
    }

    private static String defaultCommand() {
        String command = System.getProperty("pps.serve");
        if (command == null || command.isEmpty()) command = System.getenv("PPS_SERVE");
        return command == null || command.isEmpty() ? "pps serve champion" : command;
    }

    @Override
    public void setPointSystem(PokerSquaresPointSystem system, long millis) {
        start();
        StringBuilder line = new StringBuilder("system");
        for (int points : system.getScoreTable()) line.append(' ').append(points);
        send(line.append(' ').append(millis).toString());
        expect("ready", "system");
    }

    @Override
    public void init() {
        start();
        send("game");
    }

    @Override
    public int[] getPlay(Card card, long millisRemaining) {
        String asked = "card " + RANKS.charAt(card.getRank()) + SUITS.charAt(card.getSuit()) + " " + Math.max(0, millisRemaining);
        send(asked);
        String[] words = receive(asked).trim().split("[ \t]+");
        try {
            if (words.length == 3 && words[0].equals("play"))
                return new int[] {Integer.parseInt(words[1]), Integer.parseInt(words[2])};
        } catch (NumberFormatException e) {
            // reported below
        }
        throw failure("answered '" + String.join(" ", words) + "' to '" + asked + "'");
    }

    @Override
    public String getName() {
        start();
        return name;
    }

    /** Stops pps serve ("quit", then its end of input); a later call starts it again. */
    public synchronized void close() {
        if (process == null) return;
        try {
            toServe.write("quit\n");
            toServe.close();
        } catch (IOException e) {
            // it has gone already
        }
        process.destroy();
        process = null;
    }

    // Starts pps serve and reads its name, once.
    private synchronized void start() {
        if (process != null) return;
        try {
            process = new ProcessBuilder("/bin/sh", "-c", command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot run '" + command + "': " + e.getMessage(), e);
        }
        fromServe = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        toServe = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Process started = process;
        Runtime.getRuntime().addShutdownHook(new Thread(started::destroy));  // a player still learning goes too
        send("pps 1");
        String hello = receive("pps 1");
        if (!hello.startsWith("pps 1 ")) throw failure("answered '" + hello + "' to 'pps 1'");
        name = hello.substring("pps 1 ".length()).trim();
    }

    private void send(String line) {
        try {
            toServe.write(line);
            toServe.write('\n');
            toServe.flush();  // after every line: pps serve waits for it
        } catch (IOException e) {
            throw failure("stopped reading (" + e.getMessage() + ") before '" + line + "'");
        }
    }

    private String receive(String asked) {
        try {
            String line = fromServe.readLine();
            if (line != null) return line;
        } catch (IOException e) {
            throw failure("could not be read after '" + asked + "': " + e.getMessage());
        }
        throw failure("ended without answering '" + asked + "'");
    }

    private void expect(String answer, String asked) {
        String line = receive(asked);
        if (!line.trim().equals(answer)) throw failure("answered '" + line + "' to '" + asked + "'");
    }

    private IllegalStateException failure(String what) {
        String exit = "";
        try {
            if (process != null && process.waitFor(200, java.util.concurrent.TimeUnit.MILLISECONDS))
                exit = " (it exited with status " + process.exitValue() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new IllegalStateException("'" + command + "' " + what + exit);
    }
}
