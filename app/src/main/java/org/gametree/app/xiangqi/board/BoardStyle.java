package org.gametree.app.xiangqi.board;

/**
 * How the board itself looks. Each style is a style class on the control ({@link #styleClass()})
 * whose rule in {@code xiangqi-board.css} redefines the board's looked-up colours; nothing else
 * changes, so every style draws the same shapes.
 */
public enum BoardStyle {
    /** Warm wood with a soft grain-like gradient: the classic look. */
    WOOD,
    /** Cream paper with fine dark lines, like a printed book diagram. */
    PAPER,
    /** Pale green jade with deep green lines. */
    JADE;

    /** The control's style class for this style, e.g. {@code board-wood}. */
    public String styleClass() {
        return "board-" + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The bundle key of the style's name, e.g. {@code board.style.wood}. */
    public String textKey() {
        return "board.style." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
