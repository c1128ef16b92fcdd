package org.gametree.xiangqi.endgame;

import java.io.IOException;

/** An endgame file that cannot be used: not a table, another version or set, or corrupt. */
public final class EndgameFileException extends IOException {

    private static final long serialVersionUID = 1L;

    public EndgameFileException(String message) {
        super(message);
    }
}
