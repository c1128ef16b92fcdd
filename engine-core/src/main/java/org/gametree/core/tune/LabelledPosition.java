package org.gametree.core.tune;

/**
 * A position with what its game taught: the result for the first player (Xiangqi's Red,
 * Gomoku's Black) — 1 a win, 0.5 a draw, 0 a loss — and the playing engine's score from the
 * first player's side, if it said one. The position is the game's own text (a FEN, a move
 * list); the game checks it.
 */
public record LabelledPosition(String position, double result, Integer score) {

    public LabelledPosition {
        if (result != 0 && result != 0.5 && result != 1) {
            throw new IllegalArgumentException("a result is 1, 0.5 or 0, got " + result);
        }
        if (position.isEmpty() || position.indexOf(';') >= 0 || position.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("a position is one line without ';', got '" + position + "'");
        }
    }

    /** The first player's result of a PGN result text, or -1 if the text is none of "1-0", "0-1", "1/2-1/2". */
    public static double parseResult(String text) {
        switch (text) {
            case "1-0": return 1;
            case "0-1": return 0;
            case "1/2-1/2": return 0.5;
            default: return -1;
        }
    }

    /** The result as PGN writes it: 1-0, 1/2-1/2 or 0-1 (the first player's). */
    public String resultText() {
        return result == 1 ? "1-0" : result == 0 ? "0-1" : "1/2-1/2";
    }
}
