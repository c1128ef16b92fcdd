package org.gametree.xiangqi;

/**
 * Piece types, sides and the piece identifiers stored on the board.
 *
 * <p>Every piece on the board has an identifier 16..47 (0 = empty square): bit 4 (16) marks Red,
 * bit 5 (32) marks Black, and the low four bits are a slot whose type is fixed — slot 0 the king,
 * 1–2 advisors, 3–4 elephants, 5–6 horses, 7–8 rooks, 9–10 cannons, 11–15 pawns. The slots are
 * the piece lists: {@code Position.squareOf(id)} is where that piece stands. Piece kinds
 * ({@code type + 7 * side}, 0..13) are what Zobrist keys and FEN letters distinguish.
 */
public final class Piece {

    public static final int RED = 0;
    public static final int BLACK = 1;

    public static final int KING = 0;
    public static final int ADVISOR = 1;
    public static final int ELEPHANT = 2;
    public static final int HORSE = 3;
    public static final int ROOK = 4;
    public static final int CANNON = 5;
    public static final int PAWN = 6;
    public static final int TYPES = 7;

    /** Identifier range: ids are 16..47. */
    public static final int ID_LIMIT = 48;

    /** First slot of each type and how many slots it has (its maximum count per side). */
    static final int[] FIRST_SLOT = {0, 1, 3, 5, 7, 9, 11};
    static final int[] MAX_COUNT = {1, 2, 2, 2, 2, 2, 5};

    private static final int[] SLOT_TYPE = {
        KING, ADVISOR, ADVISOR, ELEPHANT, ELEPHANT, HORSE, HORSE, ROOK, ROOK, CANNON, CANNON,
        PAWN, PAWN, PAWN, PAWN, PAWN
    };

    private static final String FEN_LETTERS = "KABNRCPkabnrcp";
    private static final String RED_CHINESE = "帅仕相马车炮兵";
    private static final String BLACK_CHINESE = "将士象马车炮卒";
    private static final String[] ENGLISH = {"king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"};

    private Piece() {
    }

    /** 16 for Red, 32 for Black: the bit every id of that side has. */
    public static int sideTag(int side) {
        return 16 << side;
    }

    public static int type(int id) {
        return SLOT_TYPE[id & 15];
    }

    public static int side(int id) {
        return id >> 5;
    }

    /** Kind 0..13 = type + 7 * side. */
    public static int kind(int id) {
        return SLOT_TYPE[id & 15] + TYPES * (id >> 5);
    }

    /** Kind of a piece id, or -1 for an empty square (id 0). */
    public static int kindOrEmpty(int id) {
        return id == 0 ? -1 : kind(id);
    }

    public static char fenLetter(int kind) {
        return FEN_LETTERS.charAt(kind);
    }

    /** The kind for a FEN letter, or -1. Accepts E/H as aliases of B/N (WXF letters). */
    public static int kindOfFenLetter(char c) {
        int k = FEN_LETTERS.indexOf(c);
        if (k >= 0) {
            return k;
        }
        switch (c) {
            case 'E': return ELEPHANT;
            case 'H': return HORSE;
            case 'e': return ELEPHANT + TYPES;
            case 'h': return HORSE + TYPES;
            default: return -1;
        }
    }

    /** The usual Chinese character of a piece of that type and side (帅 vs 将, 兵 vs 卒). */
    public static char chinese(int type, int side) {
        return (side == RED ? RED_CHINESE : BLACK_CHINESE).charAt(type);
    }

    public static String englishName(int type) {
        return ENGLISH[type];
    }

    public static String sideName(int side) {
        return side == RED ? "red" : "black";
    }
}
