package org.gametree.xiangqi;

import java.util.Arrays;

/**
 * Reads and writes FEN as Pikafish and ElephantEye write it:
 * {@code rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1} — ranks from 9
 * (Black's back rank) down to 0, Red in upper case, {@code w} (or {@code r}) for Red to move and
 * {@code b} for Black. The castling and en-passant fields, when present, are {@code -}; the
 * halfmove clock (plies since the last capture) and the full-move number are optional.
 *
 * <p>Reading validates everything a position needs to be reachable in a game, and rejects the
 * first problem found with a {@link FenException} naming the field.
 */
public final class Fen {

    private static final String BOARD = "board";
    private static final FenException.Details NONE = FenException.Details.NONE;
    /** The longest halfmove clock or move number read: 999999999 leaves room to count on. */
    private static final int MAX_DIGITS = 9;

    private Fen() {
    }

    /** Parses and validates a FEN. */
    public static Position parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException(FenException.Error.EMPTY, BOARD, NONE, "the FEN is empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length > 6) {
            throw new FenException(FenException.Error.TOO_MANY_FIELDS, "FEN", NONE.withCount(fields.length, 6),
                    "expected at most 6 fields (board, side, -, -, halfmove clock, move number), found " + fields.length);
        }
        int[] kindAt = readBoard(fields[0]);
        if (fields.length < 2) {
            throw new FenException(FenException.Error.MISSING_SIDE, "side to move", NONE,
                    "missing; add 'w' (Red to move) or 'b' (Black to move) after the board");
        }
        int side = readSide(fields[1]);
        if (fields.length > 2 && !fields[2].equals("-")) {
            throw new FenException(FenException.Error.BAD_CASTLING, "castling", NONE.withFound(fields[2]),
                    "Xiangqi has no castling; the third field must be '-', found '" + fields[2] + "'");
        }
        if (fields.length > 3 && !fields[3].equals("-")) {
            throw new FenException(FenException.Error.BAD_EN_PASSANT, "en passant", NONE.withFound(fields[3]),
                    "Xiangqi has no en passant; the fourth field must be '-', found '" + fields[3] + "'");
        }
        int halfmove = fields.length > 4
                ? readNumber(fields[4], 0, FenException.Error.BAD_HALFMOVE_CLOCK, "halfmove clock") : 0;
        int fullmove = fields.length > 5
                ? readNumber(fields[5], 1, FenException.Error.BAD_FULLMOVE_NUMBER, "move number") : 1;
        validatePieces(kindAt);
        Position position = new Position(kindAt, side, halfmove, fullmove);
        int other = side ^ 1;
        if (position.attacksKingSquare(position.kingSquare(other), side)) {
            int king = position.kingSquare(other);
            boolean facing = kingsFace(position);
            throw new FenException(FenException.Error.SIDE_NOT_TO_MOVE_IN_CHECK, BOARD,
                    NONE.withPiece(other, Piece.KING).withSquare(king).withKingsFacing(facing),
                    Piece.sideName(other) + " is not to move but its king on "
                    + Squares.name(king) + " is attacked"
                    + (facing ? " (the kings face each other on an open file)" : ""));
        }
        return position;
    }

    private static boolean kingsFace(Position position) {
        int red = position.kingSquare(Piece.RED);
        int black = position.kingSquare(Piece.BLACK);
        if (Squares.file(red) != Squares.file(black)) {
            return false;
        }
        for (int sq = black + Squares.DOWN; sq != red; sq += Squares.DOWN) {
            if (position.pieceAt(sq) != 0) {
                return false;
            }
        }
        return true;
    }

    private static int[] readBoard(String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != Squares.RANKS) {
            throw new FenException(FenException.Error.RANK_COUNT, BOARD, NONE.withCount(ranks.length, Squares.RANKS),
                    "expected 10 ranks separated by '/', found " + ranks.length);
        }
        int[] kindAt = new int[256];
        Arrays.fill(kindAt, -1);
        for (int i = 0; i < Squares.RANKS; i++) {
            int rank = 9 - i;
            String text = ranks[i];
            int file = 0;
            for (int j = 0; j < text.length(); j++) {
                char c = text.charAt(j);
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                    continue;
                }
                int kind = Piece.kindOfFenLetter(c);
                if (kind < 0) {
                    // Quote the whole character, not half of a surrogate pair.
                    String letter = new String(Character.toChars(text.codePointAt(j)));
                    throw new FenException(FenException.Error.UNKNOWN_LETTER, BOARD, NONE.withFound(letter).withRank(rank),
                            "unknown piece letter '" + letter + "' in rank " + rank
                            + " (use K A B N R C P for Red, lower case for Black, digits 1-9 for empty points)");
                }
                if (file < Squares.FILES) {
                    kindAt[Squares.of(file, rank)] = kind;
                }
                file++;
            }
            if (file != Squares.FILES) {
                throw new FenException(FenException.Error.RANK_WIDTH, BOARD,
                        NONE.withRank(rank).withFound(text).withCount(file, Squares.FILES),
                        "rank " + rank + " ('" + text + "', the " + ordinal(i + 1) + " from the top) has "
                        + file + " files; every rank has 9");
            }
        }
        return kindAt;
    }

    private static void validatePieces(int[] kindAt) {
        int[] counts = new int[Piece.TYPES * 2];
        for (int sq = 0; sq < 256; sq++) {
            if (kindAt[sq] >= 0) {
                counts[kindAt[sq]]++;
            }
        }
        for (int side = 0; side < 2; side++) {
            int kings = counts[Piece.KING + Piece.TYPES * side];
            if (kings != 1) {
                throw new FenException(FenException.Error.KING_COUNT, BOARD,
                        NONE.withPiece(side, Piece.KING).withCount(kings, 1),
                        Piece.sideName(side) + (kings == 0 ? " has no king" : " has " + kings + " kings")
                        + "; each side has exactly one");
            }
            for (int type = 1; type < Piece.TYPES; type++) {
                int count = counts[type + Piece.TYPES * side];
                if (count > Piece.MAX_COUNT[type]) {
                    throw new FenException(FenException.Error.TOO_MANY_PIECES, BOARD,
                            NONE.withPiece(side, type).withCount(count, Piece.MAX_COUNT[type]),
                            Piece.sideName(side) + " has " + count + " " + Piece.englishName(type)
                            + "s; at most " + Piece.MAX_COUNT[type]);
                }
            }
        }
        for (int sq = 0; sq < 256; sq++) {
            int kind = kindAt[sq];
            if (kind < 0) {
                continue;
            }
            int type = kind % Piece.TYPES;
            int side = kind / Piece.TYPES;
            // Look at the square from the owner's side: its own back rank is rank 0.
            int file = Squares.file(sq);
            int rank = side == Piece.RED ? Squares.rank(sq) : 9 - Squares.rank(sq);
            String where = Piece.sideName(side) + " " + Piece.englishName(type) + " on " + Squares.name(sq);
            FenException.Details details = NONE.withPiece(side, type).withSquare(sq);
            switch (type) {
                case Piece.KING:
                    if (file < 3 || file > 5 || rank > 2) {
                        throw new FenException(FenException.Error.KING_OUTSIDE_PALACE, BOARD, details,
                                where + " is outside its palace");
                    }
                    break;
                case Piece.ADVISOR:
                    if (!(rank == 1 && file == 4 || (rank == 0 || rank == 2) && (file == 3 || file == 5))) {
                        throw new FenException(FenException.Error.ADVISOR_OFF_POINTS, BOARD, details,
                                where + " is not on one of the five points of its palace's diagonals");
                    }
                    break;
                case Piece.ELEPHANT:
                    if (!(rank == 0 || rank == 4) || file != 2 && file != 6) {
                        if (!(rank == 2 && (file == 0 || file == 4 || file == 8))) {
                            throw new FenException(FenException.Error.ELEPHANT_OFF_POINTS, BOARD, details,
                                    where + " is not on one of the seven points an elephant can reach");
                        }
                    }
                    break;
                case Piece.PAWN:
                    if (rank < 3 || rank < 5 && file % 2 != 0) {
                        throw new FenException(FenException.Error.PAWN_UNREACHABLE, BOARD, details,
                                where + " can never stand there (pawns never move back, and move sideways only across the river)");
                    }
                    break;
                default:
                    break;
            }
        }
    }

    private static int readSide(String field) {
        switch (field) {
            case "w":
            case "r":
                return Piece.RED;
            case "b":
                return Piece.BLACK;
            default:
                throw new FenException(FenException.Error.BAD_SIDE, "side to move", NONE.withFound(field),
                        "expected 'w' (Red) or 'b' (Black), found '" + field + "'");
        }
    }

    private static int readNumber(String field, int min, FenException.Error error, String name) {
        try {
            // ASCII digits only: Integer.parseInt would also take "+5" and non-Latin digits.
            // At most 9 digits: counting on from 2147483647 would overflow as the game is played.
            if (field.length() > MAX_DIGITS || !field.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw new NumberFormatException(field);
            }
            int value = Integer.parseInt(field);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new FenException(error, name, NONE.withFound(field).withLimit(min),
                "expected a whole number ≥ " + min + " of at most " + MAX_DIGITS + " digits, found '" + field + "'");
    }

    private static String ordinal(int n) {
        switch (n) {
            case 1: return "1st";
            case 2: return "2nd";
            case 3: return "3rd";
            default: return n + "th";
        }
    }

    /** The FEN of a position, all six fields. */
    public static String write(Position position) {
        StringBuilder out = new StringBuilder(80);
        writeBoard(position, out);
        out.append(position.sideToMove() == Piece.RED ? " w" : " b");
        out.append(" - - ").append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return out.toString();
    }

    /** The board field only. */
    public static String writeBoard(Position position) {
        StringBuilder out = new StringBuilder(64);
        writeBoard(position, out);
        return out.toString();
    }

    private static void writeBoard(Position position, StringBuilder out) {
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                int id = position.pieceAt(Squares.of(file, rank));
                if (id == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(Piece.fenLetter(Piece.kind(id)));
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 0) {
                out.append('/');
            }
        }
    }
}
