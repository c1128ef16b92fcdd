package org.gametree.xiangqi.eval;

import java.util.List;

import org.gametree.xiangqi.Position;

/**
 * A static evaluation of Xiangqi positions, from the point of view of the side to move, in
 * centipawn-like units. Every evaluation can also {@link #explain} a position: the terms that
 * make up its value, which add up exactly to {@link #evaluate}.
 */
public interface XiangqiEvaluation {

    /** The value of the position for the side to move. */
    int evaluate(Position position);

    /** The value split into its terms; {@code explain(p).total() == evaluate(p)}. */
    Explanation explain(Position position);

    /** A short name for the command line and the UI ("book", "pst", "rich"). */
    String name();

    /** A new evaluation like this one, weights included (for another search thread). */
    default XiangqiEvaluation copy() {
        return byName(name());
    }

    /**
     * The evaluation engines play with unless told otherwise (UCI, matches, tactics, the
     * workbench's engine players): rich, which beat pst +26 =10 -14 (62 %, Elo +85 ± 97) in
     * self-play with pst given 1.5 times the nodes, what rich's extra terms cost (issue 12).
     * Searching and stepping default to pst: its values are the ones a student can follow.
     */
    String FOR_PLAY = RichEvaluation.NAME;

    /** The evaluations by name, in a stable order. */
    static List<String> names() {
        return List.of(BookEvaluation.NAME, PieceSquareEvaluation.NAME, RichEvaluation.NAME);
    }

    /**
     * A new evaluation by name.
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    static XiangqiEvaluation byName(String name) {
        switch (name) {
            case BookEvaluation.NAME:
                return new BookEvaluation();
            case PieceSquareEvaluation.NAME:
                return new PieceSquareEvaluation();
            case RichEvaluation.NAME:
                return new RichEvaluation();
            default:
                throw new IllegalArgumentException("unknown evaluation '" + name + "'; known: "
                        + String.join(", ", names()));
        }
    }

    /**
     * A new evaluation by name, rich with the given weights (a parameter file's); the weights
     * belong to rich, so with another name they must be the defaults.
     *
     * @throws IllegalArgumentException for an unknown name, or weights other than the defaults for
     *                                  an evaluation that has none
     */
    static XiangqiEvaluation byName(String name, EvalParameters parameters) {
        if (name.equals(RichEvaluation.NAME)) {
            return new RichEvaluation(parameters);
        }
        XiangqiEvaluation evaluation = byName(name);
        if (!parameters.equals(EvalParameters.defaults())) {
            throw new IllegalArgumentException("parameter files are for the rich evaluation, not " + name);
        }
        return evaluation;
    }
}
