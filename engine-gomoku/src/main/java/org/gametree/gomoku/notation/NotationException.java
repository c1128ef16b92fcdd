package org.gametree.gomoku.notation;

/** Input in a Gomoku notation that cannot be read; the message says where and why. */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
