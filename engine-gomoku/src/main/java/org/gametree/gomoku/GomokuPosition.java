package org.gametree.gomoku;

import java.util.Arrays;

import org.gametree.core.GamePosition;

/**
 * A Gomoku/Renju position on a square board of 15 to 20 lines.
 *
 * <h2>Layout</h2>
 * The board is a 1-D {@code byte} array with a row stride of {@value #STRIDE} and a wall border
 * {@value #PAD} cells wide on every side (the Rapfi {@code core/pos.h} layout): a point is
 * {@code (y + PAD) * STRIDE + (x + PAD)} with {@code x} the column (0 = a, left) and {@code y}
 * the row counted from the top (0 = the top row, as in the Gomocup protocol). The four line
 * directions are the steps {@code 1, STRIDE, STRIDE + 1, STRIDE - 1}; a scan of up to
 * {@value #PAD} steps from any board point stays inside the array and meets {@link #WALL}
 * off the board, so no scan checks bounds.
 *
 * <h2>Moves</h2>
 * A move is the point index of the stone placed; 0 is a wall cell and so never a move.
 * {@link #makeMove}/{@link #unmakeMove} work in place with a growable move history; the
 * 64-bit Zobrist key (fixed-seed SplitMix64 tables) is kept incrementally.
 *
 * <h2>Line patterns</h2>
 * The position also keeps, incrementally, the stones of each colour in every five-point
 * window of every line ({@link Lines}) and, per colour and {@code k}, how many windows hold
 * {@code k} stones of that colour and none of the other ({@link #windows}). A move updates
 * only the (at most 20) windows through its point. These counts are the patterns: a pure
 * 4-window is a four, a five point is the empty point of one; the line-pattern evaluation,
 * the threat-aware search and the threat solver read them.
 *
 * <h2>Rules</h2>
 * See {@link Rule}. Legal moves are the empty points, except the Renju forbidden points when
 * black is to move ({@link ForbiddenPoints}); a decided game (five or full board) has none.
 */
public final class GomokuPosition implements GamePosition {

    public static final byte EMPTY = 0;
    public static final byte BLACK = 1;
    public static final byte WHITE = 2;
    public static final byte WALL = 3;

    public static final int STRIDE = 32;
    public static final int PAD = 6;
    public static final int MIN_SIZE = 15;
    public static final int MAX_SIZE = 20;
    public static final int DEFAULT_SIZE = 15;
    /** Array length for the biggest board; every point index is below it. */
    public static final int MAX_POINTS = (MAX_SIZE + 2 * PAD) * STRIDE;
    /** The four line directions: horizontal, vertical, diagonal "\", anti-diagonal "/". */
    static final int[] DIRECTIONS = {1, STRIDE, STRIDE + 1, STRIDE - 1};

    private static final long[][] ZOBRIST = new long[3][MAX_POINTS];
    private static final long SIDE_KEY;

    static {
        long seed = 0x5EED_60B0_C0DEL;
        for (int stone = BLACK; stone <= WHITE; stone++) {
            for (int point = 0; point < MAX_POINTS; point++) {
                seed += 0x9E3779B97F4A7C15L;
                ZOBRIST[stone][point] = mix(seed);
            }
        }
        seed += 0x9E3779B97F4A7C15L;
        SIDE_KEY = mix(seed);
    }

    /** SplitMix64's output function. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private final int size;
    private final Rule rule;
    final byte[] cells;
    private int[] history = new int[256];
    private int ply;
    private long key;
    private final int[] stones = new int[3];
    private final Lines lines;
    /** Stones of each colour in each window, indexed [colour][window]. */
    private final byte[][] inWindow;
    /** pure[colour][k]: windows with k stones of the colour and none of the other. */
    private final int[][] pure = new int[3][6];
    /** Renju answers already computed for these stones (made on first use; never copied). */
    private ForbiddenCache forbiddenCache;

    public GomokuPosition() {
        this(Rule.FREESTYLE, DEFAULT_SIZE);
    }

    public GomokuPosition(Rule rule) {
        this(rule, DEFAULT_SIZE);
    }

    public GomokuPosition(Rule rule, int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + " is outside " + MIN_SIZE + ".." + MAX_SIZE);
        }
        this.rule = rule;
        this.size = size;
        this.cells = new byte[(size + 2 * PAD) * STRIDE];
        Arrays.fill(cells, WALL);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                cells[point(x, y)] = EMPTY;
            }
        }
        this.lines = Lines.of(size);
        this.inWindow = new byte[3][lines.windowCount()];
    }

    /** A copy with the same stones, history (passes included) and key. */
    public GomokuPosition copy() {
        GomokuPosition copy = new GomokuPosition(rule, size);
        for (int i = 0; i < ply; i++) {
            if (history[i] == 0) {
                copy.makePass();
            } else {
                copy.makeMove(history[i]);
            }
        }
        return copy;
    }

    // ---- coordinates ----

    /** Point index of column {@code x} (0 = a) and row {@code y} from the top (0 = top row). */
    public static int point(int x, int y) {
        return (y + PAD) * STRIDE + x + PAD;
    }

    /** Column of a point, 0 = a. */
    public static int x(int point) {
        return point % STRIDE - PAD;
    }

    /** Row of a point counted from the top, 0 = the top row (the Gomocup y). */
    public static int y(int point) {
        return point / STRIDE - PAD;
    }

    /** Whether a point index is a point of this board. */
    public boolean isOnBoard(int point) {
        return point >= 0 && point < cells.length && cells[point] != WALL;
    }

    public int size() {
        return size;
    }

    public Rule rule() {
        return rule;
    }

    /** EMPTY, BLACK, WHITE or WALL. */
    public int stoneAt(int point) {
        return cells[point];
    }

    /** Stones of one colour on the board. */
    public int stoneCount(int stone) {
        return stones[stone];
    }

    /** The colour of the side to move: black on even plies. */
    public int stoneToMove() {
        return (ply & 1) == 0 ? BLACK : WHITE;
    }

    public static int opponent(int stone) {
        return BLACK + WHITE - stone;
    }

    // ---- GamePosition ----

    @Override
    public int sideToMove() {
        return ply & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public long key() {
        return key;
    }

    /** A key of the stones alone (the side to move left out), kept by {@link #putStone} too. */
    public long stonesKey() {
        return (ply & 1) == 0 ? key : key ^ SIDE_KEY;
    }

    ForbiddenCache forbiddenCache() {
        if (forbiddenCache == null) {
            forbiddenCache = new ForbiddenCache();
        }
        return forbiddenCache;
    }

    @Override
    public boolean isInCheck() {
        return false;
    }

    /** The move played at ply {@code i} (0 = the first move). */
    public int moveAt(int i) {
        if (i < 0 || i >= ply) {
            throw new IndexOutOfBoundsException("ply " + i + " of " + ply);
        }
        return history[i];
    }

    /** The moves played so far, first move first. */
    public int[] moves() {
        return Arrays.copyOf(history, ply);
    }

    /** The last move, or 0 before the first move. */
    public int lastMove() {
        return ply == 0 ? 0 : history[ply - 1];
    }

    @Override
    public int generateMoves(int[] moves, int start) {
        int n = start;
        if (result().isOver()) {
            return n;
        }
        boolean restricted = rule == Rule.RENJU && stoneToMove() == BLACK;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = point(x, y);
                if (cells[p] == EMPTY && !(restricted && ForbiddenPoints.isForbidden(this, p))) {
                    moves[n++] = p;
                }
            }
        }
        return n;
    }

    /** Whether the side to move may play {@code point} now. */
    public boolean isLegal(int point) {
        return isOnBoard(point) && cells[point] == EMPTY && !result().isOver()
                && !(rule == Rule.RENJU && stoneToMove() == BLACK && ForbiddenPoints.isForbidden(this, point));
    }

    /** Places a stone of the side to move on an empty point (legality is the caller's affair). */
    @Override
    public void makeMove(int move) {
        assert cells[move] == EMPTY : "point " + move + " is not empty";
        int stone = stoneToMove();
        cells[move] = (byte) stone;
        stones[stone]++;
        key ^= ZOBRIST[stone][move] ^ SIDE_KEY;
        updateWindows(move, stone, 1);
        if (ply == history.length) {
            history = Arrays.copyOf(history, 2 * ply);
        }
        history[ply++] = move;
        assert windowsConsistentAt(move);
    }

    @Override
    public void unmakeMove() {
        int move = history[--ply];
        int stone = cells[move];
        cells[move] = EMPTY;
        stones[stone]--;
        key ^= ZOBRIST[stone][move] ^ SIDE_KEY;
        updateWindows(move, stone, -1);
        assert windowsConsistentAt(move);
    }

    /**
     * Gives the move to the other side without a stone: the question "what could the opponent
     * do if it were to move now" of the threat analysis (a threat the opponent holds even when
     * we play nothing). Never part of a game: the history holds 0 for it ({@link #lastMove}
     * answers 0, {@link #moveAt} 0), the key changes side. Undo with {@link #unmakePass}.
     */
    public void makePass() {
        if (ply == history.length) {
            history = Arrays.copyOf(history, 2 * ply);
        }
        history[ply++] = 0;
        key ^= SIDE_KEY;
    }

    /** Takes back a {@link #makePass}. */
    public void unmakePass() {
        if (ply == 0 || history[ply - 1] != 0) {
            throw new IllegalStateException("the last move is not a pass");
        }
        ply--;
        key ^= SIDE_KEY;
    }

    /** The key after the side to move plays {@code point} (empty), without playing it. */
    public long keyAfter(int point) {
        return key ^ ZOBRIST[stoneToMove()][point] ^ SIDE_KEY;
    }

    /**
     * Puts a stone of a given colour on an empty point without making a move: the side to move,
     * the ply and the history stay as they are; cells, counts, key and windows follow. The
     * threat solver asks with it what a stone of the side <em>not</em> to move would make (an
     * attacker's straight four while the defender is to move). Undo with {@link #takeStone};
     * {@link #result} and {@link #isConsistent} are not meaningful in between.
     */
    public void putStone(int point, int stone) {
        assert cells[point] == EMPTY : "point " + point + " is not empty";
        cells[point] = (byte) stone;
        stones[stone]++;
        key ^= ZOBRIST[stone][point];
        updateWindows(point, stone, 1);
    }

    /**
     * As {@link #putStone}, but the window counts are left as they were: for the threat tests
     * that read only the cells and the key (five points by {@link #fivePointsIfPlaced}, the
     * forbidden test), the window updates are most of their cost. Whoever reads the windows
     * meanwhile must allow for the stone. Undo with {@link #takeStoneCellsOnly}.
     */
    public void putStoneCellsOnly(int point, int stone) {
        assert cells[point] == EMPTY : "point " + point + " is not empty";
        cells[point] = (byte) stone;
        stones[stone]++;
        key ^= ZOBRIST[stone][point];
    }

    /** Removes a stone put by {@link #putStoneCellsOnly}. */
    public void takeStoneCellsOnly(int point) {
        int stone = cells[point];
        cells[point] = EMPTY;
        stones[stone]--;
        key ^= ZOBRIST[stone][point];
    }

    /** Removes a stone put by {@link #putStone}. */
    public void takeStone(int point) {
        int stone = cells[point];
        cells[point] = EMPTY;
        stones[stone]--;
        key ^= ZOBRIST[stone][point];
        updateWindows(point, stone, -1);
    }

    // ---- line patterns ----

    private void updateWindows(int point, int stone, int delta) {
        byte[] own = inWindow[stone];
        byte[] other = inWindow[opponent(stone)];
        int[] ownPure = pure[stone];
        for (int w : lines.windowsAt[point]) {
            if (other[w] == 0) {
                ownPure[own[w]]--;
                own[w] += delta;
                ownPure[own[w]]++;
            } else if (own[w] == 0 && delta > 0) {
                pure[opponent(stone)][other[w]]--; // the other colour's window is no longer pure
                own[w] = 1;
            } else if (own[w] == 1 && delta < 0) {
                own[w] = 0;
                pure[opponent(stone)][other[w]]++;
            } else {
                own[w] += delta;
            }
        }
    }

    /**
     * The number of five-point windows holding {@code k} (1..5) stones of {@code stone} and none of
     * the other colour. Counts for k = 0 are not kept.
     */
    public int windows(int stone, int k) {
        return pure[stone][k];
    }

    /** The board's lines and windows. */
    public Lines lines() {
        return lines;
    }

    /** Stones of {@code stone} in window {@code w} of {@link #lines()}. */
    public int stonesInWindow(int stone, int w) {
        return inWindow[stone][w];
    }

    /**
     * The empty points where a stone of {@code stone} would make a winning row under the rule
     * (its <em>five points</em>), up to {@code max} of them, into {@code out}; returns how many.
     * Free when the colour has no four: every five point is the empty point of a pure 4-window.
     */
    public int fivePoints(int stone, int[] out, int max) {
        if (pure[stone][4] == 0 || max <= 0) {
            return 0;
        }
        int n = 0;
        for (int w = 0; w < lines.windowCount() && n < max; w++) {
            n = addFivePoint(w, stone, out, n);
        }
        return n;
    }

    /**
     * The five points of {@code stone} in the windows through {@code point} (so those a stone
     * just placed there made), up to {@code max}; returns how many.
     */
    public int fivePointsThrough(int point, int stone, int[] out, int max) {
        if (pure[stone][4] == 0 || max <= 0) {
            return 0;
        }
        int n = 0;
        for (int w : lines.windowsAt[point]) {
            if (n >= max) {
                break;
            }
            n = addFivePoint(w, stone, out, n);
        }
        return n;
    }

    /**
     * The five points a stone of {@code stone} on the empty {@code point} would make (those of
     * {@link #putStone}, {@link #fivePointsThrough}, {@link #takeStone}), up to {@code max};
     * returns how many. Reads the cells only: the window counts are not touched, which makes it
     * the cheap test of a four.
     */
    public int fivePointsIfPlaced(int point, int stone, int[] out, int max) {
        cells[point] = (byte) stone;
        int n = 0;
        for (int i = 0; i < DIRECTIONS.length && n < max; i++) {
            n = addFirstGap(point, DIRECTIONS[i], stone, out, n, max);
            n = addFirstGap(point, -DIRECTIONS[i], stone, out, n, max);
        }
        cells[point] = EMPTY;
        return n;
    }

    /**
     * Adds the first empty point beyond the row of {@code stone} from {@code point} in direction
     * d if filling it wins with a five that holds {@code point} (so it lies within four steps:
     * the only candidate on that side).
     */
    private int addFirstGap(int point, int d, int stone, int[] out, int n, int max) {
        int r = point + d;
        int steps = 1;
        while (cells[r] == stone) {
            r += d;
            steps++;
        }
        if (n < max && steps <= 4 && cells[r] == EMPTY && rule.wins(stone, runLength(r, d, stone))) {
            out[n++] = r;
        }
        return n;
    }

    /** Adds the empty point of window w to out[0..n) if the window is a pure 4 of stone and that point wins. */
    private int addFivePoint(int w, int stone, int[] out, int n) {
        if (inWindow[stone][w] != 4 || inWindow[opponent(stone)][w] != 0) {
            return n;
        }
        int q = lines.windowStart[w];
        while (cells[q] != EMPTY) {
            q += lines.windowStep[w];
        }
        if (rule.wins(stone, runLength(q, lines.windowStep[w], stone)) && !contains(out, n, q)) {
            out[n++] = q;
        }
        return n;
    }

    /** The first five point of {@code stone} (see {@link #fivePoints}), or 0. */
    public int firstFivePoint(int stone) {
        int[] one = new int[1];
        return fivePoints(stone, one, 1) == 0 ? 0 : one[0];
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    // ---- rules ----

    /** Length of the unbroken row of {@code stone} through {@code point} in direction {@code d}. */
    int runLength(int point, int d, int stone) {
        int length = 1;
        for (int q = point + d; cells[q] == stone; q += d) {
            length++;
        }
        for (int q = point - d; cells[q] == stone; q -= d) {
            length++;
        }
        return length;
    }

    /** Whether the stone on {@code point} is part of a winning row under the rule. */
    public boolean makesWin(int point) {
        int stone = cells[point];
        if (stone != BLACK && stone != WHITE) {
            return false;
        }
        for (int d : DIRECTIONS) {
            if (rule.wins(stone, runLength(point, d, stone))) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@link #result()} for a game whose moves are known to be legal (every black move of a Renju
     * game checked when it was generated): the same answer without the forbidden-point test of
     * the last move, which is the costly part.
     */
    public GameResult resultOfLegalMoves() {
        if (ply == 0) {
            return GameResult.ONGOING;
        }
        int last = history[ply - 1];
        if (makesWin(last)) {
            return cells[last] == BLACK ? GameResult.BLACK_WINS : GameResult.WHITE_WINS;
        }
        return stones[BLACK] + stones[WHITE] == size * size ? GameResult.DRAW : GameResult.ONGOING;
    }

    /**
     * The result after the moves played: the last mover wins if the last stone completes a
     * winning row; under Renju black also loses by playing a forbidden point (possible only
     * through {@link #makeMove}, which does not check); a full board is a draw.
     */
    public GameResult result() {
        if (ply == 0) {
            return GameResult.ONGOING;
        }
        int last = history[ply - 1];
        int stone = cells[last];
        if (makesWin(last)) {
            return stone == BLACK ? GameResult.BLACK_WINS : GameResult.WHITE_WINS;
        }
        if (rule == Rule.RENJU && stone == BLACK) {
            // lifted without the key: the cache then files the question under the key with the
            // stone on, which names the same stones around the asked point just as well
            cells[last] = EMPTY;
            boolean forbidden = ForbiddenPoints.isForbidden(this, last);
            cells[last] = BLACK;
            if (forbidden) {
                return GameResult.WHITE_WINS;
            }
        }
        return stones[BLACK] + stones[WHITE] == size * size ? GameResult.DRAW : GameResult.ONGOING;
    }

    // ---- consistency ----

    /** Recomputes key, stone counts and history from scratch and compares (for asserts and tests). */
    public boolean isConsistent() {
        long k = (ply & 1) == 0 ? 0 : SIDE_KEY;
        int[] counted = new int[3];
        for (int p = 0; p < cells.length; p++) {
            int y = p / STRIDE - PAD;
            int x = p % STRIDE - PAD;
            boolean on = x >= 0 && x < size && y >= 0 && y < size;
            int c = cells[p];
            if (on == (c == WALL)) {
                return false;
            }
            if (c == BLACK || c == WHITE) {
                counted[c]++;
                k ^= ZOBRIST[c][p];
            }
        }
        if (!windowsConsistent()) {
            return false;
        }
        if (k != key || counted[BLACK] != stones[BLACK] || counted[WHITE] != stones[WHITE]
                || counted[BLACK] + counted[WHITE] != ply) {
            return false;
        }
        for (int i = 0; i < ply; i++) {
            if (cells[history[i]] != ((i & 1) == 0 ? BLACK : WHITE)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The cheap check asserted after every make and unmake: the counts of the windows through
     * {@code point} match the board. {@link #isConsistent} (tests) checks everything.
     */
    private boolean windowsConsistentAt(int point) {
        for (int w : lines.windowsAt[point]) {
            int black = 0;
            int white = 0;
            for (int i = 0; i < 5; i++) {
                int c = cells[lines.windowStart[w] + i * lines.windowStep[w]];
                black += c == BLACK ? 1 : 0;
                white += c == WHITE ? 1 : 0;
            }
            if (black != inWindow[BLACK][w] || white != inWindow[WHITE][w]) {
                return false;
            }
        }
        return true;
    }

    private boolean windowsConsistent() {
        int[][] expected = new int[3][6];
        for (int w = 0; w < lines.windowCount(); w++) {
            int[] count = new int[3];
            for (int i = 0; i < 5; i++) {
                int c = cells[lines.windowStart[w] + i * lines.windowStep[w]];
                if (c == BLACK || c == WHITE) {
                    count[c]++;
                }
            }
            if (count[BLACK] != inWindow[BLACK][w] || count[WHITE] != inWindow[WHITE][w]) {
                return false;
            }
            if (count[WHITE] == 0) {
                expected[BLACK][count[BLACK]]++;
            }
            if (count[BLACK] == 0) {
                expected[WHITE][count[WHITE]]++;
            }
        }
        for (int stone = BLACK; stone <= WHITE; stone++) {
            for (int k = 1; k <= 5; k++) {
                if (expected[stone][k] != pure[stone][k]) {
                    return false;
                }
            }
        }
        return true;
    }
}
