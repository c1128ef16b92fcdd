package org.gametree.xiangqi.match;

/** An engine that could not be started or made ready, with why. */
public final class EngineException extends Exception {

    private static final long serialVersionUID = 1L;

    public EngineException(String message) {
        super(message);
    }

    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
