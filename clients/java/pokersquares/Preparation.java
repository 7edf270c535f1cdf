package pokersquares;

/**
 * Runs a player's setPointSystem as the contest does: on a thread of its own, waiting for it at
 * most a given time. A player that prepares longer goes on preparing in the background (the
 * contest allows it); it is asked to play anyway.
 */
final class Preparation {
    private final Thread thread;
    private Throwable failure;  // what setPointSystem threw, if it did
    private boolean abandoned;  // the caller stopped waiting: report a late failure here

    private Preparation(PokerSquaresPlayer player, PokerSquaresPointSystem system, long millis) {
        thread = new Thread(() -> {
            try {
                player.setPointSystem(system, millis);
            } catch (Throwable thrown) {
                failed(thrown);
            }
        }, "setPointSystem");
        thread.setDaemon(true);  // a player still preparing must not keep the program alive at the end
    }

    /**
     * Calls player.setPointSystem(system, millis) and returns when it returns or after waitMillis,
     * whichever is first. Throws PlayerFailure if it threw in that time.
     */
    static void prepare(PokerSquaresPlayer player, PokerSquaresPointSystem system, long millis, long waitMillis) {
        Preparation preparation = new Preparation(player, system, millis);
        preparation.thread.start();
        try {
            if (waitMillis > 0) preparation.thread.join(waitMillis);  // join(0) would wait forever
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        preparation.collect();
    }

    private synchronized void failed(Throwable thrown) {
        failure = thrown;
        if (abandoned) {
            System.err.println("setPointSystem failed after its time was up:");
            thrown.printStackTrace();
        }
    }

    private synchronized void collect() {
        abandoned = true;
        if (failure != null) throw new PlayerFailure("setPointSystem", failure);
    }
}
