package pokersquares;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The contest's constants, and a small local game for trying a player without pps (the contest
 * framework's {@code new PokerSquares(player, system).play()}, which contest players call in
 * their main). Tournaments, the clock that counts and the reports are pps's: run the player with
 * PlayerRunner for those.
 *
 * <p>The deals are the contest's: the 52 cards in id order shuffled with
 * {@code Collections.shuffle(deck, random)} and drawn from the end, so playSequence's game with
 * seed s is the contest's deal s, and pps's.
 */
public class PokerSquares {
    /** Rows and columns of the grid. */
    public static final int SIZE = 5;
    /** The contest's preparation time for each point system: five minutes. */
    public static final long POINT_SYSTEM_MILLIS = 300_000L;
    /** The contest's time for each game: thirty seconds. */
    public static final long GAME_MILLIS = 30_000L;

    private final PokerSquaresPlayer player;
    private final PokerSquaresPointSystem system;
    private final Random random = new Random();
    private final int penalty;  // the score of a lost game: ten times the least hand score
    private boolean verbose = true;

    /** A game of this player with this system; calls setPointSystem, waiting at most POINT_SYSTEM_MILLIS. */
    public PokerSquares(PokerSquaresPlayer player, PokerSquaresPointSystem system) {
        this.player = player;
        this.system = system;
        this.penalty = 10 * Arrays.stream(system.getScoreTable()).min().getAsInt();
        Preparation.prepare(player, system, POINT_SYSTEM_MILLIS, POINT_SYSTEM_MILLIS);
    }

    /** Plays one game on a fresh random deal and returns its score; prints each move unless in playSequence. */
    public int play() {
        player.init();
        Card[][] grid = new Card[SIZE][SIZE];
        long millisRemaining = GAME_MILLIS;
        for (Card card : deal(random)) {
            long start = System.nanoTime();
            int[] play = player.getPlay(card, millisRemaining);
            millisRemaining -= (System.nanoTime() - start) / 1_000_000;
            if (millisRemaining < 0) {
                System.err.println(player.getName() + " ran out of time: the game scores " + penalty);
                return penalty;
            }
            if (play == null || play.length != 2 || !inGrid(play[0]) || !inGrid(play[1]) || grid[play[0]][play[1]] != null) {
                System.err.println(player.getName() + " played " + card + " at " + Arrays.toString(play)
                        + ", not an empty cell: the game scores " + penalty);
                return penalty;
            }
            grid[play[0]][play[1]] = card;
            if (verbose) {
                system.printGrid(grid);
                System.out.println();
            }
        }
        return system.getScore(grid);
    }

    /** Plays the deals startSeed, startSeed + 1, ...; prints each score and a summary; returns the scores. */
    public int[] playSequence(int numGames, long startSeed, boolean verbose) {
        this.verbose = verbose;
        int[] scores = new int[numGames];
        for (int i = 0; i < numGames; i++) {
            random.setSeed(startSeed + i);
            scores[i] = play();
            System.out.println(scores[i]);
        }
        if (numGames > 0) {
            double mean = Arrays.stream(scores).average().getAsDouble();
            double variance = Arrays.stream(scores).mapToDouble(s -> (s - mean) * (s - mean)).sum() / numGames;
            System.out.printf("Score Mean: %f, Standard Deviation: %f, Minimum: %d, Maximum: %d%n", mean,
                    Math.sqrt(variance), Arrays.stream(scores).min().getAsInt(), Arrays.stream(scores).max().getAsInt());
        }
        return scores;
    }

    /** The 25 cards of the deal of this seed, in the order drawn: the contest's deal, and pps's. */
    static List<Card> deal(long seed) {
        return deal(new Random(seed));
    }

    private static List<Card> deal(Random random) {
        List<Card> deck = new ArrayList<>(Arrays.asList(Card.getAllCards()));
        Collections.shuffle(deck, random);
        Collections.reverse(deck);  // the contest pushes the deck on a stack and pops it
        return deck.subList(0, SIZE * SIZE);
    }

    static boolean inGrid(int index) {
        return index >= 0 && index < SIZE;
    }
}
