import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import pokersquares.*;  // the one line a contest player needs added

/**
 * For the Java client's tests: a player written the contest framework's way (default package, a
 * constructor with an argument, a main that plays a local game) that calls the contest API a
 * contest player calls. It prepares on the calling thread for all of its preparation time (at
 * most a second) and a second more, as the contest allows, so a client whose "ready" waited for
 * it would be a second late; it then plays greedily, ties broken at random.
 */
public class ContestStylePlayer implements PokerSquaresPlayer {
    private final int SIZE = PokerSquares.SIZE;
    private final Random random;
    private final int seed;
    private PokerSquaresPointSystem system;
    private final Card[][] grid = new Card[SIZE][SIZE];
    private final int[] handCounts = new int[PokerHand.NUM_HANDS];
    /** How long it goes on preparing past its preparation time. */
    static final long OVERRUN_MILLIS = 1000;

    public ContestStylePlayer(int seed) {
        this.seed = seed;
        this.random = new Random(seed);
    }

    @Override
    public void setPointSystem(PokerSquaresPointSystem system, long millis) {
        this.system = system;
        // Counts the categories of random five-card hands until a second past its time, as a
        // player that learns during its preparation, and overruns it, would.
        long end = System.currentTimeMillis() + Math.min(millis, 1000) + OVERRUN_MILLIS;
        List<Card> deck = new ArrayList<>();
        Collections.addAll(deck, Card.getAllCards());
        while (System.currentTimeMillis() < end) {
            Collections.shuffle(deck, random);
            handCounts[PokerHand.getPokerHand(deck.subList(0, 5).toArray(new Card[5])).id]++;
        }
        System.out.println("prepared on " + java.util.Arrays.toString(handCounts));
    }

    @Override
    public void init() {
        for (int row = 0; row < SIZE; row++)
            for (int col = 0; col < SIZE; col++)
                grid[row][col] = null;
    }

    @Override
    public int[] getPlay(Card card, long millisRemaining) {
        if (!card.equals(Card.getCard(card.toString())) || Card.getCard(card.getCardId()) != card
                || Card.getRankNames()[card.getRank()].charAt(0) != card.toString().charAt(0)
                || Card.getSuitNames()[card.getSuit()].charAt(0) != card.toString().charAt(1))
            throw new IllegalStateException("the Card API disagrees with itself about " + card);
        if (millisRemaining <= 0 || millisRemaining > PokerSquares.GAME_MILLIS)
            throw new IllegalStateException("millisRemaining " + millisRemaining);
        int bestScore = Integer.MIN_VALUE;
        ArrayList<int[]> bestPlays = new ArrayList<int[]>();
        for (int row = 0; row < SIZE; row++)
            for (int col = 0; col < SIZE; col++) {
                if (grid[row][col] != null) continue;
                grid[row][col] = card;
                int score = system.getScore(grid);
                grid[row][col] = null;
                if (score > bestScore) bestPlays.clear();
                if (score >= bestScore) {
                    bestScore = score;
                    bestPlays.add(new int[] {row, col});
                }
            }
        int[] play = bestPlays.get(random.nextInt(bestPlays.size()));
        grid[play[0]][play[1]] = card;
        return play;
    }

    @Override
    public String getName() {
        return "ContestStylePlayer" + seed;
    }

    /** A local game with a generated point system, as the contest's samples have. */
    public static void main(String[] args) {
        PokerSquaresPointSystem.setSeed(7);
        PokerSquaresPointSystem system = PokerSquaresPointSystem.getAmeritishPointSystem();
        System.out.println(system);
        new PokerSquares(new ContestStylePlayer(1), system).play();
    }
}
