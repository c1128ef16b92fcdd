package org.gametree.gomoku.threat;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;
import org.gametree.gomoku.Rule;

/**
 * The threat tests the solver and the search share, on one position, without allocation:
 * fours and straight fours of either colour (whoever is to move: stones are put and taken,
 * not played), threes, and the answers to a straight-four threat. Candidates come from the
 * position's incremental window counts and are confirmed on the board.
 *
 * <p>A <em>four</em> point of a colour gives it a five point; a <em>straight four</em> point
 * is legal for it and gives it two five points, or one the other side (Renju black) may not
 * play. Not thread-safe: one per user.
 */
public final class ThreatScanner {

    private static final int[] DIRS = {1, GomokuPosition.STRIDE, GomokuPosition.STRIDE + 1, GomokuPosition.STRIDE - 1};

    private GomokuPosition pos;
    private Rule rule;
    private Lines lines;
    private final int[] fiveBuffer = new int[4];
    private final int[] marks = new int[GomokuPosition.MAX_POINTS];
    private int stamp;
    /** The first legal point {@link #answers} tried (a move that loses when no answer exists), or 0. */
    private int firstTried;
    /** Per straight four of the last {@link #answers}: whether a white stone could make it forbidden. */
    private final boolean[] mayTurn = new boolean[64];

    /** Hints kept in step with the position (null: test every candidate on the board). */
    private FourHints hints;

    /** Works on {@code position} from now on. */
    public void attach(GomokuPosition position) {
        this.pos = position;
        this.rule = position.rule();
        this.lines = position.lines();
    }

    /** Lets go of the attached position (and of the hints): works on nothing until attached again. */
    public void detach() {
        this.pos = null;
        this.lines = null;
        this.hints = null;
    }

    /**
     * Uses {@code hints} to skip candidates of {@link #straightFours} and of the counter-fours in
     * {@link #answers}; they must describe the attached position whenever those are called.
     */
    public void useHints(FourHints hints) {
        this.hints = hints;
    }

    /**
     * Black stones put on the board by the scanner itself and not yet taken: while there are
     * any, the hints' forbidden answers no longer hold (white stones put keep them safe).
     */
    private int blackPut;

    /** Puts a stone for a test (cells and key only). */
    private void put(int p, int stone) {
        pos.putStoneCellsOnly(p, stone);
        if (stone == GomokuPosition.BLACK) {
            blackPut++;
        }
    }

    /** Takes back a stone of {@link #put}. */
    private void take(int p) {
        if (pos.stoneAt(p) == GomokuPosition.BLACK) {
            blackPut--;
        }
        pos.takeStoneCellsOnly(p);
    }

    /** Whether a black stone on p might be forbidden: by the hints while they hold, else true. */
    private boolean mayBeForbidden(int p) {
        return hints == null || blackPut > 0 || hints.mayBeForbidden(p);
    }

    /** Whether q may be a straight-four point of {@code stone} by the hints (true without them). */
    private boolean mayBeStraightFour(int q, int stone) {
        return hints == null || hints.mayMakeWinningFour(q, stone)
                || stone == GomokuPosition.WHITE && rule == Rule.RENJU && hints.mayMakeFour(q, stone);
    }

    /** A fresh mark for deduplicating points (see {@link #mark}). */
    int newMark() {
        return ++stamp;
    }

    /** Marks p with {@code mark}; false if it already had it. */
    boolean mark(int p, int mark) {
        if (marks[p] == mark) {
            return false;
        }
        marks[p] = mark;
        return true;
    }

    /** Whether {@code stone} may play the empty point p (Renju black: not forbidden). */
    public boolean legalFor(int stone, int p) {
        return pos.stoneAt(p) == GomokuPosition.EMPTY
                && !(stone == GomokuPosition.BLACK && rule == Rule.RENJU && mayBeForbidden(p)
                        && ForbiddenPoints.isForbidden(pos, p));
    }

    /**
     * With a stone of {@code stone} put at q: 2 when it makes a four the other side cannot
     * stop (two five points, or one the other side — Renju black — may not play), 1 for a
     * four, 0 otherwise. q must be empty; its legality is the caller's affair.
     */
    public int fourStrength(int q, int stone) {
        int n = pos.fivePointsIfPlaced(q, stone, fiveBuffer, 2);
        if (n == 1 && stone == GomokuPosition.WHITE && rule == Rule.RENJU) {
            // the stone must really be on the board (and in the key) for the forbidden test
            put(q, stone);
            boolean forbidden = mayBeForbidden(fiveBuffer[0]) && ForbiddenPoints.isForbidden(pos, fiveBuffer[0]);
            take(q);
            return forbidden ? 2 : 1;
        }
        return n;
    }

    /** Whether q is a straight-four point of {@code stone}. */
    public boolean isStraightFour(int q, int stone) {
        return fourStrength(q, stone) == 2 && legalFor(stone, q);
    }

    /**
     * Whether a stone of {@code a} at q leaves a straight four in a window through q (so q is a
     * three, if a had no straight four before).
     */
    public boolean makesThree(int q, int a) {
        int d = GomokuPosition.opponent(a);
        put(q, a);
        boolean three = false;
        for (int w : lines.windowsAt[q]) {
            // the counts are those without q: two stones here and q make the window's three
            if (pos.stonesInWindow(a, w) != 2 || pos.stonesInWindow(d, w) != 0) {
                continue;
            }
            for (int i = 0, r = lines.windowStart[w]; i < 5 && !three; i++, r += lines.windowStep[w]) {
                three = pos.stoneAt(r) == GomokuPosition.EMPTY && isStraightFour(r, a);
            }
            if (three) {
                break;
            }
        }
        take(q);
        return three;
    }

    /** The straight-four points of {@code a} into {@code out} (as many as fit); returns how many. */
    public int straightFours(int a, int[] out) {
        int d = GomokuPosition.opponent(a);
        int n = 0;
        if (pos.windows(a, 3) == 0) {
            return 0;
        }
        int mark = newMark();
        for (int w = 0; w < lines.windowCount() && n < out.length; w++) {
            if (pos.stonesInWindow(a, w) != 3 || pos.stonesInWindow(d, w) != 0) {
                continue;
            }
            for (int i = 0, q = lines.windowStart[w]; i < 5 && n < out.length; i++, q += lines.windowStep[w]) {
                if (pos.stoneAt(q) == GomokuPosition.EMPTY && mark(q, mark) && mayBeStraightFour(q, a)
                        && isStraightFour(q, a)) {
                    out[n++] = q;
                }
            }
        }
        return n;
    }

    /**
     * The answers of the defender ({@code a}'s opponent) to a's straight-four points
     * {@code fours[0..nf)}: its own fours (counter-threats) first, then every legal point after
     * which a has none of those straight fours left — looked for on the lines through them
     * (within 5), and with {@code everywhere} on the whole board (a white stone anywhere may make
     * a black point forbidden). Written to {@code out} with their kinds; returns how many.
     */
    public int answers(int a, int[] fours, int nf, int[] out, byte[] kinds, boolean everywhere) {
        int d = GomokuPosition.opponent(a);
        int n = 0;
        firstTried = 0;
        boolean blackInRenju = a == GomokuPosition.BLACK && rule == Rule.RENJU;
        boolean anyMayTurn = false;
        for (int j = 0; j < nf; j++) {
            mayTurn[j] = blackInRenju && ForbiddenPoints.mayTurnForbidden(pos, fours[j]);
            anyMayTurn |= mayTurn[j];
        }
        int mark = newMark();
        if (pos.windows(d, 3) > 0) {
            for (int w = 0; w < lines.windowCount(); w++) {
                if (pos.stonesInWindow(d, w) != 3 || pos.stonesInWindow(a, w) != 0) {
                    continue;
                }
                for (int i = 0, p = lines.windowStart[w]; i < 5; i++, p += lines.windowStep[w]) {
                    if (pos.stoneAt(p) == GomokuPosition.EMPTY && mark(p, mark)
                            && (hints == null || hints.mayMakeFour(p, d)) && fourStrength(p, d) > 0 && legalFor(d, p)) {
                        out[n] = p;
                        kinds[n++] = (byte) ThreatKind.COUNTER_FOUR.ordinal();
                    }
                }
            }
        }
        for (int j = 0; j < nf; j++) {
            int q = fours[j];
            for (int dir : DIRS) {
                for (int k = -5; k <= 5; k++) {
                    int p = q + k * dir;
                    // the cheap test first: a legality test (Renju black) only for a real defence
                    if (pos.stoneAt(p) == GomokuPosition.EMPTY && mark(p, mark)
                            && defends(p, a, fours, nf) && legalFor(d, p)) {
                        out[n] = p;
                        kinds[n++] = (byte) ThreatKind.DEFENCE.ordinal();
                    }
                }
            }
        }
        if (n == 0) {
            firstTried = firstLegalNear(d, fours, nf);
        }
        if (everywhere && anyMayTurn) {
            int size = pos.size();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    if (pos.stoneAt(p) == GomokuPosition.EMPTY && mark(p, mark) && legalFor(d, p) && defends(p, a, fours, nf)) {
                        out[n] = p;
                        kinds[n++] = (byte) ThreatKind.DEFENCE.ordinal();
                    }
                }
            }
        }
        return n;
    }

    /** The first legal point on the lines through the fours (within 5), in the order answers tries them; 0 if none. */
    private int firstLegalNear(int d, int[] fours, int nf) {
        for (int j = 0; j < nf; j++) {
            for (int dir : DIRS) {
                for (int k = -5; k <= 5; k++) {
                    int p = fours[j] + k * dir;
                    if (pos.stoneAt(p) == GomokuPosition.EMPTY && legalFor(d, p)) {
                        return p;
                    }
                }
            }
        }
        return 0;
    }

    /** The first legal point the last {@link #answers} tried, or 0. */
    public int firstTried() {
        return firstTried;
    }

    /**
     * Whether a stone of a's opponent at p leaves none of a's straight fours {@code fours[0..n)}
     * (each legal before it; one that cannot turn forbidden stays legal).
     */
    private boolean defends(int p, int a, int[] fours, int n) {
        put(p, GomokuPosition.opponent(a));
        boolean defended = true;
        for (int i = 0; i < n && defended; i++) {
            int q = fours[i];
            defended = pos.stoneAt(q) != GomokuPosition.EMPTY || fourStrength(q, a) != 2
                    || (mayTurn[i] && !legalFor(a, q));
        }
        take(p);
        return defended;
    }

    /** A point {@code stone} may play other than {@code except}, or 0. */
    public int anyLegal(int stone, int except) {
        int size = pos.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (p != except && legalFor(stone, p)) {
                    return p;
                }
            }
        }
        return 0;
    }
}
