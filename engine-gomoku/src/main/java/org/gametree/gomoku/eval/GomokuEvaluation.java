package org.gametree.gomoku.eval;

import java.util.List;

import org.gametree.gomoku.GomokuPosition;

/**
 * A static evaluation of a Gomoku position from the side to move's point of view, with an
 * explanation whose values sum exactly to {@link #evaluate}.
 *
 * <p>An evaluation may keep incremental state: the search position calls {@link #reset} once
 * and then {@link #played}/{@link #removed} around every move. {@link #explain} always works
 * from scratch on the position it is given.
 */
public interface GomokuEvaluation {

    /** One row of an explanation: a pattern or term, the side it belongs to, where, its value. */
    record Term(String pattern, String side, String where, int value) {
    }

    String name();

    /** Starts incremental state for {@code position} (default: none). */
    default void reset(GomokuPosition position) {
    }

    /** {@code stone} was just placed on {@code point} (the position already shows it). */
    default void played(GomokuPosition position, int point, int stone) {
    }

    /** {@code stone} is about to be taken from {@code point} (the position still shows it). */
    default void removed(GomokuPosition position, int point, int stone) {
    }

    /** The value for the side to move. */
    int evaluate(GomokuPosition position);

    /** The terms of {@link #evaluate}, computed from scratch; their values sum to it exactly. */
    List<Term> explain(GomokuPosition position);

    /** The names {@link #byName} knows. */
    static List<String> names() {
        return List.of("line", "book", "threat", "pattern");
    }

    /**
     * A fresh evaluation: {@code line} (incremental line patterns), {@code book} (BOOK.md §5) or
     * {@code threat} (line patterns and the combination points of {@link ThreatPointEvaluation}).
     */
    static GomokuEvaluation byName(String name) {
        switch (name) {
            case "line": return new LinePatternEvaluation();
            case "book": return new BookPatternEvaluation();
            case "threat": return new ThreatPointEvaluation();
            case "pattern": return new PatternEvaluation();
            default: throw new IllegalArgumentException("unknown evaluation '" + name + "' (known: line, book, threat, pattern)");
        }
    }

    /**
     * A fresh evaluation by name, pattern with the given weights (a parameter file's); the
     * weights belong to pattern, so with another name they must be the defaults.
     *
     * @throws IllegalArgumentException for an unknown name, or weights other than the defaults
     *                                  for an evaluation that has none
     */
    static GomokuEvaluation byName(String name, PatternWeights weights) {
        if (name.equals(PatternWeights.EVALUATION)) {
            return new PatternEvaluation(weights);
        }
        GomokuEvaluation evaluation = byName(name);
        if (!weights.equals(PatternWeights.defaults())) {
            throw new IllegalArgumentException("parameter files are for the pattern evaluation, not " + name);
        }
        return evaluation;
    }

    /** "black" or "white". */
    static String sideName(int stone) {
        return stone == GomokuPosition.BLACK ? "black" : "white";
    }
}
