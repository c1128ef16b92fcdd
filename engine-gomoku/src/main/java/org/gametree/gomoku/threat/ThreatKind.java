package org.gametree.gomoku.threat;

/**
 * What a move of the threat-space search is, for the tree explorer, the stepper and the
 * threat view. The attacker's moves are threats; the defender's are the answers the threat
 * model allows.
 */
public enum ThreatKind {
    /** The root of a search (no move). */
    ROOT("root", "根"),
    /** The attacker makes five: the game is won. */
    FIVE("five", "成五"),
    /** A four that cannot be stopped: two five points (a straight four), or one the defender may not block (Renju black). */
    STRAIGHT_FOUR("straight four", "活四"),
    /** A four: one five point, which the defender must block. */
    FOUR("four", "冲四"),
    /** A three: after it the attacker threatens a straight four. */
    THREE("three", "活三"),
    /** A forced block of the other side's five point. */
    BLOCK("block", "挡"),
    /** A defence against a three: after it the attacker has no straight four. */
    DEFENCE("defence", "防"),
    /** The defender's own four, a counter-threat the attacker must answer. */
    COUNTER_FOUR("counter-four", "反冲四");

    private final String english;
    private final String chinese;

    ThreatKind(String english, String chinese) {
        this.english = english;
        this.chinese = chinese;
    }

    /** The English name, e.g. "straight four". */
    public String english() {
        return english;
    }

    /** The Chinese name, e.g. "活四". */
    public String chinese() {
        return chinese;
    }

    private static final ThreatKind[] VALUES = values();

    /** The kind with the given ordinal (the solver keeps kinds as bytes). */
    public static ThreatKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
