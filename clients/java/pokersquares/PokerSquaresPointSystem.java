package pokersquares;

import java.util.Random;

/**
 * A point system: the points of each of the ten hand categories (PokerHand order), each in
 * [-128, 127], with the contest framework's public methods.
 *
 * <p>A grid is {@code Card[5][5]}, {@code grid[row][col]}, null for an empty cell. Its score is the
 * sum of its five rows and five columns, each classified as it stands (PokerHand): pps scores a
 * finished grid the same way.
 *
 * <p>The random generators draw from one shared java.util.Random in the contest's order, so after
 * {@code setSeed(s)} the n-th generated system is the contest's, and pps's {@code random:s:n}
 * (likewise hypercorner, ameritish and single).
 */
public class PokerSquaresPointSystem {
    private static final int MIN_POINTS = -128;
    private static final int MAX_POINTS = 127;
    private static final int SIZE = PokerSquares.SIZE;
    private static final int[] AMERICAN = {0, 2, 5, 10, 15, 20, 25, 50, 75, 100};
    private static final int[] BRITISH = {0, 1, 3, 6, 12, 5, 10, 16, 30, 30};
    private static final Random RANDOM = new Random();

    private final int[] scores;

    /** The system with these ten points (high card first); values outside [-128, 127] are clamped. */
    public PokerSquaresPointSystem(int[] scores) {
        if (scores == null || scores.length != PokerHand.NUM_HANDS)
            throw new IllegalArgumentException("a point system has " + PokerHand.NUM_HANDS + " scores, high card to royal flush");
        this.scores = new int[PokerHand.NUM_HANDS];  // a copy: the caller's array stays theirs
        for (int i = 0; i < scores.length; i++) this.scores[i] = Math.max(MIN_POINTS, Math.min(MAX_POINTS, scores[i]));
    }

    /** The points of a row or column of up to five cards (null for an empty cell), as it stands. */
    public int getHandScore(Card[] hand) {
        return scores[PokerHand.getPokerHandId(hand)];
    }

    public int getHandScore(PokerHand hand) {
        return scores[hand.id];
    }

    public int getHandScore(int pokerHandId) {
        return scores[pokerHandId];
    }

    /** The ten points, high card first, in a new array. */
    public int[] getScoreTable() {
        return scores.clone();
    }

    /** The grid's total as it stands: what pps scores when it is full. */
    public int getScore(Card[][] grid) {
        int total = 0;
        for (int points : getHandScores(grid)) total += points;
        return total;
    }

    /** The points of rows 0..4, then of columns 0..4. */
    public int[] getHandScores(Card[][] grid) {
        int[] points = new int[2 * SIZE];
        Card[] line = new Card[SIZE];
        for (int row = 0; row < SIZE; row++) {
            for (int col = 0; col < SIZE; col++) line[col] = grid[row][col];
            points[row] = getHandScore(line);
        }
        for (int col = 0; col < SIZE; col++) {
            for (int row = 0; row < SIZE; row++) line[row] = grid[row][col];
            points[SIZE + col] = getHandScore(line);
        }
        return points;
    }

    public static PokerSquaresPointSystem getAmericanPointSystem() {
        return new PokerSquaresPointSystem(AMERICAN);
    }

    /** The British (U.K.) point system. */
    public static PokerSquaresPointSystem getBritishPointSystem() {
        return new PokerSquaresPointSystem(BRITISH);
    }

    /** One point for the given category (0..9), nothing for the others. */
    public static PokerSquaresPointSystem getSingleHandPointSystem(int pokerHandId) {
        int[] scores = new int[PokerHand.NUM_HANDS];
        scores[pokerHandId] = 1;
        return new PokerSquaresPointSystem(scores);
    }

    /** Seeds the generators below (the contest's setSeed). */
    public static void setSeed(long seed) {
        RANDOM.setSeed(seed);
    }

    /** Each category's points drawn uniformly from [-128, 127]. */
    public static PokerSquaresPointSystem getRandomPointSystem() {
        int[] scores = new int[PokerHand.NUM_HANDS];
        for (int i = 0; i < scores.length; i++) scores[i] = MIN_POINTS + RANDOM.nextInt(MAX_POINTS - MIN_POINTS + 1);
        return new PokerSquaresPointSystem(scores);
    }

    /** Each category worth 1 or -1, a coin toss each. */
    public static PokerSquaresPointSystem getHypercornerPointSystem() {
        int[] scores = new int[PokerHand.NUM_HANDS];
        for (int i = 0; i < scores.length; i++) scores[i] = RANDOM.nextBoolean() ? 1 : -1;
        return new PokerSquaresPointSystem(scores);
    }

    /** One point for one category drawn at random. */
    public static PokerSquaresPointSystem getSingleHandPointSystem() {
        return getSingleHandPointSystem(RANDOM.nextInt(PokerHand.NUM_HANDS));
    }

    /**
     * Between American and British: a royal flush worth 30..100, then each category from one pair
     * to straight flush drawn between the two systems' values as fractions of their royal flush.
     */
    public static PokerSquaresPointSystem getAmeritishPointSystem() {
        int[] scores = new int[PokerHand.NUM_HANDS];
        int top = PokerHand.ROYAL_FLUSH.id;
        scores[top] = 30 + RANDOM.nextInt(71);
        for (int i = PokerHand.ONE_PAIR.id; i < top; i++) {
            double american = (double) AMERICAN[i] / AMERICAN[top];
            double british = (double) BRITISH[i] / BRITISH[top];
            double low = Math.min(american, british), high = Math.max(american, british);
            scores[i] = (int) Math.round(scores[top] * (low + RANDOM.nextDouble() * (high - low)));
        }
        return new PokerSquaresPointSystem(scores);
    }

    /** Prints the grid ("--" for an empty cell) with each row's points, each column's, and the total. */
    public void printGrid(Card[][] grid) {
        int[] points = getHandScores(grid);
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < SIZE; row++) {
            for (int col = 0; col < SIZE; col++) text.append(' ').append(grid[row][col] == null ? "--" : grid[row][col]).append(' ');
            text.append(String.format("%3d%n", points[row]));
        }
        for (int col = 0; col < SIZE; col++) text.append(String.format("%3d ", points[SIZE + col]));
        text.append(String.format("%3d Total%n", getScore(grid)));
        System.out.print(text);
    }

    /** A table of the categories and their points, one a line. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(String.format("%-15s %s%n", "Hand Name", "Points"));
        for (PokerHand hand : PokerHand.values()) text.append(String.format("%-15s %4d%n", hand.name, scores[hand.id]));
        return text.toString();
    }
}
