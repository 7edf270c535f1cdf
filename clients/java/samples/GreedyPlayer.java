import pokersquares.*;

/**
 * The greedy sample player: each card where the grid would score the most if the game ended now
 * (partial rows and columns counted as PokerHand classifies them), the first such cell, row by
 * row, among equals. pps's built-in twin, greedy:eval=points,ties=first, plays exactly the same
 * games.
 *
 *   build/pps play --player "external:cmd=java -cp build/java pokersquares.PlayerRunner GreedyPlayer"
 */
public class GreedyPlayer implements PokerSquaresPlayer {
    private static final int SIZE = PokerSquares.SIZE;

    private PokerSquaresPointSystem system;
    private final Card[][] grid = new Card[SIZE][SIZE];

    @Override
    public void setPointSystem(PokerSquaresPointSystem system, long millis) {
        this.system = system;
    }

    @Override
    public void init() {
        for (Card[] row : grid) java.util.Arrays.fill(row, null);
    }

    @Override
    public int[] getPlay(Card card, long millisRemaining) {
        int[] best = null;
        int bestScore = Integer.MIN_VALUE;
        for (int row = 0; row < SIZE; row++) {
            for (int col = 0; col < SIZE; col++) {
                if (grid[row][col] != null) continue;
                grid[row][col] = card;
                int score = system.getScore(grid);
                grid[row][col] = null;
                if (best == null || score > bestScore) {  // strictly better: the first cell keeps a tie
                    best = new int[] {row, col};
                    bestScore = score;
                }
            }
        }
        grid[best[0]][best[1]] = card;
        return best;
    }

    @Override
    public String getName() {
        return "Greedy sample (Java)";
    }
}
