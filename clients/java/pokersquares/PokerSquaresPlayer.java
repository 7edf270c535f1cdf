package pokersquares;

/**
 * A Poker Squares player: the contest's four methods, with the contest's meanings.
 *
 * <p>The order of calls: setPointSystem (once for each point system, first of all), then for each
 * game init() and 25 calls of getPlay. The player keeps its own grid: getPlay is told only the
 * card just drawn, and each legal answer is played as given.
 *
 * <p>To play in pps, give the class a public constructor (without arguments, or with arguments
 * of simple types given on the command line) and run it with {@link PlayerRunner}.
 */
public interface PokerSquaresPlayer {
    /**
     * A new point system for the games that follow. The player may prepare for up to {@code millis}
     * milliseconds (the contest's five minutes by default); it is asked to play when this method
     * returns or when the time is up, whichever is first, and may keep working on a thread of its own.
     */
    void setPointSystem(PokerSquaresPointSystem system, long millis);

    /** A new game begins on an empty grid. */
    void init();

    /**
     * Where the card just drawn goes: {row, col}, each 0..4, an empty cell. {@code millisRemaining}
     * is what is left of the game's clock; an answer after it runs out, or an illegal one, loses the
     * game with ten times the system's least hand score.
     */
    int[] getPlay(Card card, long millisRemaining);

    /** The player's name in reports (pps keeps 1 to 64 printable characters). */
    String getName();
}
