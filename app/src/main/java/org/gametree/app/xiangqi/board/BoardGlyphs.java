package org.gametree.app.xiangqi.board;

import org.gametree.xiangqi.Piece;

/**
 * Every character drawn on the board. They are part of the board's artwork, the same in every UI
 * language, and all of them must exist in the bundled serif font (FontCoverageTest checks that
 * against {@link #ALL}; {@code resources/tools/subset-fonts.sh} lists the same characters).
 */
public final class BoardGlyphs {

    /** The river words, read left to right from Red's side: 楚河 (Chu river), 汉界 (Han border). */
    public static final String RIVER = "楚河汉界";

    /** Red numbers files from Red's right with Chinese numerals: index 0 is 一. */
    public static final String RED_FILE_NUMBERS = "一二三四五六七八九";

    /** Black numbers files from Black's right with Arabic digits. */
    public static final String BLACK_FILE_NUMBERS = "123456789";

    /**
     * WXF piece letters by piece type (king, advisor, elephant, horse, rook, cannon, pawn). They
     * are drawn with the sans font, whose subset covers all of ASCII.
     */
    public static final String WXF_LETTERS = "KAEHRCP";

    /** Pieces, river and file numbers: what the serif font subset must cover. */
    public static final String ALL;

    static {
        StringBuilder all = new StringBuilder();
        for (int side = Piece.RED; side <= Piece.BLACK; side++) {
            for (int type = 0; type < Piece.TYPES; type++) {
                all.append(Piece.chinese(type, side));
            }
        }
        ALL = all.append(RIVER).append(RED_FILE_NUMBERS).append(BLACK_FILE_NUMBERS).toString();
    }

    private BoardGlyphs() {
    }

    /** The character on a piece disc, e.g. 炮 for either side's cannon, 帅 for Red's king. */
    public static String piece(int pieceId) {
        return String.valueOf(Piece.chinese(Piece.type(pieceId), Piece.side(pieceId)));
    }

    /** The WXF letter of a piece, the same for both sides (the disc's colour tells the side). */
    public static String wxfLetter(int pieceId) {
        return String.valueOf(WXF_LETTERS.charAt(Piece.type(pieceId)));
    }

    /**
     * The label of a file (0..8 = a..i) on Red's edge: Red counts from its right, so file i is
     * 一 and file a is 九.
     */
    public static String redFileLabel(int file) {
        return String.valueOf(RED_FILE_NUMBERS.charAt(8 - file));
    }

    /** The label of a file on Black's edge: Black counts from its right (Red's left), so file a is 1. */
    public static String blackFileLabel(int file) {
        return String.valueOf(BLACK_FILE_NUMBERS.charAt(file));
    }
}
