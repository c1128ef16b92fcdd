package org.gametree.xiangqi.endgame;

import java.util.Locale;

/** The value of a position for the side to move, with best play by both sides. */
public enum Outcome {
    WIN, DRAW, LOSS;

    static Outcome ofValue(int value) {
        switch (value) {
            case EndgameTable.WIN: return WIN;
            case EndgameTable.DRAW: return DRAW;
            case EndgameTable.LOSS: return LOSS;
            default: throw new IllegalStateException("not a position (value " + value + ")");
        }
    }

    /** "win", "draw", "loss": the JSON spelling. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
