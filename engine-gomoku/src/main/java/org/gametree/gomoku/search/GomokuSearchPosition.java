package org.gametree.gomoku.search;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchPosition;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.eval.PatternEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.SolveResult;
import org.gametree.gomoku.threat.ThreatScanner;
import org.gametree.gomoku.threat.ThreatSolver;

/**
 * A Gomoku position as the search library sees it: a private copy of a game's
 * {@link GomokuPosition} with an evaluation (which it owns and keeps up to date through
 * {@link GomokuEvaluation#played}/{@link GomokuEvaluation#removed}).
 *
 * <p><b>Moves.</b> Either every empty point (the book's way, branching ≈ 200) or, with
 * {@link Candidates#NEAR}, the empty points within distance 2 (king steps) of a stone — the
 * centre on an empty board. Under Renju, black's forbidden points are left out. There are no
 * noisy moves (the library's defaults).
 *
 * <p><b>Ordering.</b> The library orders moves only by captures, the table and history; so the
 * moves are generated already sorted by a cheap pattern score, highest first. With the
 * {@link PatternEvaluation} it is the point's value to the side to move plus three quarters of
 * its value to the opponent (what a stone makes there, combinations included); otherwise the
 * five-point windows through the point: each window free of the opponent's stones counts by how
 * many of the mover's it holds ({@link #MAKES}: extending a four dominates), each free of the
 * mover's by how many of the opponent's it would block ({@link #BLOCKS}). Plus closeness to the
 * centre; ties by point index. Deterministic.
 *
 * <p><b>Rules.</b> {@link #ruleValue}: if the last move completed a winning row (or, under
 * Renju, black's last move was forbidden — only possible from a given root), the side to move
 * has lost: {@link Score#matedIn}(ply); a full board is a draw, 0. Nothing depends on the path,
 * so the {@code repetitions} switch changes nothing. {@link #noMovesValue} is 0 (only a board
 * whose empty points are all forbidden to black leaves no move).
 *
 * <p><b>Threats</b> ({@link Threats#ON}). A four is Gomoku's check: the side to move
 * {@linkplain #isInCheck is in check} when the opponent has a five point. The moves are then
 * forced: a five of one's own if there is one, else the blocks of the opponent's five points
 * (a position facing two five points keeps its blocks, all of which lose). The noisy moves,
 * which the library's quiescence search plays after standing pat, are one's own fives, else the
 * moves that make a four; so quiescence with evasions is a search of continuous fours (VCF)
 * below the horizon, and check extension extends fours. With {@link Threats#OFF} (the book's
 * way) every candidate is a move and there are no noisy moves.
 *
 * <p>Facing an open three (the opponent has a straight-four point) the moves are only its
 * answers: own fours and the defences ({@link #threatAnswers}). Within {@link #VCF_CHECK_PLIES}
 * of the root, a side with a VCF (found by the threat solver within a small budget) plays only
 * its first move ({@link #vcfMove}).
 *
 * <p>Not thread-safe; one per searcher.
 */
public final class GomokuSearchPosition implements SearchPosition {

    /** Which points are moves. */
    public enum Candidates {
        /** Empty points within distance 2 of a stone. */
        NEAR,
        /** Every empty point. */
        ALL;

        public static Candidates parse(String name) {
            switch (name) {
                case "near": return NEAR;
                case "all": return ALL;
                default: throw new IllegalArgumentException("unknown candidates '" + name + "' (known: near, all)");
            }
        }
    }

    /** Whether fours force the reply and make quiescence a VCF (see the class comment). */
    public enum Threats {
        OFF,
        ON;

        public static Threats parse(String name) {
            switch (name) {
                case "on": return ON;
                case "off": return OFF;
                default: throw new IllegalArgumentException("unknown threats '" + name + "' (known: on, off)");
            }
        }
    }

    private final GomokuPosition position;
    private final GomokuEvaluation evaluation;
    /** The evaluation's point values when it has them (ordering uses them), else null. */
    private final PatternEvaluation pointValues;
    private final Candidates candidates;
    private final boolean threats;
    private final int size;
    private final int[] fives = new int[8];
    private final int[] mark = new int[GomokuPosition.MAX_POINTS];
    private int stamp;
    /** near[p] = the stones within distance 2 (king steps) of p, kept by make and unmake. */
    private final int[] near = new int[GomokuPosition.MAX_POINTS];
    private final ThreatScanner scanner = new ThreatScanner();
    private final int[] straightFours = new int[32];
    private final int[] answers = new int[GomokuPosition.MAX_POINTS];
    private final byte[] answerKinds = new byte[GomokuPosition.MAX_POINTS];
    /** The root moves the search may play (null: all), and the root's ply. */
    private boolean[] rootAllowed;
    private final int rootPly;

    /** A search position without threat handling ({@link Threats#OFF}). */
    public GomokuSearchPosition(GomokuPosition game, GomokuEvaluation evaluation, Candidates candidates) {
        this(game, evaluation, candidates, Threats.OFF);
    }

    public GomokuSearchPosition(GomokuPosition game, GomokuEvaluation evaluation, Candidates candidates,
                                Threats threats) {
        this.position = game.copy();
        this.evaluation = evaluation;
        this.pointValues = evaluation instanceof PatternEvaluation pattern ? pattern : null;
        this.candidates = candidates;
        this.threats = threats == Threats.ON;
        this.size = position.size();
        scanner.attach(position);
        if (pointValues != null) {
            scanner.useHints(pointValues);
        }
        this.rootPly = position.ply();
        for (int i = 0; i < position.ply(); i++) {
            if (position.moveAt(i) != 0) { // 0: a pass (analysis only)
                addNear(position.moveAt(i), 1);
            }
        }
        evaluation.reset(position);
    }

    /** The position being searched (the copy); read it, do not move on it during a search. */
    public GomokuPosition position() {
        return position;
    }

    public GomokuEvaluation evaluation() {
        return evaluation;
    }

    @Override
    public int sideToMove() {
        return position.sideToMove();
    }

    @Override
    public long key() {
        return position.key();
    }

    @Override
    public int ply() {
        return position.ply();
    }

    @Override
    public boolean isInCheck() {
        return threats && position.windows(GomokuPosition.opponent(position.stoneToMove()), 4) > 0
                && !result().isOver()
                && position.firstFivePoint(GomokuPosition.opponent(position.stoneToMove())) != 0;
    }

    /**
     * With threats on, a move that makes a four or an open three: the library never prunes such
     * a move as a quiet one (late-move pruning, futility), as it never prunes a check in Xiangqi.
     * A Gomoku attack is a chain of such moves, and the ordering does not always put them within
     * the first few a shallow node keeps (measured against Rapfi: see
     * docs/experiments/gomoku-threats.md). Read from the point patterns' classes when the
     * evaluation keeps them (a four or an open three in one line), else tested on the board.
     */
    @Override
    public boolean givesCheck(int move) {
        if (!threats) {
            return false;
        }
        int us = position.stoneToMove();
        if (pointValues != null) {
            return pointValues.makesThreat(move, us);
        }
        return scanner.fourStrength(move, us) > 0 || scanner.makesThree(move, us);
    }

    /**
     * The forced moves with threats on: own five points, else the legal blocks of the
     * opponent's; returns {@code start} when nothing is forced.
     */
    private int forcedMoves(int[] moves, int start) {
        int us = position.stoneToMove();
        int n = position.fivePoints(us, fives, fives.length);
        if (n == 0) {
            n = position.fivePoints(GomokuPosition.opponent(us), fives, fives.length);
        }
        int end = start;
        for (int i = 0; i < n; i++) {
            if (playable(fives[i])) {
                moves[end++] = fives[i];
            }
        }
        return end;
    }

    /**
     * Whether black may not play the empty point p: the full test, after the point patterns'
     * quick "cannot be" when the evaluation keeps them.
     */
    private boolean forbidden(int p) {
        return (pointValues == null || pointValues.mayBeForbidden(p)) && ForbiddenPoints.isForbidden(position, p);
    }

    /** Whether the side to move may play the empty point p (the game being undecided). */
    private boolean playable(int p) {
        return position.stoneAt(p) == GomokuPosition.EMPTY
                && !(position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK
                        && forbidden(p));
    }

    /**
     * With threats on: own fives, else the winning fours — the legal moves after which the mover
     * has two or more five points (an open four or a double four), which no block answers.
     * Nothing while the opponent has a five point (the evasions handle that) or with threats off.
     *
     * <p>Why not every four, which would make quiescence a full VCF: measured on the bench, plain
     * fours for both sides in quiescence took 3 million quiescence nodes on a 12-stone position
     * at depth 2 (no table in quiescence). The full VCF runs at the root instead
     * ({@link GomokuEngine}); inside the tree, fours are extended by check extension.
     */
    @Override
    public int generateNoisyMoves(int[] moves, int start) {
        if (!threats || result().isOver()) {
            return start;
        }
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        if (position.fivePoints(us, fives, 1) > 0) {
            return forcedMoves(moves, start);
        }
        if (position.windows(us, 3) == 0 || position.fivePoints(them, fives, 1) > 0
                || pointValues != null && !pointValues.mayHaveWinningFour(us)) {
            return start;
        }
        int end = start;
        stamp++;
        Lines lines = position.lines();
        for (int w = 0; w < lines.windowCount(); w++) {
            if (position.stonesInWindow(us, w) != 3 || position.stonesInWindow(them, w) != 0) {
                continue;
            }
            for (int i = 0; i < 5; i++) {
                int p = lines.windowStart[w] + i * lines.windowStep[w];
                if (position.stoneAt(p) == GomokuPosition.EMPTY && mark[p] != stamp) {
                    mark[p] = stamp;
                    if ((pointValues == null || pointValues.mayMakeWinningFour(p, us))
                            && playable(p) && isWinningFour(p, us)) {
                        moves[end++] = p;
                    }
                }
            }
        }
        return end;
    }

    /** Whether playing p gives {@code us} two or more five points. */
    private boolean isWinningFour(int p, int us) {
        position.makeMove(p);
        int n = position.fivePointsThrough(p, us, fives, 2);
        position.unmakeMove();
        return n >= 2;
    }

    @Override
    public void makeMove(int move) {
        int stone = position.stoneToMove();
        position.makeMove(move);
        addNear(move, 1);
        evaluation.played(position, move, stone);
    }

    @Override
    public void unmakeMove() {
        int move = position.lastMove();
        evaluation.removed(position, move, position.stoneAt(move));
        addNear(move, -1);
        position.unmakeMove();
    }

    /** Counts a stone at p as near (or no longer near, delta -1) the points within distance 2 of it. */
    private void addNear(int p, int delta) {
        for (int dy = -2; dy <= 2; dy++) {
            int row = p + dy * GomokuPosition.STRIDE;
            for (int dx = -2; dx <= 2; dx++) {
                near[row + dx] += delta;
            }
        }
    }

    /**
     * Restricts the moves at the root to {@code allowed[0..n)} (the engine's defence against a
     * VCF the opponent threatens); moves outside it are not searched there.
     */
    public void restrictRoot(int[] allowed, int n) {
        rootAllowed = new boolean[GomokuPosition.MAX_POINTS];
        for (int i = 0; i < n; i++) {
            rootAllowed[allowed[i]] = true;
        }
        forgetGenerated();
    }

    @Override
    public int generateMoves(int[] moves, int start) {
        int slot = position.ply() - rootPly;
        if (slot < 0 || slot >= CACHED_PLIES) {
            return generateUncached(moves, start);
        }
        if (cachedMoves == null) {
            cachedMoves = new int[CACHED_PLIES][];
            cachedCount = new int[CACHED_PLIES];
            cachedKey = new long[CACHED_PLIES];
            cachedStamp = new int[CACHED_PLIES];
            generatedStamp = new int[CACHED_PLIES][];
        }
        if (cachedMoves[slot] == null || cachedKey[slot] != position.key()) {
            fillCache(slot);
        }
        int n = cachedCount[slot];
        System.arraycopy(cachedMoves[slot], 0, moves, start, n);
        return start + n;
    }

    /**
     * Whether {@link #generateMoves} would list the move here: answered from the same per-ply
     * cache, so the move picker's killer and counter-move tests cost a lookup (the library's
     * default generates every move for each question).
     */
    @Override
    public boolean isLegalMove(int move) {
        int slot = position.ply() - rootPly;
        if (move <= 0 || move >= GomokuPosition.MAX_POINTS || slot < 0 || slot >= CACHED_PLIES) {
            return SearchPosition.super.isLegalMove(move);
        }
        if (cachedMoves == null || cachedMoves[slot] == null || cachedKey[slot] != position.key()) {
            generateMoves(scratch, 0);
        }
        return generatedStamp[slot][move] == cachedStamp[slot];
    }

    /** Generates the moves of the position at {@code slot} plies below the root into its cache entry. */
    private void fillCache(int slot) {
        if (cachedMoves[slot] == null) {
            cachedMoves[slot] = new int[GomokuPosition.MAX_POINTS];
            generatedStamp[slot] = new int[GomokuPosition.MAX_POINTS];
        }
        int n = generateUncached(cachedMoves[slot], 0);
        cachedCount[slot] = n;
        cachedKey[slot] = position.key();
        int stamp = ++cachedStamp[slot];
        if (stamp == 0) { // wrapped: stale marks could match again
            java.util.Arrays.fill(generatedStamp[slot], 0);
            stamp = cachedStamp[slot] = 1;
        }
        for (int i = 0; i < n; i++) {
            generatedStamp[slot][cachedMoves[slot][i]] = stamp;
        }
    }

    /**
     * The moves of the last generation per ply below the root, its position's key, and the
     * marks of the moves it listed (a point is listed when its mark equals the ply's stamp).
     * The generation is the costly part of a node (forced moves, threat answers, VCF check,
     * ordering), and the same node asks for it more than once.
     */
    private static final int CACHED_PLIES = 64;
    private int[][] cachedMoves;
    private int[] cachedCount;
    private long[] cachedKey;
    private int[] cachedStamp;
    private int[][] generatedStamp;
    private final int[] scratch = new int[GomokuPosition.MAX_POINTS];

    private int generateUncached(int[] moves, int start) {
        int end = generateAllMoves(moves, start);
        if (rootAllowed == null || position.ply() != rootPly) {
            return end;
        }
        int kept = start;
        for (int i = start; i < end; i++) {
            if (rootAllowed[moves[i]]) {
                moves[kept++] = moves[i];
            }
        }
        return kept > start ? kept : end;
    }

    private int generateAllMoves(int[] moves, int start) {
        if (result().isOver()) {
            return start;
        }
        if (threats && (position.windows(GomokuPosition.BLACK, 4) > 0 || position.windows(GomokuPosition.WHITE, 4) > 0)) {
            int forced = forcedMoves(moves, start);
            if (forced > start) {
                return forced;
            }
        }
        if (threats && position.ply() - rootPly < VCF_CHECK_PLIES) {
            int win = vcfMove();
            if (win != 0) {
                moves[start] = win;
                return start + 1;
            }
        }
        if (threats) {
            int answered = threatAnswers(moves, start);
            if (answered > start) {
                order(moves, start, answered);
                return answered;
            }
        }
        int n = start;
        boolean restricted = position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK;
        // below the root with threats on, only the best CANDIDATE_LIMIT are kept: the costly
        // forbidden-point test waits until a candidate is among them
        boolean limited = threats && position.ply() > rootPly;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                    continue;
                }
                if (candidates == Candidates.NEAR) {
                    boolean close = position.ply() == 0 ? x == size / 2 && y == size / 2 : near[p] > 0;
                    if (!close) {
                        continue;
                    }
                }
                if (restricted && !limited && forbidden(p)) {
                    continue;
                }
                moves[n++] = p;
            }
        }
        order(moves, start, n);
        if (limited) {
            int kept = start;
            // pattern-class pruning: the quiet moves the ordering ranks lowest are not searched,
            // unless the point patterns say they make a four or an open three
            int us = position.stoneToMove();
            for (int i = start; i < n; i++) {
                boolean within = candidateLimit == 0 || kept - start < candidateLimit;
                if (!within && (pointValues == null || !pointValues.makesThreat(moves[i], us))) {
                    if (pointValues == null) {
                        break;
                    }
                    continue;
                }
                if (!restricted || !forbidden(moves[i])) {
                    moves[kept++] = moves[i];
                }
            }
            n = kept;
        }
        return n;
    }

    /** The quiet candidates kept below the root ({@link #CANDIDATE_LIMIT}; 0: all). */
    private int candidateLimit = CANDIDATE_LIMIT;

    /**
     * Sets how many quiet candidates are searched below the root with threats on (0: all, no
     * cut): the pruning by pattern class as a switch the compare view can measure.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public void setCandidateLimit(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("the candidate limit must not be negative, got " + limit);
        }
        this.candidateLimit = limit;
        forgetGenerated();
    }

    /** Drops the cached generations (the rules of generation changed). */
    private void forgetGenerated() {
        if (cachedKey != null) {
            java.util.Arrays.fill(cachedMoves, null);
        }
    }

    /**
     * With threats on, below the root at most this many quiet candidates are searched, the best
     * by the ordering score (the root keeps them all). Forcing situations are not cut: fours
     * force their blocks, open threes their answers, and those lists come before this one; with
     * the point patterns, a move that makes a four or an open three is kept beyond the limit
     * (Renju against Rapfi, 1 s per move: 3 of 20, see the experiments). Sixteen: self-play prefers fewer (Renju, 20 games each: 10 against 16 scored 72.5 %, 7
     * against 10 72.5 %, 5 against 7 70 %), but against Rapfi every narrower engine lost faster
     * (our black games: 42 moves on average with 16, 38 with 7, 32 with 5) and won no more; see
     * docs/experiments/gomoku-threats.md.
     */
    public static final int CANDIDATE_LIMIT = 16;

    /**
     * With threats on, when the opponent has a straight-four point (an open three, or a broken
     * one) and the side to move no five: only the moves that answer it — the side to move's own
     * fours and the points after which the opponent has no straight four left (see
     * {@link ThreatScanner#answers}; under Renju a white stone far away that would make black's
     * point forbidden is not looked for). Every other move loses to the straight four, so
     * leaving them out changes no value; it is the threat-space search's defence rule used as pruning.
     * Returns {@code start} when there is no such threat or no answer (every move loses; the
     * search sees it).
     */
    private int threatAnswers(int[] moves, int start) {
        int them = GomokuPosition.opponent(position.stoneToMove());
        if (position.windows(them, 3) == 0 || !mayHaveStraightFour(them)) {
            return start;
        }
        int nf = scanner.straightFours(them, straightFours);
        if (nf == 0) {
            return start;
        }
        int n = scanner.answers(them, straightFours, nf, answers, answerKinds, false);
        for (int i = 0; i < n; i++) {
            moves[start + i] = answers[i];
        }
        return start + n;
    }

    /**
     * Whether {@code stone} might have a straight-four point (false is certain): by the point
     * patterns, a point that makes two five points, or for Renju white any four (its one five
     * point may be forbidden to black).
     */
    private boolean mayHaveStraightFour(int stone) {
        if (pointValues == null) {
            return true;
        }
        return pointValues.mayHaveWinningFour(stone)
                || position.rule() == Rule.RENJU && stone == GomokuPosition.WHITE && pointValues.mayHaveFour(stone);
    }

    /** Plies below the root where a node asks the threat solver for a VCF of the side to move. */
    public static final int VCF_CHECK_PLIES = 2;
    /** The node budget of each such VCF check: small, it runs at many nodes. */
    public static final long VCF_CHECK_NODES = 300;
    private ThreatSolver vcfSolver;

    /**
     * The first move of a VCF of the side to move found within {@link #VCF_CHECK_NODES}, or 0:
     * near the root the search then plays only that move (the fours that follow are forced, so
     * the search proves the win quickly) instead of looking at every candidate. Needs a four to
     * start from: a window with three of the side's stones and none of the other's.
     */
    private int vcfMove() {
        int us = position.stoneToMove();
        if (position.windows(us, 3) == 0) {
            return 0;
        }
        if (vcfSolver == null) {
            vcfSolver = new ThreatSolver(1);
        }
        SolveResult r = vcfSolver.solve(position, ThreatSolver.Mode.VCF, ThreatSolver.DEFAULT_VCF_PLIES, VCF_CHECK_NODES, null);
        return r.win() ? r.firstMove() : 0;
    }

    /** The cheap local pattern score used for ordering (see the class comment). */
    public int orderScore(int p) {
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        int score = 0;
        if (pointValues != null) {
            // what a stone of ours makes here, and most of what the opponent's would
            score = pointValues.moverValue(p, us) + pointValues.moverValue(p, them) * 3 / 4;
        } else {
            for (int w : position.lines().windowsAt[p]) {
                int own = position.stonesInWindow(us, w);
                int other = position.stonesInWindow(them, w);
                if (other == 0) {
                    score += MAKES[own];
                } else if (own == 0) {
                    score += BLOCKS[other];
                }
            }
        }
        int x = GomokuPosition.x(p);
        int y = GomokuPosition.y(p);
        return score * 16 + Math.min(Math.min(x, y), Math.min(size - 1 - x, size - 1 - y));
    }

    /** Ordering weight of a window through the point holding k stones of the mover and none of the opponent's. */
    private static final int[] MAKES = {1, 8, 40, 300, 100_000};
    /** Ordering weight of a window through the point holding k stones of the opponent and none of the mover's. */
    private static final int[] BLOCKS = {0, 6, 30, 200, 50_000};

    /**
     * Sorts moves[from..to) by {@link #orderScore}, highest first, ties by point index: each move
     * packed with its score into one long, so a primitive sort does it without allocating.
     */
    private void order(int[] moves, int from, int to) {
        for (int i = from; i < to; i++) {
            int m = moves[i];
            orderKeys[i - from] = (long) orderScore(m) << POINT_BITS | (POINT_MASK - m);
        }
        int n = to - from;
        java.util.Arrays.sort(orderKeys, 0, n);
        for (int i = 0; i < n; i++) {
            moves[from + i] = POINT_MASK - (int) (orderKeys[n - 1 - i] & POINT_MASK);
        }
    }

    private static final int POINT_BITS = 10;
    private static final int POINT_MASK = (1 << POINT_BITS) - 1;
    private final long[] orderKeys = new long[GomokuPosition.MAX_POINTS];

    @Override
    public int evaluate() {
        return evaluation.evaluate(position);
    }

    @Override
    public int historyIndex(int move) {
        return GomokuPosition.y(move) * size + GomokuPosition.x(move);
    }

    @Override
    public int historySize() {
        return size * size;
    }

    /**
     * The game's result: in full at the root (a given position may end in a Renju foul), below
     * it without the foul test, since every move searched was generated legal.
     */
    private GameResult result() {
        return position.ply() > rootPly ? position.resultOfLegalMoves() : position.result();
    }

    @Override
    public int ruleValue(int ply, boolean repetitions) {
        GameResult result = result();
        switch (result) {
            case ONGOING:
                return Score.NONE;
            case DRAW:
                return 0;
            default:
                int winner = result == GameResult.BLACK_WINS ? GomokuPosition.BLACK : GomokuPosition.WHITE;
                return winner == position.stoneToMove() ? -Score.matedIn(ply) : Score.matedIn(ply);
        }
    }

    @Override
    public int noMovesValue(int ply) {
        return 0;
    }

    @Override
    public String moveName(int move) {
        return Notation.name(size, move);
    }
}
