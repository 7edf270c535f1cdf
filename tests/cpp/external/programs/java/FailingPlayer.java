import pokersquares.*;

/**
 * For the Java client's tests: plays each card in the first empty cell, row by row, and throws
 * at the last card of each game. The client must end the program (pps loses that game and starts
 * it again for the next) with the stack trace in the log.
 */
public class FailingPlayer implements PokerSquaresPlayer {
    private int cards;

    @Override
    public void setPointSystem(PokerSquaresPointSystem system, long millis) {}

    @Override
    public void init() {
        cards = 0;
    }

    @Override
    public int[] getPlay(Card card, long millisRemaining) {
        if (cards == 24) throw new IllegalStateException("FailingPlayer fails at the last card, as planned");
        int cell = cards++;
        return new int[] {cell / 5, cell % 5};
    }

    @Override
    public String getName() {
        return "Failing player";
    }
}
