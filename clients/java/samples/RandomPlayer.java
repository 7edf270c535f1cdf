import java.util.Random;

import pokersquares.*;

/**
 * The random sample player: each card in an empty cell drawn at random (the contest's RandomPlayer).
 *
 *   build/pps play --player "external:cmd=java -cp build/java pokersquares.PlayerRunner RandomPlayer"
 */
public class RandomPlayer implements PokerSquaresPlayer {
    private static final int SIZE = PokerSquares.SIZE;

    private final Random random = new Random();
    private final int[] emptyCells = new int[SIZE * SIZE];  // row * SIZE + col; the first `empty` are free
    private int empty;

    @Override
    public void setPointSystem(PokerSquaresPointSystem system, long millis) {
        // Nothing to prepare: the points do not change where a random card goes.
    }

    @Override
    public void init() {
        for (int cell = 0; cell < emptyCells.length; cell++) emptyCells[cell] = cell;
        empty = emptyCells.length;
    }

    @Override
    public int[] getPlay(Card card, long millisRemaining) {
        int pick = random.nextInt(empty);
        int cell = emptyCells[pick];
        emptyCells[pick] = emptyCells[--empty];  // the last free cell fills the gap
        return new int[] {cell / SIZE, cell % SIZE};
    }

    @Override
    public String getName() {
        return "Random sample (Java)";
    }
}
