package pokersquares;

/**
 * One of the 52 cards of a French deck, with the contest framework's public methods.
 *
 * <p>Ranks are 0..12 for A23456789TJQK and suits 0..3 for CDHS; a card's id is
 * {@code suit * 13 + rank}, the order in which the contest (and pps) build the deck before
 * shuffling it. There is exactly one object per card, so {@code ==} works as well as equals.
 */
public final class Card {
    public static final int NUM_RANKS = 13;
    public static final int NUM_SUITS = 4;
    public static final int NUM_CARDS = NUM_RANKS * NUM_SUITS;

    private static final String RANK_CHARS = "A23456789TJQK";
    private static final String SUIT_CHARS = "CDHS";
    private static final Card[] DECK = new Card[NUM_CARDS];

    static {
        for (int id = 0; id < NUM_CARDS; id++) DECK[id] = new Card(id % NUM_RANKS, id / NUM_RANKS);
    }

    private final int rank;
    private final int suit;

    private Card(int rank, int suit) {
        this.rank = rank;
        this.suit = suit;
    }

    /** The card written as rank then suit, e.g. "AH" or "TD"; null if the text is no card (as in the contest). */
    public static Card getCard(String text) {
        if (text == null || text.length() != 2) return null;
        int rank = RANK_CHARS.indexOf(text.charAt(0));
        int suit = SUIT_CHARS.indexOf(text.charAt(1));
        return rank < 0 || suit < 0 ? null : DECK[suit * NUM_RANKS + rank];
    }

    /** The card with this id (0..51, see getCardId). */
    public static Card getCard(int cardId) {
        if (cardId < 0 || cardId >= NUM_CARDS) throw new IllegalArgumentException("card id " + cardId + " is outside 0..51");
        return DECK[cardId];
    }

    /** All 52 cards in id order, in a new array the caller may change. */
    public static Card[] getAllCards() {
        return DECK.clone();
    }

    /** The one-character names of the ranks, index = rank: "A", "2", ..., "K". */
    public static String[] getRankNames() {
        return names(RANK_CHARS);
    }

    /** The one-character names of the suits, index = suit: "C", "D", "H", "S". */
    public static String[] getSuitNames() {
        return names(SUIT_CHARS);
    }

    private static String[] names(String chars) {
        String[] names = new String[chars.length()];
        for (int i = 0; i < names.length; i++) names[i] = String.valueOf(chars.charAt(i));
        return names;
    }

    /** 0..12 for A23456789TJQK. */
    public int getRank() {
        return rank;
    }

    /** 0..3 for CDHS. */
    public int getSuit() {
        return suit;
    }

    public boolean isAce() {
        return rank == 0;
    }

    /** suit * 13 + rank, 0..51. */
    public int getCardId() {
        return suit * NUM_RANKS + rank;
    }

    /** The contest's equality test (same rank and suit); false for null. */
    public boolean equals(Card other) {
        return other != null && other.rank == rank && other.suit == suit;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Card && equals((Card) other);
    }

    @Override
    public int hashCode() {
        return getCardId();
    }

    /** Rank then suit, e.g. "AH": the form the protocol uses. */
    @Override
    public String toString() {
        return "" + RANK_CHARS.charAt(rank) + SUIT_CHARS.charAt(suit);
    }
}
