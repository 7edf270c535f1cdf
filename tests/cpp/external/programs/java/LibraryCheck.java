import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import pokersquares.*;

/**
 * For the Java client's tests: answers questions about the library, one a line, so that the
 * native test can compare each answer with pps's engine.
 *
 *   hand C1 C2 C3 C4 C5      the PokerHand id of the five cells ("--" is an empty cell)
 *   system KIND SEED NTH     the points of the NTH (0-based) system KIND generates after setSeed(SEED)
 *   deal SEED                the 25 cards of PokerSquares.playSequence's game with that seed
 */
public class LibraryCheck {
    public static void main(String[] args) throws IOException {
        PrintStream answers = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));  // playSequence prints scores
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        for (String line; (line = in.readLine()) != null; ) {
            String[] words = line.trim().split(" +");
            switch (words[0]) {
                case "hand": answers.println(handId(words)); break;
                case "system": answers.println(generated(words[1], Long.parseLong(words[2]), Integer.parseInt(words[3]))); break;
                case "deal": answers.println(deal(Long.parseLong(words[1]))); break;
                default: throw new IllegalArgumentException("unknown question: " + line);
            }
        }
    }

    private static int handId(String[] words) {
        Card[] hand = new Card[words.length - 1];
        for (int i = 1; i < words.length; i++) {
            hand[i - 1] = Card.getCard(words[i]);
            if (hand[i - 1] == null && !words[i].equals("--")) throw new IllegalArgumentException("no card " + words[i]);
        }
        if (PokerHand.getPokerHand(hand).id != PokerHand.getPokerHandId(hand)) throw new IllegalStateException("two ids");
        return PokerHand.getPokerHandId(hand);
    }

    private static String generated(String kind, long seed, int nth) {
        PokerSquaresPointSystem.setSeed(seed);
        PokerSquaresPointSystem system = null;
        for (int i = 0; i <= nth; i++) {
            switch (kind) {
                case "random": system = PokerSquaresPointSystem.getRandomPointSystem(); break;
                case "hypercorner": system = PokerSquaresPointSystem.getHypercornerPointSystem(); break;
                case "ameritish": system = PokerSquaresPointSystem.getAmeritishPointSystem(); break;
                case "single": system = PokerSquaresPointSystem.getSingleHandPointSystem(); break;
                default: throw new IllegalArgumentException("unknown generator " + kind);
            }
        }
        StringJoiner points = new StringJoiner(" ");
        for (int value : system.getScoreTable()) points.add(Integer.toString(value));
        return points.toString();
    }

    // The cards the local game deals for this seed, in the order drawn.
    private static String deal(long seed) {
        List<String> drawn = new ArrayList<>();
        PokerSquaresPlayer recorder = new PokerSquaresPlayer() {
            public void setPointSystem(PokerSquaresPointSystem system, long millis) {}
            public void init() { drawn.clear(); }
            public int[] getPlay(Card card, long millisRemaining) {
                drawn.add(card.toString());
                return new int[] {(drawn.size() - 1) / 5, (drawn.size() - 1) % 5};
            }
            public String getName() { return "recorder"; }
        };
        new PokerSquares(recorder, PokerSquaresPointSystem.getAmericanPointSystem()).playSequence(1, seed, false);
        return String.join(" ", drawn);
    }
}
