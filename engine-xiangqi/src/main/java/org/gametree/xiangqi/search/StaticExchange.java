package org.gametree.xiangqi.search;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Static exchange evaluation (SEE): what a move wins or loses in material if both sides then
 * capture on its destination square, each with its least valuable piece, each free to stop
 * when going on would cost it. The staged move picker uses it to separate good captures from
 * bad ones, and quiescence to prune captures that lose material.
 *
 * <p><b>Why not the chess shortcut.</b> Chess engines compute SEE from attack bitboards,
 * adding the sliders uncovered behind each capturer ("x-rays"). In Xiangqi that is wrong twice
 * over: a cannon needs exactly one screen, so a capture can give a cannon its screen or take it
 * away, and a horse can be unblocked or blocked at its leg. Here the exchange is played out on
 * the board as the captures so far leave it (an overlay on the position's board, nothing
 * copied): at each step the attackers of the square are found again by
 * scanning its four lines (rook: first piece; cannon: the piece after exactly one screen), its
 * eight horse points (leg empty), its pawn, advisor, elephant and king points — so every screen
 * and leg is as it stands after the captures so far. A capture that would leave the capturer's
 * own king attacked (a pin, the flying general, a king stepping onto a defended point) is
 * skipped for the next attacker. Ties between equal values go to the piece listed first
 * (advisor before elephant, horse before cannon, lower slot first), as the move generator lists
 * them. The result equals playing the legal captures out one by one (the test's oracle), at a
 * fraction of the cost: no move generation, no make/unmake.
 *
 * <p>The values are the book's base values (pawn 100, advisor and elephant 250, horse and cannon
 * 350, rook 500; the king 10000, so it is never traded). One instance per search thread: it
 * keeps its overlay and swap list and allocates nothing per call.
 */
public final class StaticExchange {

    /** Exchange values per piece type: king, advisor, elephant, horse, rook, cannon, pawn. */
    private static final int[] VALUE = {10_000, 250, 250, 350, 500, 350, 100};
    /** More captures on one square than pieces on the board cannot happen. */
    private static final int MAX_EXCHANGE = 33;

    private static final int[] ORTHOGONAL = {Squares.UP, Squares.DOWN, -1, 1};
    private static final int[] DIAGONAL = {-17, -15, 15, 17};
    /** A horse at {@code sq - HORSE_DELTA[d]} reaches sq; its leg is {@code sq - HORSE_DELTA[d] + HORSE_LEG[d]}. */
    private static final int[] HORSE_DELTA = {-33, -31, -18, -14, 14, 18, 31, 33};
    private static final int[] HORSE_LEG = {-16, -16, -1, 1, -1, 1, 16, 16};

    /*
     * The board during an exchange is the position's board with an overlay: the squares the
     * capturers have left (marked with this call's stamp, so nothing is ever cleared) and the
     * exchange square with its current occupant. Nothing is copied.
     */
    private Position position;
    private final int[] vacated = new int[256];
    private int stamp;
    private int target;
    private int targetPiece;
    private final int[] kingSquare = new int[2];
    private final int[] gain = new int[MAX_EXCHANGE];
    /** Attackers found by one scan: sort keys (value × 16 + slot) and squares. */
    private final int[] attackerKey = new int[32];
    private final int[] attackerSquare = new int[32];

    /** The exchange value of a piece id (0 for an empty square). */
    public static int value(int pieceId) {
        return pieceId == 0 ? 0 : VALUE[Piece.type(pieceId)];
    }

    /**
     * The material the side to move wins by {@code move} (a legal move) and the best exchange
     * on its destination that follows; negative when it loses material. A quiet move is worth 0
     * unless the piece can be taken for less than it is worth. The position is not changed.
     */
    public int evaluate(Position position, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int side = position.sideToMove();
        start(position, to);
        gain[0] = value(targetPiece);
        int onSquare = position.pieceAt(from);
        place(from, to);
        int depth = 0;
        side ^= 1;
        while (depth + 1 < MAX_EXCHANGE) {
            int capturer = leastValuableLegalAttacker(to, side);
            if (capturer == 0) {
                break;
            }
            depth++;
            gain[depth] = value(onSquare) - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break; // whoever is to capture loses whether they take or not: the rest cannot change the sign
            }
            onSquare = at(capturer);
            place(capturer, to);
            side ^= 1;
        }
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        this.position = null;
        return gain[0];
    }

    /** Whether {@code move} wins at least {@code threshold} by {@link #evaluate}. */
    public boolean atLeast(Position position, int move, int threshold) {
        return evaluate(position, move) >= threshold;
    }

    private void start(Position position, int to) {
        this.position = position;
        if (++stamp == 0) {
            java.util.Arrays.fill(vacated, 0);
            stamp = 1;
        }
        target = to;
        targetPiece = position.pieceAt(to);
        kingSquare[Piece.RED] = position.kingSquare(Piece.RED);
        kingSquare[Piece.BLACK] = position.kingSquare(Piece.BLACK);
    }

    /** The piece on {@code sq} now (0: empty or off the board). */
    private int at(int sq) {
        if (sq == target) {
            return targetPiece;
        }
        return vacated[sq] == stamp ? 0 : position.pieceAt(sq);
    }

    /** The piece on {@code from} moves to the exchange square {@code to}, taking what stands there. */
    private void place(int from, int to) {
        int piece = at(from);
        vacated[from] = stamp;
        targetPiece = piece;
        if (Piece.type(piece) == Piece.KING) {
            kingSquare[Piece.side(piece)] = to;
        }
    }

    /**
     * The square of {@code side}'s least valuable piece that may legally capture on {@code to}
     * now, or 0 if none.
     */
    private int leastValuableLegalAttacker(int to, int side) {
        int count = attackers(to, side);
        // insertion sort by key: at most a handful of attackers
        for (int i = 1; i < count; i++) {
            int key = attackerKey[i];
            int sq = attackerSquare[i];
            int j = i - 1;
            while (j >= 0 && attackerKey[j] > key) {
                attackerKey[j + 1] = attackerKey[j];
                attackerSquare[j + 1] = attackerSquare[j];
                j--;
            }
            attackerKey[j + 1] = key;
            attackerSquare[j + 1] = sq;
        }
        for (int i = 0; i < count; i++) {
            if (keepsKingSafe(attackerSquare[i], to, side)) {
                return attackerSquare[i];
            }
        }
        return 0;
    }

    /** Collects {@code side}'s pieces that reach {@code to} by the piece rules; returns how many. */
    private int attackers(int to, int side) {
        final int us = Piece.sideTag(side);
        int n = 0;
        // rooks (first piece on a line), cannons (first piece after one screen), the king (one step)
        for (int d = 0; d < 4; d++) {
            int delta = ORTHOGONAL[d];
            int s = to + delta;
            while (Squares.isOnBoard(s) && at(s) == 0) {
                s += delta;
            }
            if (!Squares.isOnBoard(s)) {
                continue;
            }
            int p = at(s);
            if ((p & us) != 0) {
                int type = Piece.type(p);
                if (type == Piece.ROOK || type == Piece.KING && s == to + delta && Squares.isInPalace(to)) {
                    n = add(n, p, s);
                }
            }
            s += delta;
            while (Squares.isOnBoard(s) && at(s) == 0) {
                s += delta;
            }
            if (Squares.isOnBoard(s)) {
                p = at(s);
                if ((p & us) != 0 && Piece.type(p) == Piece.CANNON) {
                    n = add(n, p, s);
                }
            }
        }
        for (int d = 0; d < 8; d++) {
            int s = to - HORSE_DELTA[d];
            if (!Squares.isOnBoard(s)) {
                continue;
            }
            int p = at(s);
            if ((p & us) != 0 && Piece.type(p) == Piece.HORSE && at(s + HORSE_LEG[d]) == 0) {
                n = add(n, p, s);
            }
        }
        boolean ownHalf = Squares.isOwnHalf(to, side);
        for (int d = 0; d < 4; d++) {
            int s = to - DIAGONAL[d];
            if (Squares.isInPalace(to) && Squares.isInPalace(s)) {
                int p = at(s);
                if ((p & us) != 0 && Piece.type(p) == Piece.ADVISOR) {
                    n = add(n, p, s);
                }
            }
            int far = s - DIAGONAL[d];
            if (ownHalf && Squares.isOnBoard(far) && Squares.isOwnHalf(far, side) && at(s) == 0) {
                int p = at(far);
                if ((p & us) != 0 && Piece.type(p) == Piece.ELEPHANT) {
                    n = add(n, p, far);
                }
            }
        }
        int forward = side == Piece.RED ? Squares.UP : Squares.DOWN;
        int behind = to - forward;
        if (Squares.isOnBoard(behind)) {
            int p = at(behind);
            if ((p & us) != 0 && Piece.type(p) == Piece.PAWN) {
                n = add(n, p, behind);
            }
        }
        for (int step = -1; step <= 1; step += 2) {
            int s = to + step;
            if (Squares.isOnBoard(s) && !Squares.isOwnHalf(s, side)) {
                int p = at(s);
                if ((p & us) != 0 && Piece.type(p) == Piece.PAWN) {
                    n = add(n, p, s);
                }
            }
        }
        return n;
    }

    private int add(int n, int piece, int square) {
        attackerKey[n] = VALUE[Piece.type(piece)] * 16 + (piece & 15);
        attackerSquare[n] = square;
        return n + 1;
    }

    /** Whether the capture from {@code from} to {@code to} leaves {@code side}'s king unattacked. */
    private boolean keepsKingSafe(int from, int to, int side) {
        int piece = at(from);
        int taken = targetPiece;
        vacated[from] = stamp;
        targetPiece = piece;
        int king = Piece.type(piece) == Piece.KING ? to : kingSquare[side];
        boolean safe = !kingAttacked(king, side ^ 1);
        vacated[from] = 0;
        targetPiece = taken;
        return safe;
    }

    /**
     * Whether {@code bySide} attacks the king square {@code sq}: a rook or the king on an open line
     * (the king only along the file), a cannon over one screen, a horse with a free leg, a pawn.
     */
    private boolean kingAttacked(int sq, int bySide) {
        final int them = Piece.sideTag(bySide);
        for (int d = 0; d < 4; d++) {
            int delta = ORTHOGONAL[d];
            int s = sq + delta;
            while (Squares.isOnBoard(s) && at(s) == 0) {
                s += delta;
            }
            if (!Squares.isOnBoard(s)) {
                continue;
            }
            int p = at(s);
            if ((p & them) != 0) {
                int type = Piece.type(p);
                if (type == Piece.ROOK || type == Piece.KING && d < 2) {
                    return true;
                }
            }
            s += delta;
            while (Squares.isOnBoard(s) && at(s) == 0) {
                s += delta;
            }
            if (Squares.isOnBoard(s) && (at(s) & them) != 0 && Piece.type(at(s)) == Piece.CANNON) {
                return true;
            }
        }
        for (int d = 0; d < 8; d++) {
            int s = sq - HORSE_DELTA[d];
            if (Squares.isOnBoard(s)) {
                int p = at(s);
                if ((p & them) != 0 && Piece.type(p) == Piece.HORSE && at(s + HORSE_LEG[d]) == 0) {
                    return true;
                }
            }
        }
        int forward = bySide == Piece.RED ? Squares.UP : Squares.DOWN;
        int p = at(sq - forward);
        if ((p & them) != 0 && Piece.type(p) == Piece.PAWN) {
            return true;
        }
        for (int step = -1; step <= 1; step += 2) {
            int s = sq + step;
            p = at(s);
            if ((p & them) != 0 && Piece.type(p) == Piece.PAWN && !Squares.isOwnHalf(s, bySide)) {
                return true;
            }
        }
        return false;
    }
}
