package org.gametree.xiangqi.search;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchPosition;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.endgame.EndgameProber;
import org.gametree.xiangqi.endgame.EndgameTable;
import org.gametree.xiangqi.eval.XiangqiEvaluation;

/**
 * A Xiangqi position as the search library sees it: a private copy of a game's {@link Position}
 * (so a search never disturbs the caller's game) with an evaluation.
 *
 * <p><b>Rules inside the search</b> ({@link #ruleValue}), adapting {@code docs/rules-xiangqi.md}
 * the usual engine way. With repetitions off nothing is decided by a rule: the search sees the
 * pure tree of legal moves, which exactness tests need (a value that depends on the history
 * cannot be compared across algorithms or tables). With repetitions on, in this order:
 * <ol>
 * <li><i>Repetition.</i> The current position (pieces and side to move) equals an earlier one
 *     since the last capture. The game needs a third occurrence; the search decides at the
 *     <b>first</b> repetition when the earlier occurrence lies on the search path (at or after
 *     the root) — whoever could repeat once can repeat again — judging the cycle from that
 *     occurrence to now. When the earlier occurrences lie in the game before the root, it
 *     decides at the game's own threshold (the third occurrence, counting the current one),
 *     judging from the first of the three as the rules do. Judging: if one side gave check
 *     with every one of its moves in the cycle and the other did not, the checking side
 *     loses, valued like being mated at this ply ({@link Score#matedIn}(ply) when the side to
 *     move gave the checks, its negation when the opponent did), so a forced perpetual-check
 *     win is reported as "mate N", counting moves to the decided game; otherwise the position
 *     is a draw, 0.</li>
 * <li><i>No-capture limit.</i> {@link Position#NO_CAPTURE_LIMIT} plies without a capture: 0, but
 *     a side to move without a legal move there is mated first ({@link Score#matedIn}), as the
 *     rules give checkmate and stalemate precedence.</li>
 * </ol>
 * The search never stores these values in its table (the library does not store rule leaves).
 * Values above them can still reach the table — the usual graph-history compromise of every
 * engine with repetition detection; exact comparisons switch repetitions off.
 *
 * <p><b>Check status.</b> Perpetual check is judged from {@link Position#wasInCheckAt}, which is
 * only known for plies at which {@link Position#isInCheck()} was asked since the move leading
 * there was made; the algorithms ask only in some configurations, and best-first searches and
 * MCTS walk the tree without visiting every node on the way. So when a repetition is found, the
 * cycle is taken back and replayed once, asking at every position (cached answers cost
 * nothing). That costs a few moves at the rare repetition nodes — which are leaves — instead of
 * an attack test after every move (asking in {@link #makeMove} made plain minimax and
 * alpha-beta with the piece-square evaluation 1.5–1.7 times slower).
 *
 * <p>Not thread-safe; one per searcher.
 */
public final class XiangqiSearchPosition implements SearchPosition {

    /** Dense move index for history tables: from-point × 90 + to-point, points 0..89. */
    public static final int HISTORY_SIZE = 90 * 90;

    /**
     * Ordering values of piece types as victims (most valuable first) — king, advisor,
     * elephant, horse, rook, cannon, pawn. A king is never captured by a legal move.
     */
    private static final int[] VICTIM = {7, 2, 2, 4, 6, 4, 1};
    /**
     * Ordering ranks of piece types as attackers (cheapest first). The king ranks cheapest: a
     * legal king capture cannot be recaptured.
     */
    private static final int[] ATTACKER = {0, 2, 2, 4, 6, 4, 1};

    private final Position position;
    private final XiangqiEvaluation evaluation;
    /** Ply of the game when the search position was made: plies beyond it are the search path. */
    private final int rootPly;
    /** Move buffer for the no-capture rule's "any legal move?" test. */
    private final int[] scratch = new int[Position.MAX_MOVES];
    /** The moves of a repetition cycle, replayed to learn their check status. */
    private int[] replay = new int[32];
    /** Static exchange evaluation, with its own buffers. */
    private final StaticExchange exchange = new StaticExchange();
    /** The endgame databases the search may probe, or null for none. */
    private EndgameProber endgames;

    /**
     * A search position for the game {@code game} (copied, history included) evaluated with
     * {@code evaluation} (which the search position then owns; evaluations may keep scratch
     * state).
     */
    public XiangqiSearchPosition(Position game, XiangqiEvaluation evaluation) {
        this.position = game.copy();
        this.evaluation = evaluation;
        this.rootPly = position.ply();
    }

    /**
     * Lets the search value positions from the endgame databases on disk (when its config's
     * {@code endgame-tables} switch is on); null for none.
     */
    public XiangqiSearchPosition useEndgames(EndgameProber prober) {
        this.endgames = prober;
        return this;
    }

    /** The position being searched (the copy); read it, do not move on it during a search. */
    public Position position() {
        return position;
    }

    public XiangqiEvaluation evaluation() {
        return evaluation;
    }

    // ---------------------------------------------------------------- GamePosition

    @Override
    public int sideToMove() {
        return position.sideToMove();
    }

    @Override
    public int generateMoves(int[] moves, int start) {
        return position.generateMoves(moves, start);
    }

    @Override
    public void makeMove(int move) {
        position.makeMove(move);
    }

    @Override
    public void unmakeMove() {
        position.unmakeMove();
    }

    @Override
    public long key() {
        return position.key();
    }

    @Override
    public boolean isInCheck() {
        return position.isInCheck();
    }

    /** Moves made since this search position was created. */
    @Override
    public int ply() {
        return position.ply() - rootPly;
    }

    // ---------------------------------------------------------------- SearchPosition

    @Override
    public int evaluate() {
        return evaluation.evaluate(position);
    }

    @Override
    public int generateNoisyMoves(int[] moves, int start) {
        return position.generateCaptures(moves, start);
    }

    @Override
    public boolean isNoisy(int move) {
        return position.pieceAt(Move.to(move)) != 0;
    }

    /** Victim value × 16 − attacker rank: always positive for a capture, 0 for a quiet move. */
    @Override
    public int captureOrder(int move) {
        int victim = position.pieceAt(Move.to(move));
        if (victim == 0) {
            return 0;
        }
        int attacker = position.pieceAt(Move.from(move));
        int victimValue = VICTIM[Piece.type(victim)];
        int attackerValue = ATTACKER[Piece.type(attacker)];
        if (victimValue < attackerValue && position.attacksKingSquare(Move.to(move), Piece.side(victim))) {
            // A cheaper piece that is defended (by a rook, horse, cannon, pawn or the king's
            // file; advisors and elephants are not seen): probably loses material.
            return victimValue - attackerValue;
        }
        return victimValue * 16 - attackerValue;
    }

    /** A copy at the same point of the same game, with a fresh evaluation like this one (weights included). */
    @Override
    public SearchPosition copyForThread() {
        return new XiangqiSearchPosition(position, evaluation.copy())
                .useEndgames(endgames == null ? null : endgames.copy());
    }

    /**
     * A win in d plies for the side to move is a mate d plies on ({@code MATE − ply − d}), a loss
     * its negation, a draw 0; the databases count every repetition as a draw.
     */
    @Override
    public int tablebaseValue(int ply) {
        if (endgames == null) {
            return Score.NONE;
        }
        int entry = endgames.entry(position);
        if (entry == EndgameProber.UNKNOWN) {
            return Score.NONE;
        }
        int distance = EndgameTable.distance(entry);
        switch (EndgameTable.value(entry)) {
            case EndgameTable.WIN:
                return Score.MATE - ply - distance;
            case EndgameTable.LOSS:
                return -Score.MATE + ply + distance;
            default:
                return 0;
        }
    }

    @Override
    public boolean isLegalMove(int move) {
        return position.isLegal(move);
    }

    @Override
    public int generateQuietMoves(int[] moves, int start) {
        return position.generateQuietMoves(moves, start);
    }

    /**
     * Cheap bounds first: a capture wins at least the victim minus the capturer (the opponent
     * takes back, we stop) and at most the victim; only between the two is the exchange played
     * out ({@link StaticExchange}).
     */
    @Override
    public boolean staticExchangeAtLeast(int move, int threshold) {
        int victim = StaticExchange.value(position.pieceAt(Move.to(move)));
        int attacker = StaticExchange.value(position.pieceAt(Move.from(move)));
        if (victim - attacker >= threshold) {
            return true;
        }
        if (victim < threshold) {
            return false;
        }
        return exchange.evaluate(position, move) >= threshold;
    }

    @Override
    public boolean givesCheck(int move) {
        return position.givesCheck(move);
    }

    /**
     * The zugzwang guard of null-move pruning: the side to move needs a piece that attacks — a
     * rook, horse or cannon, or a pawn across the river. With only king, advisors, elephants and
     * pawns at home, passing may well be the best "move" and the null move would lie.
     */
    @Override
    public boolean nullMoveAllowed() {
        int tag = Piece.sideTag(position.sideToMove());
        int side = position.sideToMove();
        for (int slot = 5; slot < 16; slot++) { // horses, rooks, cannons, pawns
            int sq = position.squareOf(tag + slot);
            if (sq != 0 && (Piece.type(slot) != Piece.PAWN || !Squares.isOwnHalf(sq, side))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void makeNullMove() {
        position.makeNullMove();
    }

    @Override
    public void unmakeNullMove() {
        position.unmakeNullMove();
    }

    /** Piece kind (0..13) × 90 + destination point. */
    @Override
    public int pieceToIndex(int move) {
        return Piece.kind(position.pieceAt(Move.from(move))) * 90 + point(Move.to(move));
    }

    @Override
    public int pieceToSize() {
        return 14 * 90;
    }

    @Override
    public int historyIndex(int move) {
        return point(Move.from(move)) * 90 + point(Move.to(move));
    }

    private static int point(int sq) {
        return Squares.rank(sq) * Squares.FILES + Squares.file(sq);
    }

    @Override
    public int historySize() {
        return HISTORY_SIZE;
    }

    @Override
    public int ruleValue(int ply, boolean repetitions) {
        if (!repetitions) {
            return Score.NONE;
        }
        int value = repetitionValue(ply);
        if (value != Score.NONE) {
            return value;
        }
        if (position.halfmoveClock() >= Position.NO_CAPTURE_LIMIT) {
            return position.generateMoves(scratch, 0) == 0 ? Score.matedIn(ply) : 0;
        }
        return Score.NONE;
    }

    /** See the class comment: the repetition rule in search, or {@link Score#NONE}. */
    private int repetitionValue(int ply) {
        int now = position.ply();
        long key = position.key();
        int oldest = now - Math.min(now, position.halfmoveClock());
        int start = -1; // where the judged cycle starts
        int occurrences = 1;
        for (int p = now - 2; p >= oldest; p -= 2) { // the same side to move: every second ply
            if (position.moveAt(p) == Move.NONE || position.moveAt(p + 1) == Move.NONE) {
                break; // a null move (search only) in between: no cycle of real moves
            }
            if (position.keyAt(p) == key) {
                occurrences++;
                if (p >= rootPly || occurrences == 3) {
                    start = p;
                    break;
                }
            }
        }
        if (start < 0) {
            return Score.NONE;
        }
        knowChecksSince(start);
        // The move made at ply p gave check if the position at p + 1 is in check.
        boolean moverAlwaysChecked = true; // the side that just moved (the opponent)
        boolean sideToMoveAlwaysChecked = true;
        for (int p = start; p < now; p++) {
            boolean gaveCheck = position.wasInCheckAt(p + 1);
            if ((now - p) % 2 == 1) {
                moverAlwaysChecked &= gaveCheck;
            } else {
                sideToMoveAlwaysChecked &= gaveCheck;
            }
        }
        if (sideToMoveAlwaysChecked && !moverAlwaysChecked) {
            return Score.matedIn(ply);
        }
        if (moverAlwaysChecked && !sideToMoveAlwaysChecked) {
            return -Score.matedIn(ply);
        }
        return 0;
    }

    /**
     * Makes sure {@link Position#wasInCheckAt} is known for every ply from {@code start} to now:
     * takes the moves back and plays them again, asking {@link Position#isInCheck()} at each
     * position. The position ends as it was. A null move in the span (only a caller's game can
     * hold one) cannot be replayed this way; then the statuses already known are used.
     */
    private void knowChecksSince(int start) {
        int now = position.ply();
        int count = now - start;
        if (replay.length < count) {
            replay = new int[Math.max(count, 2 * replay.length)];
        }
        for (int i = 0; i < count; i++) {
            replay[i] = position.moveAt(start + i);
            if (replay[i] == Move.NONE) {
                return;
            }
        }
        for (int i = 0; i < count; i++) {
            position.unmakeMove();
        }
        position.isInCheck();
        for (int i = 0; i < count; i++) {
            position.makeMove(replay[i]);
            position.isInCheck();
        }
    }

    @Override
    public int noMovesValue(int ply) {
        return Score.matedIn(ply);
    }

    @Override
    public String moveName(int move) {
        return Move.toCoordinate(move);
    }

    @Override
    public String toString() {
        return position + " [" + evaluation.name() + "]";
    }
}
