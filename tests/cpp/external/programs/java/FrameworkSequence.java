import pokersquares.*;  // the one line a contest program needs added

/**
 * For the Java client's tests: a batch of games played the contest framework's way, by a
 * program written against its interface, with pps's champion in it through PpsServePlayer:
 *
 *   java FrameworkSequence SYSTEM FIRST_SEED GAMES COMMAND
 *
 * SYSTEM is american or british; COMMAND runs pps serve. Prints each game's score, then the
 * framework's summary line.
 */
public class FrameworkSequence {
    public static void main(String[] args) {
        PokerSquaresPointSystem system = args[0].equals("british") ? PokerSquaresPointSystem.getBritishPointSystem()
                : PokerSquaresPointSystem.getAmericanPointSystem();
        PpsServePlayer player = new PpsServePlayer(args[3]);
        new PokerSquares(player, system).playSequence(Integer.parseInt(args[2]), Long.parseLong(args[1]), false);
        player.close();
    }
}
