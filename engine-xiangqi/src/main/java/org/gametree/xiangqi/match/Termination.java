package org.gametree.xiangqi.match;

/** Why a match game ended. */
public enum Termination {
    CHECKMATE("checkmate"),
    STALEMATE("stalemate (no legal move)"),
    PERPETUAL_CHECK("perpetual check"),
    REPETITION("repetition"),
    NO_CAPTURE_LIMIT("120 plies without a capture"),
    MAX_PLIES("move limit of the match"),
    ADJUDICATION("adjudicated by the engines' scores"),
    TIME_FORFEIT("loss on time"),
    ILLEGAL_MOVE("illegal move"),
    CRASH("engine crashed"),
    NO_ANSWER("engine did not answer");

    private final String text;

    Termination(String text) {
        this.text = text;
    }

    /** In words, for the live line and the PGN's Termination tag. */
    public String text() {
        return text;
    }

    /** Whether an engine failed (time, illegal move, crash, no answer) rather than the game ending by the rules. */
    public boolean isFault() {
        return this == TIME_FORFEIT || this == ILLEGAL_MOVE || this == CRASH || this == NO_ANSWER;
    }
}
