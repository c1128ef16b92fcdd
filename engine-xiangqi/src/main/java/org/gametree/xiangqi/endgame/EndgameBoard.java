package org.gametree.xiangqi.endgame;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * A bare 16×16 mailbox (the layout of {@link Squares}) for the database builder: the few pieces
 * of a set are placed, their moves generated forwards (moves) and backwards (unmoves), and king
 * safety tested, with no Zobrist key, history or evaluation to maintain — millions of positions
 * are set up from their index and torn down again. Rules as in {@code Position}; a test checks
 * that both generate the same legal moves.
 *
 * <p>A cell holds 0 for empty, {@code kind + 1} for a piece (kind = type + 7 × side), or
 * {@link #OFF} outside the board. Moves are ints {@code slot << 8 | to}.
 */
final class EndgameBoard {

    static final int OFF = -1;

    static final int[] ORTHOGONAL = {Squares.UP, Squares.DOWN, -1, 1};
    static final int[] DIAGONAL = {-17, -15, 15, 17};
    static final int[] HORSE_DELTA = {-33, -31, -18, -14, 14, 18, 31, 33};
    /** The leg of each jump of {@link #HORSE_DELTA}, as an offset from the horse's square. */
    static final int[] HORSE_LEG = {-16, -16, -1, 1, -1, 1, 16, 16};

    final int[] cells = new int[256];

    EndgameBoard() {
        for (int sq = 0; sq < 256; sq++) {
            cells[sq] = Squares.isOnBoard(sq) ? 0 : OFF;
        }
    }

    void put(int[] kindOfSlot, int[] sq, int slots) {
        for (int i = 0; i < slots; i++) {
            cells[sq[i]] = kindOfSlot[i] + 1;
        }
    }

    void clear(int[] sq, int slots) {
        for (int i = 0; i < slots; i++) {
            cells[sq[i]] = 0;
        }
    }

    private static int cellOf(int type, int side) {
        return type + Piece.TYPES * side + 1;
    }

    /**
     * Whether a piece of {@code bySide} attacks the king square {@code king}: a rook or (on the
     * file) the other king as the first piece on a line, a cannon as the second, a horse with a
     * free leg, a pawn in front of it or beside it once across the river.
     */
    boolean attacked(int king, int bySide) {
        int rook = cellOf(Piece.ROOK, bySide);
        int cannon = cellOf(Piece.CANNON, bySide);
        int otherKing = cellOf(Piece.KING, bySide);
        for (int d = 0; d < 4; d++) {
            int delta = ORTHOGONAL[d];
            int s = king + delta;
            while (cells[s] == 0) {
                s += delta;
            }
            int first = cells[s];
            if (first == OFF) {
                continue;
            }
            if (first == rook || first == otherKing && d < 2) {
                return true;
            }
            s += delta;
            while (cells[s] == 0) {
                s += delta;
            }
            if (cells[s] == cannon) {
                return true;
            }
        }
        int horse = cellOf(Piece.HORSE, bySide);
        for (int i = 0; i < 8; i++) {
            int from = king - HORSE_DELTA[i];
            if (cells[from] == horse && cells[from + HORSE_LEG[i]] == 0) {
                return true;
            }
        }
        int pawn = cellOf(Piece.PAWN, bySide);
        int behind = king - (bySide == Piece.RED ? Squares.UP : Squares.DOWN);
        if (cells[behind] == pawn) {
            return true;
        }
        // A pawn beside the king stands on the king's half, which is across the river for it
        // exactly when the king is not on the pawn's own half.
        return !Squares.isOwnHalf(king, bySide) && (cells[king - 1] == pawn || cells[king + 1] == pawn);
    }

    private boolean ownOrOff(int cell, int side) {
        return cell == OFF || cell > 0 && (cell - 1) / Piece.TYPES == side;
    }

    /**
     * Writes the pseudo-legal moves (piece rules only) of {@code side}'s pieces among the slots
     * into {@code out} from 0, as {@code slot << 8 | to}; returns the count.
     */
    int generate(int side, int[] kindOfSlot, int[] sq, int slots, int[] out) {
        int n = 0;
        for (int slot = 0; slot < slots; slot++) {
            int kind = kindOfSlot[slot];
            if (kind / Piece.TYPES != side) {
                continue;
            }
            int from = sq[slot];
            int tag = slot << 8;
            switch (kind % Piece.TYPES) {
                case Piece.KING:
                    for (int d = 0; d < 4; d++) {
                        int to = from + ORTHOGONAL[d];
                        if (Squares.isInPalace(to) && Squares.isOwnHalf(to, side) && !ownOrOff(cells[to], side)) {
                            out[n++] = tag | to;
                        }
                    }
                    break;
                case Piece.ADVISOR:
                    for (int d = 0; d < 4; d++) {
                        int to = from + DIAGONAL[d];
                        if (Squares.isInPalace(to) && Squares.isOwnHalf(to, side) && !ownOrOff(cells[to], side)) {
                            out[n++] = tag | to;
                        }
                    }
                    break;
                case Piece.ELEPHANT:
                    for (int d = 0; d < 4; d++) {
                        int eye = from + DIAGONAL[d];
                        int to = eye + DIAGONAL[d];
                        if (cells[eye] == 0 && Squares.isOnBoard(to) && Squares.isOwnHalf(to, side)
                                && !ownOrOff(cells[to], side)) {
                            out[n++] = tag | to;
                        }
                    }
                    break;
                case Piece.HORSE:
                    for (int i = 0; i < 8; i++) {
                        int to = from + HORSE_DELTA[i];
                        if (cells[from + HORSE_LEG[i]] == 0 && !ownOrOff(cells[to], side)) {
                            out[n++] = tag | to;
                        }
                    }
                    break;
                case Piece.ROOK:
                    for (int d = 0; d < 4; d++) {
                        int delta = ORTHOGONAL[d];
                        int to = from + delta;
                        while (cells[to] == 0) {
                            out[n++] = tag | to;
                            to += delta;
                        }
                        if (!ownOrOff(cells[to], side)) {
                            out[n++] = tag | to;
                        }
                    }
                    break;
                case Piece.CANNON:
                    for (int d = 0; d < 4; d++) {
                        int delta = ORTHOGONAL[d];
                        int to = from + delta;
                        while (cells[to] == 0) {
                            out[n++] = tag | to;
                            to += delta;
                        }
                        if (cells[to] == OFF) {
                            continue;
                        }
                        to += delta;
                        while (cells[to] == 0) {
                            to += delta;
                        }
                        if (!ownOrOff(cells[to], side)) {
                            out[n++] = tag | to;
                        }
                    }
                    break;
                default: { // pawn
                    int to = from + (side == Piece.RED ? Squares.UP : Squares.DOWN);
                    if (!ownOrOff(cells[to], side)) {
                        out[n++] = tag | to;
                    }
                    if (!Squares.isOwnHalf(from, side)) {
                        if (!ownOrOff(cells[from - 1], side)) {
                            out[n++] = tag | (from - 1);
                        }
                        if (!ownOrOff(cells[from + 1], side)) {
                            out[n++] = tag | (from + 1);
                        }
                    }
                }
            }
        }
        return n;
    }

    /**
     * Writes into {@code out} from 0 the empty squares from which the piece of {@code kind} now on
     * {@code to} could have come by a non-capturing move (an unmove); returns the count. The
     * horse's leg is tested where it was for the forward move: beside the origin.
     */
    int origins(int kind, int to, int[] out) {
        int side = kind / Piece.TYPES;
        int n = 0;
        switch (kind % Piece.TYPES) {
            case Piece.KING:
                for (int d = 0; d < 4; d++) {
                    int from = to + ORTHOGONAL[d];
                    if (cells[from] == 0 && Squares.isInPalace(from) && Squares.isOwnHalf(from, side)) {
                        out[n++] = from;
                    }
                }
                break;
            case Piece.ADVISOR:
                for (int d = 0; d < 4; d++) {
                    int from = to + DIAGONAL[d];
                    if (cells[from] == 0 && Squares.isInPalace(from) && Squares.isOwnHalf(from, side)) {
                        out[n++] = from;
                    }
                }
                break;
            case Piece.ELEPHANT:
                for (int d = 0; d < 4; d++) {
                    int eye = to + DIAGONAL[d];
                    int from = eye + DIAGONAL[d];
                    if (cells[eye] == 0 && cells[from] == 0 && Squares.isOwnHalf(from, side)) {
                        out[n++] = from;
                    }
                }
                break;
            case Piece.HORSE:
                for (int i = 0; i < 8; i++) {
                    int from = to - HORSE_DELTA[i];
                    if (cells[from] == 0 && cells[from + HORSE_LEG[i]] == 0) {
                        out[n++] = from;
                    }
                }
                break;
            case Piece.ROOK:
            case Piece.CANNON:
                for (int d = 0; d < 4; d++) {
                    int delta = ORTHOGONAL[d];
                    int from = to + delta;
                    while (cells[from] == 0) {
                        out[n++] = from;
                        from += delta;
                    }
                }
                break;
            default: { // pawn
                int from = to - (side == Piece.RED ? Squares.UP : Squares.DOWN);
                if (cells[from] == 0 && SetIndex.canStand(Piece.PAWN, side, from)) {
                    out[n++] = from;
                }
                if (!Squares.isOwnHalf(to, side)) {
                    if (cells[to - 1] == 0) {
                        out[n++] = to - 1;
                    }
                    if (cells[to + 1] == 0) {
                        out[n++] = to + 1;
                    }
                }
            }
        }
        return n;
    }
}
