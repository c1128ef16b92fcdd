package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.MovePicker;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.PruningParameters;
import org.gametree.core.search.QuietHistory;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Technique;
import org.gametree.core.search.TranspositionTable;

/**
 * Principal variation search as today's engines run it: the same PVS as the book's, with the
 * selective techniques that make it strong, each one a switch of {@link SearchConfig} and each
 * decision reported to the listener with the technique that made it:
 *
 * <ul>
 * <li><b>Before the moves</b> (null-window nodes not in check): reverse futility — the static
 *     evaluation minus a margin per ply already reaches beta; razoring — far below alpha near
 *     the horizon, quiescence decides; null move — the side to move passes and a search
 *     {@code R} plies shallower still reaches beta (verified at depth, never in a position
 *     without attackers); internal iterative reduction — no hash move, one ply less.</li>
 * <li><b>Moves</b> from the staged {@link MovePicker} (or all at once when it is off).</li>
 * <li><b>Per move</b>: late-move pruning and futility pruning of quiet moves, SEE pruning of
 *     losing captures near the horizon; singular extension of a hash move no other move comes
 *     close to (and multi-cut when even without it the node reaches beta); check extension;
 *     late-move reductions (one ply, or a logarithmic table adjusted by history), re-searched at
 *     full depth when the reduced search beats alpha.</li>
 * </ul>
 * With every switch off it is plain PVS. Fail-soft; mate scores are never the result of a pruning
 * shortcut.
 */
public final class ModernSearch extends Searcher {

    /** Frames of the picker: one per ply, and one more per ply for the singular search nested in a node. */
    private static final int FRAMES = 2 * (MAX_PLY + 2);
    /** Quiet moves remembered per node for the history malus. */
    private static final int QUIETS_KEPT = 64;

    private final PruningParameters p;
    private final QuietHistory history = new QuietHistory(MAX_PLY + 2);
    private final MovePicker picker;
    /** Reductions by remaining depth and move number, [depth * 64 + moveNumber], both capped at 63. */
    private final int[] reductionTable = new int[64 * 64];

    /** Static evaluation at each ply, {@link Score#NONE} when in check. */
    private final int[] staticEval = new int[MAX_PLY + 2];
    /** The move a singular search leaves out at each ply (0: none). */
    private final int[] excluded = new int[MAX_PLY + 2];
    /** Piece-to index of the move that led to each ply (-1 at the root and after a null move). */
    private final int[] pieceTo = new int[MAX_PLY + 2];
    /** Quiet moves searched at each frame, for the history malus. */
    private final int[] quietsTried = new int[FRAMES * QUIETS_KEPT];
    /** No null move before this ply (set while a null-move cut is verified). */
    private int nullMoveMinPly;
    /** Whether any switch needs the static evaluation of interior nodes. */
    private final boolean usesStaticEval;
    /** Whether some technique prunes or reduces moves of the main search (a mate found may not be the shortest). */
    private final boolean selective;

    public ModernSearch(SearchConfig config) {
        super(config);
        this.p = config.pruning();
        this.picker = new MovePicker(FRAMES, MAX_MOVES, history, config.killers(), config.captureOrdering());
        usesStaticEval = config.nullMove() || config.reverseFutility() || config.razoring() || config.futility()
                || config.lateMovePruning() || config.reductions() == SearchConfig.Reductions.LOGARITHMIC;
        selective = usesStaticEval || config.seePruning() || config.reductions() != SearchConfig.Reductions.OFF
                || config.internalIterativeReduction();
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                double r = p.reductionBase() + Math.log(d) * Math.log(m) * 100 / p.reductionDivisor();
                reductionTable[d * 64 + m] = (int) (r / 100);
            }
        }
    }

    @Override
    public String name() {
        return "modern";
    }

    @Override
    protected boolean supportsThreads() {
        return true;
    }

    @Override
    public void releasePosition() {
        super.releasePosition();
        picker.release();
    }

    /**
     * A selective search may find a mate through a line its reductions left short while a
     * shorter mate hides behind a pruned or reduced move (the tactics suite has such cases: a
     * mate in 3 at depth 5 where a mate in 2 exists): it goes on to twice the mate's length.
     */
    @Override
    protected int mateConfirmationDepth(int matePlies) {
        return selective ? 2 * matePlies : matePlies;
    }

    @Override
    protected void prepareSearch() {
        history.clear(position.historySize(), position.pieceToSize());
        java.util.Arrays.fill(excluded, 0);
        java.util.Arrays.fill(pieceTo, -1);
        nullMoveMinPly = 0;
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        if (!config.aspirationWindows() || depth < 4 || Score.isMate(previousValue)) {
            return search(depth, 0, -Score.INFINITE, Score.INFINITE);
        }
        int delta = config.aspirationWindow();
        int alpha = Math.max(previousValue - delta, -Score.INFINITE);
        int beta = Math.min(previousValue + delta, Score.INFINITE);
        while (true) {
            int value = search(depth, 0, alpha, beta);
            if (stopped || value > alpha && value < beta) {
                return value;
            }
            researches++;
            if (listener != null) {
                listener.researched(0, 0, Technique.ASPIRATION_WINDOW);
            }
            delta *= 2;
            if (value <= alpha) {
                alpha = Math.max(value - delta, -Score.INFINITE);
            } else {
                beta = Math.min(value + delta, Score.INFINITE);
            }
            if (delta > 1000) {
                alpha = -Score.INFINITE;
                beta = Score.INFINITE;
            }
        }
    }

    private int search(int depth, int ply, int alpha, int beta) {
        boolean pvNode = beta - alpha > 1;
        int settled = openNodeBeforeMoves(depth, ply, alpha, beta);
        if (settled != Score.NONE) {
            return settled;
        }
        long data = nodeEntry;
        boolean inCheck = position.isInCheck();
        int eval = inCheck || !usesStaticEval ? Score.NONE : staticEvaluation();
        staticEval[ply] = eval;
        boolean improving = eval != Score.NONE && ply >= 2 && (staticEval[ply - 2] == Score.NONE || eval > staticEval[ply - 2]);
        if (!pvNode && eval != Score.NONE) {
            int decided = prunedBeforeMoves(depth, ply, alpha, beta, eval, improving);
            if (decided != Score.NONE) {
                return leaveNode(ply, decided, Bound.of(decided, alpha, beta));
            }
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
        }
        int hashMove = ply == 0 ? rootHashMove(data) : hashMove(data);
        if (config.internalIterativeReduction() && hashMove == 0 && depth >= p.internalReductionDepth()) {
            if (listener != null) {
                listener.reduced(ply, 0, 1, Technique.INTERNAL_ITERATIVE_REDUCTION);
            }
            depth--;
        }
        int value = moveLoop(depth, ply, ply, alpha, beta, inCheck, hashMove, data, improving);
        return leaveNode(ply, value, stopped ? 0 : Bound.of(value, alpha, beta));
    }

    /** The root's first move: the last iteration's best, else the table's. */
    private int rootHashMove(long data) {
        int previous = previousBestMove();
        return previous != 0 ? previous : hashMove(data);
    }

    /**
     * Reverse futility, razoring and the null move, in that order (cheapest first): a value that
     * decides the node, or {@link Score#NONE} to search its moves.
     */
    private int prunedBeforeMoves(int depth, int ply, int alpha, int beta, int eval, boolean improving) {
        if (config.reverseFutility() && depth <= p.reverseFutilityDepth() && !Score.isMate(beta)) {
            int margin = p.reverseFutilityMargin() * (improving ? depth - 1 : depth);
            if (eval - margin >= beta) {
                return prunedNode(ply, Technique.REVERSE_FUTILITY, eval);
            }
        }
        if (config.razoring() && depth <= p.razoringDepth() && eval + p.razoringMargin() * (depth + 1) <= alpha) {
            int value = quiescenceBody(ply, alpha, alpha + 1);
            if (stopped) {
                return Score.NONE;
            }
            if (value <= alpha && !Score.isMate(value)) {
                return prunedNode(ply, Technique.RAZORING, value);
            }
        }
        if (config.nullMove() && depth >= p.nullMoveMinDepth() && eval >= beta && ply >= nullMoveMinPly
                && pathMoves[ply] != NULL_MOVE && excluded[ply] == 0 && !Score.isMate(beta)
                && position.nullMoveAllowed()) {
            return nullMove(depth, ply, beta, eval);
        }
        return Score.NONE;
    }

    private int prunedNode(int ply, Technique technique, int value) {
        if (listener != null) {
            listener.pruned(ply, 0, technique, value);
        }
        return value;
    }

    /**
     * The null move: pass, search {@code R} plies shallower with the window (beta - 1, beta). If
     * that reaches beta, so would a real move (a pass is never better in Xiangqi outside
     * zugzwang): the node is cut — at {@link PruningParameters#nullMoveVerifyDepth()} and deeper
     * only once a search of the node's own moves {@code R} plies shallower, without null moves in
     * its first plies, confirms it.
     */
    private int nullMove(int depth, int ply, int beta, int eval) {
        int reduction = p.nullMoveReduction() + depth / p.nullMoveDepthDivisor() + Math.min((eval - beta) / 200, 3);
        if (listener != null) {
            listener.nullMoveTried(ply, reduction);
        }
        pieceTo[ply + 1] = -1;
        playNull(ply);
        int value = -search(depth - 1 - reduction, ply + 1, -beta, -beta + 1);
        takeBackNull();
        if (stopped || value < beta) {
            return Score.NONE;
        }
        if (Score.isMate(value)) {
            value = beta; // a pass proves no mate
        }
        if (depth < p.nullMoveVerifyDepth() || nullMoveMinPly != 0) {
            return prunedNode(ply, Technique.NULL_MOVE, value);
        }
        nullMoveMinPly = ply + 3 * (depth - reduction) / 4;
        int verified = moveLoop(depth - reduction, ply, ply, beta - 1, beta, false, 0, 0, true);
        nullMoveMinPly = 0;
        if (!stopped && verified >= beta) {
            return prunedNode(ply, Technique.NULL_MOVE_VERIFICATION, verified);
        }
        return Score.NONE;
    }

    /**
     * Searches the moves of the node at {@code ply} (picker state in {@code frame}) and returns
     * its value; stores it in the table unless a move is excluded. The node is already entered.
     */
    private int moveLoop(int depth, int ply, int frame, int alpha, int beta, boolean inCheck, int hashMove, long data,
                         boolean improving) {
        boolean pvNode = beta - alpha > 1;
        boolean root = ply == 0;
        boolean restrictedRoot = root && rootRestricted(); // MultiPV's later lines, searchmoves
        int excludedMove = excluded[ply];
        int eval = staticEval[ply];
        int previous1 = config.continuationHistory() || config.counterMoves() ? pieceTo[ply] : -1;
        int previous2 = config.continuationHistory() && ply >= 1 ? pieceTo[ply - 1] : -1;
        int contPrevious1 = config.continuationHistory() ? previous1 : -1;
        int counterMove = config.counterMoves() ? history.counterMove(previous1) : 0;
        int start = ply * MAX_MOVES;
        int end = 0;
        if (config.stagedMoves()) {
            picker.start(position, frame, ply, config.hashMoveFirst() ? hashMove : 0, inCheck, counterMove,
                    contPrevious1, previous2);
        } else {
            end = generate(ply, hashMove);
        }
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = 0;
        int moveCount = 0;
        int quietCount = 0;
        int index = start;
        while (true) {
            int move;
            MoveStage stage;
            if (config.stagedMoves()) {
                move = picker.next(frame);
                stage = picker.stage(frame);
            } else {
                move = index < end ? next(index, end) : 0;
                stage = MoveStage.UNORDERED;
                index++;
            }
            if (move == 0) {
                break;
            }
            if (move == excludedMove || restrictedRoot && rootSkips(move)) {
                continue;
            }
            moveCount++;
            if (moveCount == 1) {
                nodes++;
            }
            boolean capture = position.isNoisy(move);
            // Move pruning only at null-window nodes that already have a move not losing by mate.
            boolean selective = !pvNode && best > -Score.MATE_BOUND;
            if (selective && !inCheck && eval != Score.NONE
                    && skipped(depth, ply, move, capture, quietCount, alpha, eval, improving)) {
                continue;
            }
            int extension = 0;
            if (config.singularExtension() && !root && move == hashMove && excludedMove == 0
                    && depth >= p.singularDepth() && data != 0) {
                int singular = singularExtension(depth, ply, beta, data, move, inCheck, improving);
                if (singular == Score.NONE) {
                    extension = 1;
                } else if (singular != Score.INFINITE) {
                    return singular; // multi-cut: the node is decided (already reported)
                }
                if (stopped) {
                    return 0;
                }
            }
            pieceTo[ply + 1] = position.pieceToIndex(move);
            play(ply, move);
            boolean givesCheck = position.isInCheck();
            if (extension == 0 && givesCheck && config.checkExtension() && ply < MAX_PLY / 2) {
                extension = 1;
                if (listener != null) {
                    listener.extended(ply, move, 1, Technique.CHECK_EXTENSION);
                }
            } else if (extension == 1 && listener != null) {
                listener.extended(ply, move, 1, Technique.SINGULAR_EXTENSION);
            }
            int newDepth = depth - 1 + extension;
            int value;
            if (moveCount == 1) {
                value = -search(newDepth, ply + 1, -beta, -alpha);
            } else {
                int reduction = extension == 0 && !inCheck && !givesCheck
                        ? reduction(depth, ply, move, capture, stage, moveCount, pvNode, improving, contPrevious1, previous2) : 0;
                reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                value = alpha + 1;
                if (reduction > 0) {
                    if (listener != null) {
                        listener.reduced(ply, move, reduction, Technique.LATE_MOVE_REDUCTION);
                    }
                    value = -search(newDepth - reduction, ply + 1, -alpha - 1, -alpha);
                    if (value > alpha && !stopped && listener != null) {
                        listener.researched(ply, move, Technique.LATE_MOVE_REDUCTION);
                    }
                }
                if (value > alpha && !stopped) {
                    value = -search(newDepth, ply + 1, -alpha - 1, -alpha);
                }
                // A horizon leaf without quiescence is valued exactly by any window: no second look.
                boolean exact = newDepth <= 0 && config.quiescence() == SearchConfig.Quiescence.OFF;
                if (pvNode && value > alpha && value < beta && !stopped && !exact) {
                    researches++;
                    if (listener != null) {
                        listener.researched(ply, move, Technique.PVS_RESEARCH);
                    }
                    value = -search(newDepth, ply + 1, -beta, -value); // the null window proved value a lower bound
                }
            }
            takeBack();
            if (stopped) {
                return 0;
            }
            if (value > best) {
                best = value;
                bestMove = move;
                newBest(ply, move, value);
                if (value > alpha) {
                    alpha = value;
                    if (excludedMove == 0) {
                        updatePv(ply, move);
                    }
                    if (value >= beta) {
                        if (config.stagedMoves()) {
                            countCutoff(ply, move, moveCount - 1, stage);
                            if (!capture) {
                                creditQuiet(depth, ply, frame, move, quietCount, previous1, contPrevious1, previous2);
                            }
                        } else {
                            cutoff(ply, move, index - 1 - start, depth); // the classic ordering learns
                        }
                        if (excludedMove == 0) {
                            store(ply, depth, best, Bound.LOWER, move);
                        }
                        return best;
                    }
                }
            }
            if (!capture && quietCount < QUIETS_KEPT) {
                quietsTried[frame * QUIETS_KEPT + quietCount++] = move;
            }
        }
        if (moveCount == 0) {
            if (excludedMove != 0) {
                return alpha; // only the excluded move: nothing else comes close
            }
            leaves++;
            int value = position.noMovesValue(ply);
            if (listener != null) {
                listener.leafEvaluated(ply, value);
            }
            return value;
        }
        if (!config.stagedMoves()) {
            bestMoveFound(ply, bestMove, depth);
        }
        if (excludedMove == 0) {
            store(ply, depth, best, best > originalAlpha ? Bound.EXACT : Bound.UPPER, bestMove);
        }
        return best;
    }

    /**
     * Late-move pruning, futility pruning (quiet moves) and SEE pruning (captures), for a
     * null-window node that already has a move not losing by mate: whether {@code move} is
     * skipped (reported). Moves that give check are never skipped; late-move pruning counts the
     * quiet moves already searched.
     */
    private boolean skipped(int depth, int ply, int move, boolean capture, int quietCount, int alpha, int eval,
                            boolean improving) {
        if (!capture) {
            if (position.givesCheck(move)) {
                return false; // checks are never pruned: in Xiangqi they are how attacks end
            }
            if (config.lateMovePruning() && depth <= p.lateMovePruningDepth()
                    && quietCount >= (3 + depth * depth) / (improving ? 1 : 2)) {
                return pruneMove(ply, move, Technique.LATE_MOVE_PRUNING, quietCount);
            }
            if (config.futility() && depth <= p.futilityDepth()) {
                int bound = eval + p.futilityBase() + p.futilityMargin() * depth;
                if (bound <= alpha) {
                    return pruneMove(ply, move, Technique.FUTILITY, bound);
                }
            }
            return false;
        }
        if (config.seePruning() && depth <= p.seePruningDepth()) {
            int threshold = -p.seePruningMargin() * depth;
            if (!position.staticExchangeAtLeast(move, threshold)) {
                return pruneMove(ply, move, Technique.SEE_PRUNING, threshold);
            }
        }
        return false;
    }

    private boolean pruneMove(int ply, int move, Technique technique, int value) {
        if (listener != null) {
            listener.pruned(ply, move, technique, value);
        }
        return true;
    }

    /**
     * Singular extension of the hash move: search the node without it, {@code (depth-1)/2} deep,
     * against a bound a little below the table's value. {@link Score#NONE} when nothing else
     * comes close (extend), a value to return when even without it the node reaches beta
     * (multi-cut, reported), {@link Score#INFINITE} otherwise (no extension).
     */
    private int singularExtension(int depth, int ply, int beta, long data, int move, boolean inCheck, boolean improving) {
        int bound = TranspositionTable.bound(data);
        int ttValue = Score.fromTable(TranspositionTable.value(data), ply);
        if (bound == Bound.UPPER || TranspositionTable.depth(data) < depth - 3 || Score.isMate(ttValue)) {
            return Score.INFINITE;
        }
        int singularBeta = ttValue - 2 * depth;
        excluded[ply] = move;
        int value = moveLoop((depth - 1) / 2, ply, MAX_PLY + 2 + ply, singularBeta - 1, singularBeta, inCheck, 0, 0,
                improving);
        excluded[ply] = 0;
        if (stopped) {
            return Score.INFINITE;
        }
        if (value < singularBeta) {
            return Score.NONE;
        }
        if (singularBeta >= beta) {
            return prunedNode(ply, Technique.MULTI_CUT, singularBeta);
        }
        return Score.INFINITE;
    }

    /** How many plies shallower a late move is searched first (before clamping). */
    private int reduction(int depth, int ply, int move, boolean capture, MoveStage stage, int moveCount, boolean pvNode,
                          boolean improving, int previous1, int previous2) {
        if (capture && stage != MoveStage.BAD_CAPTURE) {
            return 0;
        }
        switch (config.reductions()) {
            case ONE_PLY:
                boolean killer = config.stagedMoves() ? history.isKiller(ply, move) : isKiller(ply, move);
                return moveCount >= 4 && depth >= 4 && !capture && !killer ? 1 : 0;
            case LOGARITHMIC: {
                if (depth < 3 || moveCount <= (pvNode ? 3 : 2)) {
                    return 0;
                }
                int r = reductionTable[Math.min(depth, 63) * 64 + Math.min(moveCount, 63)];
                if (pvNode) {
                    r--;
                }
                if (!improving) {
                    r++;
                }
                if (stage == MoveStage.KILLER || stage == MoveStage.COUNTER_MOVE) {
                    r--;
                }
                if (!capture && config.stagedMoves()) {
                    int score = history.score(position.historyIndex(move), position.pieceToIndex(move), previous1, previous2);
                    r -= score / (QuietHistory.LIMIT / 2);
                }
                return r;
            }
            default:
                return 0;
        }
    }

    /** A quiet move cut off: reward it, punish the quiet moves tried before it, remember it as killer and counter. */
    private void creditQuiet(int depth, int ply, int frame, int move, int quietCount, int previous1, int contPrevious1,
                             int previous2) {
        if (config.killers() || config.counterMoves()) {
            history.remember(ply, move, config.counterMoves() ? previous1 : -1, config.counterMoves());
        }
        if (config.history() == SearchConfig.History.OFF) {
            return;
        }
        int bonus = QuietHistory.bonus(depth);
        history.update(position.historyIndex(move), position.pieceToIndex(move), contPrevious1, previous2, bonus);
        for (int i = 0; i < quietCount; i++) {
            int tried = quietsTried[frame * QUIETS_KEPT + i];
            history.update(position.historyIndex(tried), position.pieceToIndex(tried), contPrevious1, previous2, -bonus);
        }
    }
}
