package pokersquares;

/**
 * The ten hand categories of Poker Squares, lowest first, and the classification of a row or
 * column as it stands, the contest framework's way.
 *
 * <p>A hand of fewer than five cards (nulls are empty cells) counts only what its ranks repeat:
 * pairs, two pairs, three or four of a kind; an empty or unpaired hand is high card. Straights,
 * flushes and full houses need five cards. This is what pps scores, so a player that trusts these
 * values sees the grid as pps does.
 */
public enum PokerHand {
    HIGH_CARD(0, "high card"),
    ONE_PAIR(1, "one pair"),
    TWO_PAIR(2, "two pair"),
    THREE_OF_A_KIND(3, "three of a kind"),
    STRAIGHT(4, "straight"),
    FLUSH(5, "flush"),
    FULL_HOUSE(6, "full house"),
    FOUR_OF_A_KIND(7, "four of a kind"),
    STRAIGHT_FLUSH(8, "straight flush"),
    ROYAL_FLUSH(9, "royal flush");

    public static final int NUM_HANDS = 10;

    /** The index of this category in a point system's table (0..9). */
    public final int id;
    /** Its name in words, e.g. "two pair". */
    public final String name;

    PokerHand(int id, String name) {
        this.id = id;
        this.name = name;
    }

    /** The category of up to five cards; null entries are empty cells and do not count. */
    public static PokerHand getPokerHand(Card[] hand) {
        int[] rankCounts = new int[Card.NUM_RANKS];
        int cards = 0;
        int suitMask = 0;
        for (Card card : hand) {
            if (card == null) continue;
            cards++;
            rankCounts[card.getRank()]++;
            suitMask |= 1 << card.getSuit();
        }
        int pairs = 0, threes = 0, fours = 0, lowest = -1;
        for (int rank = 0; rank < Card.NUM_RANKS; rank++) {
            int count = rankCounts[rank];
            if (count == 2) pairs++;
            else if (count == 3) threes++;
            else if (count >= 4) fours++;
            if (count > 0 && lowest < 0) lowest = rank;
        }
        boolean flush = cards == 5 && Integer.bitCount(suitMask) == 1;
        boolean royal = cards == 5 && runOfOnes(rankCounts, 9, 4) && rankCounts[0] == 1;  // T J Q K and A
        boolean straight = royal || (cards == 5 && lowest >= 0 && runOfOnes(rankCounts, lowest, 5));
        if (flush && royal) return ROYAL_FLUSH;
        if (flush && straight) return STRAIGHT_FLUSH;
        if (fours > 0) return FOUR_OF_A_KIND;
        if (threes > 0 && pairs > 0) return FULL_HOUSE;
        if (flush) return FLUSH;
        if (straight) return STRAIGHT;
        if (threes > 0) return THREE_OF_A_KIND;
        if (pairs >= 2) return TWO_PAIR;
        if (pairs == 1) return ONE_PAIR;
        return HIGH_CARD;
    }

    /** The id (0..9) of getPokerHand(hand). */
    public static int getPokerHandId(Card[] hand) {
        return getPokerHand(hand).id;
    }

    // Whether the `length` ranks from `first` on each hold exactly one card.
    private static boolean runOfOnes(int[] rankCounts, int first, int length) {
        if (first + length > Card.NUM_RANKS) return false;
        for (int rank = first; rank < first + length; rank++)
            if (rankCounts[rank] != 1) return false;
        return true;
    }

    /** The name in words, as the contest prints it. */
    @Override
    public String toString() {
        return name;
    }
}
