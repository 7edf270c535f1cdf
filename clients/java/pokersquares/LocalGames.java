package pokersquares;

import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;
import java.util.List;

/**
 * Plays a player alone, without pps and without a clock, on pps's deals (for trying it out, and
 * for measuring what the protocol costs):
 *
 * <pre>
 *   java -cp build/java pokersquares.PlayerRunner --local GAMES [--seed S] [--system SYS] PLAYER [ARGS...]
 * </pre>
 *
 * The deals are those of seeds S, S + 1, ... (0 by default) and SYS is american (the default),
 * british or ten comma-separated points, so the mean is pps play's for the same player, seeds and
 * system. Prints one line: the name, the games and seeds, the mean and its standard error, the time.
 */
final class LocalGames {
    private LocalGames() {}

    /** args: the command line after "--local". */
    static void run(String[] args, Writer out) throws IOException {
        int games = (int) number(args, 0, "--local GAMES");
        long seed = 0;
        PokerSquaresPointSystem system = PokerSquaresPointSystem.getAmericanPointSystem();
        int next = 1;
        for (; next + 1 < args.length && args[next].startsWith("--"); next += 2) {
            if (args[next].equals("--seed")) seed = number(args, next + 1, "--seed S");
            else if (args[next].equals("--system")) system = pointSystem(args[next + 1]);
            else throw new IllegalArgumentException("unknown option " + args[next] + " (--seed S or --system SYS)");
        }
        if (games < 1 || next >= args.length)
            throw new IllegalArgumentException("usage: --local GAMES [--seed S] [--system SYS] PLAYER_CLASS [ARGUMENTS...]");
        PokerSquaresPlayer player = PlayerLoader.load(args[next], Arrays.copyOfRange(args, next + 1, args.length));
        long start = System.nanoTime();
        player.setPointSystem(system, PokerSquares.POINT_SYSTEM_MILLIS);
        int[] scores = new int[games];
        for (int game = 0; game < games; game++) scores[game] = play(player, system, seed + game);
        double seconds = (System.nanoTime() - start) / 1e9;
        double mean = Arrays.stream(scores).average().getAsDouble();
        double squares = Arrays.stream(scores).mapToDouble(s -> (s - mean) * (s - mean)).sum();
        double se = games > 1 ? Math.sqrt(squares / (games - 1) / games) : 0;
        out.write(String.format("%s: %d games (seeds %d..%d), mean %.3f se %.3f, %.3f s%n", player.getName(), games, seed,
                seed + games - 1, mean, se, seconds));
        out.flush();
    }

    // One game on the deal of `seed`; an illegal cell is an error, as no clock or penalty applies here.
    private static int play(PokerSquaresPlayer player, PokerSquaresPointSystem system, long seed) {
        player.init();
        Card[][] grid = new Card[PokerSquares.SIZE][PokerSquares.SIZE];
        List<Card> cards = PokerSquares.deal(seed);
        for (Card card : cards) {
            int[] play = player.getPlay(card, PokerSquares.GAME_MILLIS);
            if (play == null || play.length != 2 || !PokerSquares.inGrid(play[0]) || !PokerSquares.inGrid(play[1])
                    || grid[play[0]][play[1]] != null)
                throw new IllegalStateException("seed " + seed + ": " + player.getName() + " played " + card + " at "
                        + Arrays.toString(play) + ", not an empty cell");
            grid[play[0]][play[1]] = card;
        }
        return system.getScore(grid);
    }

    private static PokerSquaresPointSystem pointSystem(String text) {
        if (text.equals("american")) return PokerSquaresPointSystem.getAmericanPointSystem();
        if (text.equals("british")) return PokerSquaresPointSystem.getBritishPointSystem();
        String[] values = text.split(",");
        int[] scores = new int[values.length];
        for (int i = 0; i < values.length; i++) scores[i] = (int) number(values, i, "--system american, british or ten points");
        if (scores.length != PokerHand.NUM_HANDS) throw new IllegalArgumentException("--system needs american, british or ten comma-separated points");
        return new PokerSquaresPointSystem(scores);
    }

    private static long number(String[] words, int index, String expected) {
        try {
            return Long.parseLong(words[index].trim());
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("expected " + expected);
        }
    }
}
