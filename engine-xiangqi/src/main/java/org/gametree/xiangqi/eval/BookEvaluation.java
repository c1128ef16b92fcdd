package org.gametree.xiangqi.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * The book's evaluation (王小春, CEvaluation, §6.4; BOOK.md §1), from the side to move's point of
 * view.
 *
 * <p><b>The algorithm.</b> Each piece P "touches" the points it could move to by the piece rules
 * (pseudo-legally: its own king's safety is not asked) and the own pieces it defends the same
 * way: king and advisor one step in the palace, elephant with an empty eye on its own half,
 * horse with an empty leg, rook along each line up to and including the first piece, cannon
 * the empty points before its screen and the first piece beyond it (the screen itself is not
 * touched), pawn forward and, across the river, sideways.
 * <ol>
 * <li>Relation pass. Per touched point s: empty → P's mobility +1; own piece → guard[s] +1;
 *     enemy piece → attackers[s] +1 and P's mobility +1, and for a non-king target the threat
 *     weight[s] += {@code (30 + (base[target] − base[P]) / 10) / 10} (C integer division,
 *     truncating toward zero). An enemy king touched by a piece of the side to move decides the
 *     position: {@value #DECIDED} for the side to move.</li>
 * <li>V = 1 + mobilityWeight[type] × mobility + pawn bonus (the book's pawn table for Red,
 *     mirrored top to bottom for Black).</li>
 * <li>V += base[type]; h = base[type] / 16. If attacked: when P's side is to move, a king loses
 *     20, another piece 2h and gets h back if guarded; when the opponent is to move, a king
 *     decides the position (as in 1), another piece loses 10h and gets 9h back if guarded; then
 *     V −= attackers[s] + weight[s]. If not attacked but guarded: V += 5.</li>
 * <li>Score = ΣV(side to move) − ΣV(opponent).</li>
 * </ol>
 *
 * <p><b>Decisions</b> (BOOK.md lists the quirks; these are what this class does with them):
 * <ul>
 * <li><i>Fixed:</i> the book adds the threat weight into the same counter that says whether a
 *     point is attacked, so a weight of −1 (a rook attacking a pawn: (30 + (100 − 500)/10)/10 = −1)
 *     cancels the attacker and the pawn counts as not attacked. That is a bug — the weight is
 *     meant as an extra penalty, not as a way to make an attack disappear — so here "attacked"
 *     means at least one attacker, and the penalty subtracted is still attackers + weight as in
 *     the book (which is never negative: each attacker adds 1 and a weight of at least −1).</li>
 * <li><i>Kept, as design:</i> a guard is yes/no, whatever the number of defenders or attackers
 *     (the seeds' student program adds exchange rules; the book does not). The evaluation
 *     recomputes every relation from scratch at every call, as the book does (no incremental
 *     state); it is slow by design, which is what the book's timings measure.</li>
 * <li><i>Kept:</i> the {@value #DECIDED} shortcut. With legal moves only, the side not to move
 *     is never in check, so it does not arise in a game or a search; it can only be seen after
 *     a null move out of check. The value is below {@link org.gametree.core.search.Score#MATE_BOUND},
 *     as in the book, so it is not taken for a mate.</li>
 * <li>Mobility counts pseudo-legal targets, as the book does (a pinned piece still counts its
 *     moves). Kings touch only their palace: facing kings never occur in legal positions.</li>
 * </ul>
 *
 * <p><b>Terms</b> of {@link #explain}: per piece MATERIAL (base value), MOBILITY (the book's
 * starting 1 plus weight × mobility), PAWN_POSITION, THREAT (every penalty of step 3) and GUARD
 * (every bonus of step 3); or a single DECIDED row.
 *
 * <p>Not thread-safe: it keeps scratch tables; each searcher owns its evaluation.
 */
public final class BookEvaluation implements XiangqiEvaluation {

    public static final String NAME = "book";

    /** The value when the side to move could capture the enemy king. */
    public static final int DECIDED = 18888;

    /** Base values per type: king, advisor, elephant, horse, rook, cannon, pawn. */
    static final int[] BASE = {10000, 250, 250, 350, 500, 350, 100};
    /** Mobility weight per reachable point, per type. */
    static final int[] MOBILITY = {0, 1, 1, 12, 6, 6, 15};

    /** The book's red pawn table (BA0), rows from rank 9 (Black's back rank) down to rank 0. */
    private static final int[][] RED_PAWN = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {90, 90, 110, 120, 120, 120, 110, 90, 90},
        {90, 90, 110, 120, 120, 120, 110, 90, 90},
        {70, 90, 110, 110, 110, 110, 110, 90, 70},
        {70, 70, 70, 70, 70, 70, 70, 70, 70},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
    };

    private static final int[] ORTHOGONAL = {Squares.UP, Squares.DOWN, -1, 1};
    private static final int[] DIAGONAL = {-17, -15, 15, 17};
    private static final int[] HORSE_DELTA = {-33, -31, -18, -14, 14, 18, 31, 33};
    private static final int[] HORSE_LEG = {-16, -16, -1, 1, -1, 1, 16, 16};

    // Scratch tables of one evaluation, indexed by mailbox square or piece id.
    private final int[] attackers = new int[256];
    private final int[] weight = new int[256];
    private final int[] guards = new int[256];
    private final int[] mobility = new int[Piece.ID_LIMIT];
    /** Per piece id: material, mobility, pawn position, threat, guard (signed for the piece's side). */
    private final int[][] terms = new int[5][Piece.ID_LIMIT];

    private Position position;
    private int sideToMove;
    private boolean decided;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int evaluate(Position position) {
        if (!compute(position)) {
            return DECIDED;
        }
        int score = 0;
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            if (position.squareOf(id) == 0) {
                continue;
            }
            int value = terms[0][id] + terms[1][id] + terms[2][id] + terms[3][id] + terms[4][id];
            score += Piece.side(id) == sideToMove ? value : -value;
        }
        return score;
    }

    @Override
    public Explanation explain(Position position) {
        int us = position.sideToMove();
        List<Explanation.Row> rows = new ArrayList<>();
        if (!compute(position)) {
            rows.add(new Explanation.Row(Explanation.Term.DECIDED, us, -1, -1, DECIDED));
            return new Explanation(NAME, us, rows);
        }
        Explanation.Term[] names = {Explanation.Term.MATERIAL, Explanation.Term.MOBILITY,
            Explanation.Term.PAWN_POSITION, Explanation.Term.THREAT, Explanation.Term.GUARD};
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int sq = position.squareOf(id);
            if (sq == 0) {
                continue;
            }
            int side = Piece.side(id);
            int sign = side == us ? 1 : -1;
            for (int t = 0; t < names.length; t++) {
                if (t == 0 || terms[t][id] != 0) {
                    rows.add(new Explanation.Row(names[t], side, Piece.type(id), sq, sign * terms[t][id]));
                }
            }
        }
        return new Explanation(NAME, us, rows);
    }

    /** Fills {@link #terms}; false when the position is decided ({@link #DECIDED}). */
    private boolean compute(Position position) {
        this.position = position;
        this.sideToMove = position.sideToMove();
        this.decided = false;
        Arrays.fill(attackers, 0);
        Arrays.fill(weight, 0);
        Arrays.fill(guards, 0);
        Arrays.fill(mobility, 0);
        // 1. Relation pass.
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int from = position.squareOf(id);
            if (from != 0) {
                touchAll(id, from);
            }
        }
        if (decided) {
            return false;
        }
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int sq = position.squareOf(id);
            if (sq == 0) {
                continue;
            }
            int type = Piece.type(id);
            int side = Piece.side(id);
            // 2. Mobility and pawn position.
            terms[0][id] = BASE[type];
            terms[1][id] = 1 + MOBILITY[type] * mobility[id];
            terms[2][id] = type == Piece.PAWN ? pawnBonus(side, sq) : 0;
            // 3. Threat and guard.
            int threat = 0;
            int guard = 0;
            int half = BASE[type] / 16;
            boolean guarded = guards[sq] > 0;
            if (attackers[sq] > 0) {
                if (side == sideToMove) {
                    if (type == Piece.KING) {
                        threat -= 20;
                    } else {
                        threat -= 2 * half;
                        if (guarded) {
                            guard += half;
                        }
                    }
                } else {
                    if (type == Piece.KING) {
                        return false; // the side to move takes the king (also caught in the relation pass)
                    }
                    threat -= 10 * half;
                    if (guarded) {
                        guard += 9 * half;
                    }
                }
                threat -= attackers[sq] + weight[sq];
            } else if (guarded) {
                guard += 5;
            }
            terms[3][id] = threat;
            terms[4][id] = guard;
        }
        return true;
    }

    private static int pawnBonus(int side, int sq) {
        int rank = Squares.rank(sq);
        int redRank = side == Piece.RED ? rank : 9 - rank;
        return RED_PAWN[9 - redRank][Squares.file(sq)];
    }

    /** Every point piece {@code id} on {@code from} touches, recorded by {@link #touch}. */
    private void touchAll(int id, int from) {
        int side = Piece.side(id);
        switch (Piece.type(id)) {
            case Piece.KING:
                for (int delta : ORTHOGONAL) {
                    if (Squares.isInPalace(from + delta)) {
                        touch(id, from + delta);
                    }
                }
                break;
            case Piece.ADVISOR:
                for (int delta : DIAGONAL) {
                    if (Squares.isInPalace(from + delta)) {
                        touch(id, from + delta);
                    }
                }
                break;
            case Piece.ELEPHANT:
                for (int delta : DIAGONAL) {
                    int to = from + 2 * delta;
                    if (position.pieceAt(from + delta) == 0 && Squares.isOnBoard(to) && Squares.isOwnHalf(to, side)) {
                        touch(id, to);
                    }
                }
                break;
            case Piece.HORSE:
                for (int d = 0; d < 8; d++) {
                    int to = from + HORSE_DELTA[d];
                    if (position.pieceAt(from + HORSE_LEG[d]) == 0 && Squares.isOnBoard(to)) {
                        touch(id, to);
                    }
                }
                break;
            case Piece.ROOK:
                for (int delta : ORTHOGONAL) {
                    for (int to = from + delta; Squares.isOnBoard(to); to += delta) {
                        touch(id, to);
                        if (position.pieceAt(to) != 0) {
                            break;
                        }
                    }
                }
                break;
            case Piece.CANNON:
                for (int delta : ORTHOGONAL) {
                    int to = from + delta;
                    for (; Squares.isOnBoard(to) && position.pieceAt(to) == 0; to += delta) {
                        touch(id, to);
                    }
                    if (!Squares.isOnBoard(to)) {
                        continue;
                    }
                    for (to += delta; Squares.isOnBoard(to); to += delta) { // beyond the screen
                        if (position.pieceAt(to) != 0) {
                            touch(id, to);
                            break;
                        }
                    }
                }
                break;
            default: { // pawn
                int to = from + (side == Piece.RED ? Squares.UP : Squares.DOWN);
                if (Squares.isOnBoard(to)) {
                    touch(id, to);
                }
                if (!Squares.isOwnHalf(from, side)) {
                    for (int step = -1; step <= 1; step += 2) {
                        if (Squares.isOnBoard(from + step)) {
                            touch(id, from + step);
                        }
                    }
                }
                break;
            }
        }
    }

    /** Step 1 for piece {@code id} touching point {@code sq}. */
    private void touch(int id, int sq) {
        int target = position.pieceAt(sq);
        if (target == 0) {
            mobility[id]++;
        } else if (Piece.side(target) == Piece.side(id)) {
            guards[sq]++;
        } else {
            attackers[sq]++;
            mobility[id]++;
            int targetType = Piece.type(target);
            if (targetType == Piece.KING) {
                if (Piece.side(id) == sideToMove) {
                    decided = true;
                }
            } else {
                weight[sq] += (30 + (BASE[targetType] - BASE[Piece.type(id)]) / 10) / 10;
            }
        }
    }
}
