package org.gametree.app.xiangqi.board;

/**
 * How pieces are drawn. The disc and its colours come from the stylesheet (the control carries
 * {@link #styleClass()}); the character on the disc comes from {@link #glyph(int)}.
 */
public enum PieceStyle {
    /** Engraved wooden discs with the Chinese character in the side's ink. */
    TRADITIONAL(false),
    /** Flat discs filled with the side's colour and a light character: high contrast, modern. */
    FLAT(false),
    /**
     * Wooden discs with the WXF letter (K A E H R C P) instead of the character, for players who
     * cannot read the Chinese pieces yet; the colour tells the side.
     */
    LETTERS(true);

    private final boolean latin;

    PieceStyle(boolean latin) {
        this.latin = latin;
    }

    /** The text on a piece disc in this style. */
    public String glyph(int pieceId) {
        return latin ? BoardGlyphs.wxfLetter(pieceId) : BoardGlyphs.piece(pieceId);
    }

    /** Whether the glyphs are Latin letters (drawn with the sans font, which covers them). */
    public boolean isLatin() {
        return latin;
    }

    /** The control's style class for this style, e.g. {@code pieces-flat}. */
    public String styleClass() {
        return "pieces-" + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The bundle key of the style's name, e.g. {@code board.pieces.flat}. */
    public String textKey() {
        return "board.pieces." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
