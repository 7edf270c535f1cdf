import java.io.IOException;

import pokersquares.*;

/**
 * For the Java client's tests: a player that writes to System.out in its constructor and in each
 * method, and reads System.in, as careless debugging code does. The client must keep all of it
 * off the protocol. It plays each card in the first empty cell, row by row. Its name holds a
 * control character and is longer than the protocol's 64 bytes of UTF-8, for the client to clean.
 */
public class ChattyPlayer implements PokerSquaresPlayer {
    private final boolean[] taken = new boolean[25];

    public ChattyPlayer() {
        System.out.println("ChattyPlayer: constructed");
    }

    @Override
    public void setPointSystem(PokerSquaresPointSystem system, long millis) {
        System.out.println("ChattyPlayer: point system\n" + system);
    }

    @Override
    public void init() {
        java.util.Arrays.fill(taken, false);
        System.out.print("ChattyPlayer: new game, unfinished line without a newline ");
    }

    @Override
    public int[] getPlay(Card card, long millisRemaining) {
        System.out.println("ChattyPlayer: got " + card + " with " + millisRemaining + " ms left");
        try {
            System.out.println("ChattyPlayer: System.in gives " + System.in.read());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        int cell = 0;
        while (taken[cell]) cell++;
        taken[cell] = true;
        System.out.printf("play %d %d%n", cell / 5, cell % 5);  // looks like an answer: must not reach pps
        return new int[] {cell / 5, cell % 5};
    }

    @Override
    public String getName() {
        return "Chatty\tplayer: " + "\u00e9".repeat(40);  // 15 bytes, then 2 bytes a character
    }
}
