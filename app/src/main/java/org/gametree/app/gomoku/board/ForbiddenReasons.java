package org.gametree.app.gomoku.board;

import org.gametree.gomoku.ForbiddenPoints;

/**
 * The bundle keys that name a Renju forbidden-point reason to the user: {@code
 * gomoku.reason.doubleThree} is "double-three (3-3)" / "双三", and so on. The board's tooltips
 * and the view-model's refusal messages use the same words.
 */
public final class ForbiddenReasons {

    private ForbiddenReasons() {
    }

    /** The key of a reason's name; {@link ForbiddenPoints.Reason#NONE} has none. */
    public static String key(ForbiddenPoints.Reason reason) {
        return switch (reason) {
            case DOUBLE_THREE -> "gomoku.reason.doubleThree";
            case DOUBLE_FOUR -> "gomoku.reason.doubleFour";
            case OVERLINE -> "gomoku.reason.overline";
            case NONE -> throw new IllegalArgumentException("a point that is not forbidden has no reason");
        };
    }

    /** The CSS style class of a forbidden mark with this reason: {@code double-three}, … */
    public static String styleClass(ForbiddenPoints.Reason reason) {
        return reason.label();
    }
}
