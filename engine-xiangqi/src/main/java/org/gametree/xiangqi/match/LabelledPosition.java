package org.gametree.xiangqi.match;

import java.util.Objects;

/**
 * A position from a game, labelled for tuning: how the game ended for Red and what the engine
 * that moved there thought of it. Both are from Red's side whoever is to move, so a tuner
 * compares them with an evaluation from Red's side without looking at the FEN's side field.
 *
 * @param fen    the position, as {@link org.gametree.xiangqi.Fen#write} writes it
 * @param result the game's result for Red: 1 (Red won), 0.5 (draw) or 0 (Black won)
 * @param score  the engine's score in centipawns from Red's side, or null when unknown
 */
public record LabelledPosition(String fen, double result, Integer score) {

    public LabelledPosition {
        Objects.requireNonNull(fen, "fen");
        if (result != 0 && result != 0.5 && result != 1) {
            throw new IllegalArgumentException("a result for Red is 1, 0.5 or 0, got " + result);
        }
    }

    /** The result as PGN writes it, from Red's side: "1-0", "0-1" or "1/2-1/2". */
    public String resultText() {
        return result == 1 ? "1-0" : result == 0 ? "0-1" : "1/2-1/2";
    }

    /** The result for Red of a PGN result text, or -1 if the text is none of "1-0", "0-1", "1/2-1/2". */
    static double parseResult(String text) {
        switch (text) {
            case "1-0": return 1;
            case "0-1": return 0;
            case "1/2-1/2": return 0.5;
            default: return -1;
        }
    }
}
