package pokersquares;

/** A player's method threw: carries which method, and what it threw as the cause. */
public final class PlayerFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    PlayerFailure(String method, Throwable cause) {
        super(method + " threw", cause);
    }
}
