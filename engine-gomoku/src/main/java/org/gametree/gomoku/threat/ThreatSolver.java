package org.gametree.gomoku.threat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * Threat-space search for Gomoku and Renju: VCF (victory by continuous fours) and VCT
 * (victory by threes and fours), depth-first with a node budget and a table of proven and
 * disproven positions keyed by the Zobrist key.
 *
 * <h2>Terms</h2>
 * A <em>five point</em> of a colour is an empty point where a stone of that colour makes a
 * winning row under the rule (exactly five for black under Renju and for both under the
 * standard rule). A <em>four</em> is a move after which the mover has a five point; a
 * <em>winning four</em> leaves two or more. A <em>three</em> is a move that is not a four after
 * which the mover has a legal winning four (an open-four threat).
 *
 * <h2>Soundness</h2>
 * At an attacker node the attacker wins at once on a five point; if the defender has two
 * five points the node is lost, with one the attacker must play there. After a four the
 * defender must block its five point (a Renju black defender that cannot, because the point
 * is forbidden, loses). After a three the defender's replies are every legal move that
 * leaves the attacker no legal winning four, plus every four of the defender's own; any
 * other reply loses to the winning four because the defender then has no five point. Under
 * Renju with black attacking, every empty point is tried as a block (a white stone anywhere
 * can change which black points are forbidden). A reported win is therefore a proof; a
 * "no win" only means none was found within the budget (and, for VCT, the depth).
 */
public final class ThreatSolver {

    private static final int[] DIRS = {1, GomokuPosition.STRIDE, GomokuPosition.STRIDE + 1, GomokuPosition.STRIDE - 1};
    /** Most attacker moves a VCT line may have. */
    public static final int MAX_VCT_DEPTH = 12;

    private static final class Budget extends RuntimeException {
        Budget() {
            super(null, null, false, false);
        }
    }

    private record Entry(int[] line, int depth) {
    }

    private final GomokuPosition pos;
    private final Rule rule;
    private final long budget;
    private final java.util.function.BooleanSupplier stop;
    private long nodes;
    private final Map<Long, Entry> vcfTable = new HashMap<>();
    private final Map<Long, Entry> vctTable = new HashMap<>();

    private ThreatSolver(GomokuPosition pos, long budget, java.util.function.BooleanSupplier stop) {
        this.pos = pos;
        this.rule = pos.rule();
        this.budget = budget;
        this.stop = stop;
    }

    /**
     * Searches for a forced win of the side to move: by continuous fours, or with {@code vct}
     * by threes and fours (iteratively deepened on attacker moves). The position is left as
     * it was. A budget of zero or less means no node limit.
     */
    public static SolveResult solve(GomokuPosition position, boolean vct, long nodeBudget) {
        return solve(position, vct, nodeBudget, () -> false);
    }

    /**
     * As {@link #solve(GomokuPosition, boolean, long)}, also giving up (no win found) as soon as
     * {@code stop} says so; it is asked every {@value #STOP_CHECK_INTERVAL} nodes, so a caller's
     * stop signal or deadline ends the search within about a millisecond.
     */
    public static SolveResult solve(GomokuPosition position, boolean vct, long nodeBudget,
                                    java.util.function.BooleanSupplier stop) {
        long start = System.nanoTime();
        GomokuPosition pos = position.copy();
        ThreatSolver solver = new ThreatSolver(pos, nodeBudget <= 0 ? Long.MAX_VALUE : nodeBudget, stop);
        int[] line = null;
        if (!pos.result().isOver()) {
            try {
                line = solver.vcf();
                if (line == null && vct) {
                    for (int depth = 1; depth <= MAX_VCT_DEPTH && line == null; depth++) {
                        line = solver.vct(depth);
                    }
                }
            } catch (Budget e) {
                line = null;
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (line == null) {
            return new SolveResult(false, 0, new int[0], solver.nodes, millis);
        }
        return new SolveResult(true, line[0], line, solver.nodes, millis);
    }

    /** Root check for a search: the first move of a VCF win of the side to move, or 0. */
    public static int vcfMove(GomokuPosition position, long nodeBudget) {
        SolveResult r = solve(position, false, nodeBudget);
        return r.win() ? r.firstMove() : 0;
    }

    private static final int STOP_CHECK_INTERVAL = 64;

    private void count() {
        if (++nodes > budget) {
            nodes = budget;
            throw new Budget();
        }
        if (nodes % STOP_CHECK_INTERVAL == 0 && stop.getAsBoolean()) {
            throw new Budget();
        }
    }

    // ---- pattern helpers ----

    private boolean isFive(int p, int stone) {
        for (int d : DIRS) {
            int len = 1;
            for (int q = p + d; pos.stoneAt(q) == stone; q += d) {
                len++;
            }
            for (int q = p - d; pos.stoneAt(q) == stone; q -= d) {
                len++;
            }
            if (len >= 5 && rule.wins(stone, len)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a stone of {@code stone} at p makes a winning row along direction d. */
    private boolean isFiveAlong(int p, int stone, int d) {
        int len = 1;
        for (int q = p + d; pos.stoneAt(q) == stone; q += d) {
            len++;
        }
        for (int q = p - d; pos.stoneAt(q) == stone; q -= d) {
            len++;
        }
        return len >= 5 && rule.wins(stone, len);
    }

    /** Empty five points of {@code stone} on the whole board, up to {@code max} of them. */
    private int fivePoints(int stone, int[] out, int max) {
        return pos.fivePoints(stone, out, max);
    }

    /**
     * Five points of {@code stone} on the lines through {@code m} (within 4), up to max. Only
     * the direction joining a point to m is tested: every caller has checked that the colour
     * had no five point before m, and a five point made by m lies on a line through m.
     */
    private int fivePointsAround(int m, int stone, int[] out, int max) {
        int n = 0;
        for (int d : DIRS) {
            for (int k = -4; k <= 4 && n < max; k++) {
                int q = m + k * d;
                if (k != 0 && pos.stoneAt(q) == GomokuPosition.EMPTY && isFiveAlong(q, stone, d)) {
                    boolean seen = false;
                    for (int i = 0; i < n; i++) {
                        seen |= out[i] == q;
                    }
                    if (!seen) {
                        out[n++] = q;
                    }
                }
            }
        }
        return n;
    }

    /** Whether some line through p has at least {@code need} stones of the colour within 4. */
    private boolean nearby(int p, int stone, int need) {
        for (int d : DIRS) {
            int c = 0;
            for (int k = 1; k <= 4; k++) {
                if (pos.stoneAt(p + k * d) == stone) {
                    c++;
                }
                if (pos.stoneAt(p - k * d) == stone) {
                    c++;
                }
            }
            if (c >= need) {
                return true;
            }
        }
        return false;
    }

    /** Whether the side to move may play p (empty, not forbidden for a Renju black). */
    private boolean legal(int p) {
        return pos.stoneAt(p) == GomokuPosition.EMPTY && pos.isLegal(p);
    }

    /** Number of five points the side to move gets by playing p (p legal), up to 2. */
    private int foursAfter(int p, int stone, int[] buf) {
        pos.makeMove(p);
        int n = fivePointsAround(p, stone, buf, 2);
        pos.unmakeMove();
        return n;
    }

    // ---- VCF ----

    /** Attacker (side to move) node of the VCF: a winning line from here, or null. */
    private int[] vcf() {
        count();
        long key = pos.key();
        Entry e = vcfTable.get(key);
        if (e != null) {
            return e.line;
        }
        int[] line = vcfSearch();
        vcfTable.put(key, new Entry(line, 0));
        return line;
    }

    /** {@link #openingCheck}: the attacker makes five at {@link #winningPoint}. */
    private static final int WIN_NOW = -1;
    /** {@link #openingCheck}: the defender has two five points; the attack has failed. */
    private static final int LOST = -2;
    /** The five point found by the last {@link #openingCheck} that returned {@link #WIN_NOW}. */
    private int winningPoint;
    private final int[] fiveBuffer = new int[4];

    /**
     * What every attacker node of VCF and VCT settles first: a five of its own wins at once
     * ({@link #WIN_NOW}); two five points of the defender cannot both be blocked ({@link #LOST});
     * one must be blocked — that point is returned; otherwise 0, any move may be tried.
     */
    private int openingCheck(int me) {
        if (fivePoints(me, fiveBuffer, 1) > 0) {
            winningPoint = fiveBuffer[0];
            return WIN_NOW;
        }
        int threats = fivePoints(GomokuPosition.opponent(me), fiveBuffer, 2);
        if (threats >= 2) {
            return LOST;
        }
        return threats == 1 ? fiveBuffer[0] : 0;
    }

    private int[] vcfSearch() {
        int me = pos.stoneToMove();
        int forced = openingCheck(me);
        if (forced == WIN_NOW) {
            return new int[] {winningPoint};
        }
        if (forced == LOST) {
            return null;
        }
        int size = pos.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int m = GomokuPosition.point(x, y);
                if (forced != 0 && m != forced) {
                    continue;
                }
                if (pos.stoneAt(m) != GomokuPosition.EMPTY || !nearby(m, me, 3) || !legal(m)) {
                    continue;
                }
                int[] line = afterFour(m, me, true, 0);
                if (line != null) {
                    return line;
                }
            }
        }
        return null;
    }

    /**
     * Plays attacker move m if it is a four and the forced defence; returns the line from m
     * on when the attacker wins, or null (also when m is not a four).
     */
    private int[] afterFour(int m, int me, boolean vcf, int depth) {
        int[] fives = new int[2];
        pos.makeMove(m);
        try {
            int n = fivePointsAround(m, me, fives, 2);
            if (n == 0) {
                return null;
            }
            int block = fives[0];
            if (n >= 2) {
                return new int[] {m, block, fives[1]};
            }
            if (!legal(block)) {
                // a Renju black defender cannot block on a forbidden point
                int other = anyOtherLegal(block);
                return other == 0 ? null : new int[] {m, other, block};
            }
            count();
            pos.makeMove(block);
            try {
                int[] rest = vcf ? vcf() : vct(depth - 1);
                return rest == null ? null : concat(new int[] {m, block}, rest);
            } finally {
                pos.unmakeMove();
            }
        } finally {
            pos.unmakeMove();
        }
    }

    private int anyOtherLegal(int except) {
        int size = pos.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (p != except && legal(p)) {
                    return p;
                }
            }
        }
        return 0;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    // ---- VCT ----

    /** Attacker node of the VCT with at most {@code depth} attacker moves left. */
    private int[] vct(int depth) {
        count();
        if (depth <= 0) {
            return null;
        }
        long key = pos.key();
        Entry e = vctTable.get(key);
        if (e != null && (e.line != null || e.depth >= depth)) {
            return e.line;
        }
        int[] line = vctSearch(depth);
        vctTable.put(key, new Entry(line, depth));
        return line;
    }

    private int[] vctSearch(int depth) {
        int me = pos.stoneToMove();
        int forced = openingCheck(me);
        if (forced == WIN_NOW) {
            return new int[] {winningPoint};
        }
        if (forced == LOST) {
            return null;
        }
        int size = pos.size();
        // fours first
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int m = GomokuPosition.point(x, y);
                if ((forced != 0 && m != forced) || pos.stoneAt(m) != GomokuPosition.EMPTY
                        || !nearby(m, me, 3) || !legal(m)) {
                    continue;
                }
                int[] line = afterFour(m, me, false, depth);
                if (line != null) {
                    return line;
                }
            }
        }
        // then threes
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int m = GomokuPosition.point(x, y);
                if ((forced != 0 && m != forced) || pos.stoneAt(m) != GomokuPosition.EMPTY
                        || !nearby(m, me, 2) || !legal(m)) {
                    continue;
                }
                int[] line = afterThree(m, me, depth);
                if (line != null) {
                    return line;
                }
            }
        }
        return null;
    }

    /** Plays m if it is a three (not a four) and proves every defence loses. */
    private int[] afterThree(int m, int me, int depth) {
        int opp = GomokuPosition.opponent(me);
        int[] buf = new int[4];
        pos.makeMove(m);
        try {
            if (fivePointsAround(m, me, buf, 1) > 0) {
                return null; // a four, tried already
            }
            // the attacker's winning fours now (all lie on m's lines)
            int[] wins = new int[40];
            int nw = 0;
            for (int d : DIRS) {
                for (int k = -4; k <= 4; k++) {
                    int q = m + k * d;
                    if (k != 0 && pos.stoneAt(q) == GomokuPosition.EMPTY && nearby(q, me, 3)) {
                        // attacker to play q: pass through a null defender move is not possible,
                        // so test by placing with the side to move swapped via two plies is avoided:
                        // count five points of 'me' after a hypothetical stone at q
                        if (attackerWinningFourAt(q, me) && !contains(wins, nw, q)) {
                            wins[nw++] = q;
                        }
                    }
                }
            }
            if (nw == 0) {
                return null;
            }
            // defences: blocks and the defender's own fours
            int size = pos.size();
            boolean everywhere = rule == Rule.RENJU && me == GomokuPosition.BLACK;
            int[] defences = new int[size * size];
            int nd = 0;
            int firstNonBlock = 0;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    if (!legal(p)) {
                        continue;
                    }
                    boolean isDefenderFour = nearby(p, opp, 3) && foursAfter(p, opp, buf) > 0;
                    boolean candidate = everywhere || nearAny(p, wins, nw);
                    boolean blocks = false;
                    if (!isDefenderFour && candidate) {
                        pos.makeMove(p);
                        blocks = true;
                        for (int i = 0; i < nw && blocks; i++) {
                            int q = wins[i];
                            if (pos.stoneAt(q) == GomokuPosition.EMPTY && legal(q) && foursAfter(q, me, buf) >= 2) {
                                blocks = false;
                            }
                        }
                        pos.unmakeMove();
                    }
                    if (isDefenderFour || blocks) {
                        defences[nd++] = p;
                    } else if (firstNonBlock == 0) {
                        firstNonBlock = p;
                    }
                }
            }
            if (nd == 0) {
                if (firstNonBlock == 0) {
                    return null;
                }
                defences[nd++] = firstNonBlock;
            }
            int[] first = null;
            for (int i = 0; i < nd; i++) {
                count();
                pos.makeMove(defences[i]);
                int[] rest;
                try {
                    rest = pos.result().isOver() ? null : vct(depth - 1);
                } finally {
                    pos.unmakeMove();
                }
                if (rest == null) {
                    return null;
                }
                if (first == null) {
                    first = concat(new int[] {m, defences[i]}, rest);
                }
            }
            return first;
        } finally {
            pos.unmakeMove();
        }
    }

    /**
     * Whether 'me' (who is not to move: the defender is) would have two five points after a
     * stone at q, q being legal for 'me'. Places the stone through a temporary defender pass:
     * the position's make/unmake places the mover's colour, so the test is done on the lines.
     */
    private boolean attackerWinningFourAt(int q, int me) {
        // Renju legality for black at q does not depend on who is to move.
        if (rule == Rule.RENJU && me == GomokuPosition.BLACK
                && org.gametree.gomoku.ForbiddenPoints.isForbidden(pos, q)) {
            return false;
        }
        int n = 0;
        int[] seen = new int[2];
        for (int d : DIRS) {
            for (int k = -4; k <= 4 && n < 2; k++) {
                int r = q + k * d;
                if (k != 0 && pos.stoneAt(r) == GomokuPosition.EMPTY && isFiveWith(r, q, me, d)
                        && !(n == 1 && seen[0] == r)) {
                    seen[n++] = r;
                }
            }
        }
        return n >= 2;
    }

    /**
     * Whether a stone of 'stone' at r makes a winning row along d, with an extra stone assumed
     * at extra (the colour has no five point, so only the line joining r and extra can make one).
     */
    private boolean isFiveWith(int r, int extra, int stone, int d) {
        int len = 1;
        for (int q = r + d; q == extra || pos.stoneAt(q) == stone; q += d) {
            len++;
        }
        for (int q = r - d; q == extra || pos.stoneAt(q) == stone; q -= d) {
            len++;
        }
        return len >= 5 && rule.wins(stone, len);
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    /** Whether p lies within 5 of a winning-four point on one of its lines (or is one). */
    private static boolean nearAny(int p, int[] wins, int n) {
        for (int i = 0; i < n; i++) {
            int q = wins[i];
            if (p == q) {
                return true;
            }
            for (int d : DIRS) {
                for (int k = 1; k <= 5; k++) {
                    if (p == q + k * d || p == q - k * d) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
