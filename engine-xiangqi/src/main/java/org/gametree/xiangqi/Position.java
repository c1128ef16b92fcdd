package org.gametree.xiangqi;

import java.util.Arrays;

import org.gametree.core.GamePosition;

/**
 * A Xiangqi position built for search: a 16×16 mailbox of piece ids (its padding marked as off
 * the board), piece lists, occupancy bits per row and column (the nearest piece along a line is
 * one bit scan away), an incremental Zobrist key and piece-square score, and make/unmake that
 * write undo records into preallocated history arrays.
 *
 * <p>Move generation and every query — {@link #isPseudoLegal}, {@link #isLegal},
 * {@link #givesCheck}, {@link #isInCheck()}, {@link #countLegalMoves} — allocate nothing. Moves
 * come in a fixed order (see {@link #generatePseudoLegalMoves}) on which search results depend.
 *
 * <p>The history arrays hold one entry per move made since the position was set up (game moves
 * and search moves alike), which is what repetition detection needs. They grow when a game gets
 * long; nothing else is allocated after construction.
 *
 * <p>Not thread-safe: a searcher owns its own copy (see {@link #copy()}).
 */
public final class Position implements GamePosition {

    /** Generous bound on pseudo-legal moves in any position; move buffers use this per ply. */
    public static final int MAX_MOVES = 256;

    /** Plies without a capture after which the game is drawn (60 moves each). */
    public static final int NO_CAPTURE_LIMIT = 120;

    public static final String START_FEN =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private static final int[] ORTHOGONAL = MoveTables.ORTHOGONAL;
    private static final int[] DIAGONAL = MoveTables.DIAGONAL;

    /**
     * What the board holds on the padding squares around the 9×10 board: never 0, no side bit,
     * so scans along a line stop there and no generator needs a bounds test.
     */
    private static final int OFF = 64;

    // Attack classes of a square's content c, at ATTACK_CLASS[c ^ them] (them the attacking
    // side's tag): 0 unless c is a piece of that side.
    private static final int ROOK_BIT = 1;
    private static final int KING_BIT = 2;
    private static final int CANNON_BIT = 4;
    private static final int HORSE_BIT = 8;
    private static final int PAWN_BIT = 16;
    private static final int[] ATTACK_CLASS = new int[128];
    /** What attacks along line d as the first piece met: rooks, and the king on the file. */
    private static final int[] FIRST_ON_LINE = {ROOK_BIT | KING_BIT, ROOK_BIT | KING_BIT, ROOK_BIT, ROOK_BIT};
    /**
     * {@link #PAWN_BIT} at {@code side << 8 | sq} where a pawn of that side on {@code sq} has
     * crossed the river (and attacks sideways), else 0.
     */
    private static final int[] PAWN_ACROSS = new int[512];

    static {
        int[] classOfType = {KING_BIT, 0, 0, HORSE_BIT, ROOK_BIT, CANNON_BIT, PAWN_BIT};
        for (int slot = 0; slot < 16; slot++) {
            ATTACK_CLASS[slot] = classOfType[Piece.type(slot)];
        }
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < 256; sq++) {
                PAWN_ACROSS[side << 8 | sq] = Squares.isOnBoard(sq) && !Squares.isOwnHalf(sq, side) ? PAWN_BIT : 0;
            }
        }
    }

    /**
     * For a difference {@code d} between a target and a horse square, at {@code d + 256}: the
     * offset of the leg from the horse square if {@code d} is a horse jump, else 0.
     */
    private static final int[] HORSE_LEG_BY_DELTA = new int[512];

    static {
        for (int i = 0; i < 8; i++) {
            HORSE_LEG_BY_DELTA[MoveTables.HORSE_DELTA[i] + 256] = MoveTables.HORSE_LEG[i];
        }
    }

    private static final byte CHECK_UNKNOWN = 0;
    private static final byte CHECK_NO = 1;
    private static final byte CHECK_YES = 2;

    /** Piece id per mailbox square, 0 if empty, {@link #OFF} off the board. */
    private final byte[] board = new byte[256];
    /**
     * Occupancy by row ({@code sq >> 4}): bit {@code sq & 15} is set where a piece stands, and
     * at the off-board columns 2 and 12 beside the board, so the nearest blocker in a row is
     * one bit scan away. Row 0 has bit 1 (see {@link #up}).
     */
    private final int[] rowBits = new int[16];
    /** Occupancy by column ({@code sq & 15}), bit {@code sq >> 4}; off-board rows 2 and 13 set. */
    private final int[] colBits = new int[16];
    /** Square of each piece id, 0 if that piece is not on the board. */
    private final int[] squares = new int[Piece.ID_LIMIT];

    private int side;
    private long key;
    /**
     * Sum of {@link PieceSquareTables#signed} over the pieces on the board: material plus
     * position, Red's minus Black's, in centipawns. Updated in make, restored in unmake.
     */
    private int pieceSquareScore;
    private int ply;
    private int halfmoveClock;
    private final int initialSide;
    private final int initialFullmove;

    // Undo records, indexed by the ply at which the move was made.
    private int[] moveHistory = new int[512];
    private byte[] capturedHistory = new byte[512];
    private long[] keyHistory = new long[512];
    private int[] clockHistory = new int[512];
    private int[] scoreHistory = new int[512];
    /** Check status of the position at each ply (index ply = current), computed lazily. */
    private byte[] checkHistory = new byte[513];

    /**
     * Scratch marks of the legality filter: a square is marked when it holds the current value
     * of {@link #tagCounter}, so marking a new set of squares needs no clearing.
     */
    private final int[] tags = new int[256];
    private int tagCounter;

    /**
     * Builds a position from piece kinds per square. Callers (the FEN reader) have validated
     * piece counts; this constructor only places pieces into their slots.
     *
     * @param kindAt        kind 0..13 of the piece on each mailbox square, -1 where empty
     * @param sideToMove    {@link Piece#RED} or {@link Piece#BLACK}
     * @param halfmoveClock plies since the last capture
     * @param fullmove      full-move number as written in FEN (starts at 1)
     */
    Position(int[] kindAt, int sideToMove, int halfmoveClock, int fullmove) {
        int[] nextSlot = new int[Piece.TYPES * 2];
        for (int sq = 0; sq < 256; sq++) {
            if (!Squares.isOnBoard(sq)) {
                board[sq] = OFF;
                continue;
            }
            int kind = kindAt[sq];
            if (kind < 0) {
                continue;
            }
            int type = kind % Piece.TYPES;
            int pieceSide = kind / Piece.TYPES;
            int count = nextSlot[kind]++;
            if (count >= Piece.MAX_COUNT[type]) {
                throw new IllegalArgumentException("too many pieces of kind " + Piece.fenLetter(kind));
            }
            int id = Piece.sideTag(pieceSide) + Piece.FIRST_SLOT[type] + count;
            board[sq] = (byte) id;
            squares[id] = sq;
        }
        initOccupancy();
        this.side = sideToMove;
        this.initialSide = sideToMove;
        this.halfmoveClock = halfmoveClock;
        this.initialFullmove = fullmove;
        this.key = computeKey();
        this.pieceSquareScore = computePieceSquareScore();
    }

    private Position(Position other) {
        System.arraycopy(other.board, 0, board, 0, 256);
        System.arraycopy(other.rowBits, 0, rowBits, 0, 16);
        System.arraycopy(other.colBits, 0, colBits, 0, 16);
        System.arraycopy(other.squares, 0, squares, 0, Piece.ID_LIMIT);
        side = other.side;
        key = other.key;
        pieceSquareScore = other.pieceSquareScore;
        ply = other.ply;
        halfmoveClock = other.halfmoveClock;
        initialSide = other.initialSide;
        initialFullmove = other.initialFullmove;
        moveHistory = other.moveHistory.clone();
        capturedHistory = other.capturedHistory.clone();
        keyHistory = other.keyHistory.clone();
        clockHistory = other.clockHistory.clone();
        scoreHistory = other.scoreHistory.clone();
        checkHistory = other.checkHistory.clone();
    }

    /** Sets {@link #rowBits} and {@link #colBits} from the board. */
    private void initOccupancy() {
        computeOccupancy(rowBits, colBits);
    }

    /**
     * Occupancy bits from the board: pieces, the off-board squares next to the board, and for
     * square 0 (where captured pieces are listed) the off-board neighbours 1 and 16.
     */
    private void computeOccupancy(int[] rows, int[] cols) {
        Arrays.fill(rows, 0);
        Arrays.fill(cols, 0);
        for (int sq = 0; sq < 256; sq++) {
            boolean marked = pieceAt(sq) != 0
                    || board[sq] == OFF && (Squares.isOnBoard(sq - 1) || Squares.isOnBoard(sq + 1)
                            || sq >= 16 && Squares.isOnBoard(sq - 16) || sq < 240 && Squares.isOnBoard(sq + 16));
            if (marked) {
                rows[sq >> 4] |= 1 << (sq & 15);
                cols[sq & 15] |= 1 << (sq >> 4);
            }
        }
        rows[0] |= 1 << 1;
        cols[0] |= 1 << 1;
    }

    /** Flips the occupancy bits of {@code sq}. */
    private void toggle(int sq) {
        rowBits[sq >> 4] ^= 1 << (sq & 15);
        colBits[sq & 15] ^= 1 << (sq >> 4);
    }

    // The nearest occupied square (a piece or the off-board mark) from sq, exclusive, in each
    // direction. For board squares the answer is always a square of the array. For square 0
    // (where captured pieces are listed) up and left give -16 and -1, down and right 16 and 1:
    // read at (answer & 0xFF) these are all off the board, and a ray from 0 to them is empty.
    // For other squares off the board the answer is meaningless but (answer & 0xFF) is safe.

    private int up(int sq) {
        int c = sq & 15;
        return (31 - Integer.numberOfLeadingZeros(colBits[c] & ((1 << (sq >> 4)) - 1))) << 4 | c;
    }

    private int down(int sq) {
        int c = sq & 15;
        return Integer.numberOfTrailingZeros(colBits[c] & (-2 << (sq >> 4))) << 4 | c;
    }

    private int left(int sq) {
        return sq & 0xF0 | 31 - Integer.numberOfLeadingZeros(rowBits[sq >> 4] & ((1 << (sq & 15)) - 1));
    }

    private int right(int sq) {
        return sq & 0xF0 | Integer.numberOfTrailingZeros(rowBits[sq >> 4] & (-2 << (sq & 15)));
    }

    /** log2 of the step of each direction of {@link #ORTHOGONAL}: 16 up and down, 1 sideways. */
    private static final int[] STEP_SHIFT = {4, 4, 0, 0};

    /** The nearest occupied square from {@code sq} in direction {@code d} of {@link #ORTHOGONAL}. */
    private int nearest(int sq, int d) {
        switch (d) {
            case 0:
                return up(sq);
            case 1:
                return down(sq);
            case 2:
                return left(sq);
            default:
                return right(sq);
        }
    }

    /** The standard start position. */
    public static Position startPosition() {
        return Fen.parse(START_FEN);
    }

    /** An independent copy, history included. */
    public Position copy() {
        return new Position(this);
    }

    // ---------------------------------------------------------------- queries

    /** Id of the piece on a mailbox square, 0 if empty (or off the board). */
    public int pieceAt(int sq) {
        return board[sq] & ~OFF;
    }

    /** Square of a piece id, 0 if the piece has been captured or never existed. */
    public int squareOf(int id) {
        return squares[id];
    }

    public int kingSquare(int side) {
        return squares[Piece.sideTag(side)];
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public int ply() {
        return ply;
    }

    /**
     * Material plus piece-square value of the pieces on the board, Red's minus Black's, in
     * centipawns ({@link PieceSquareTables}); kept incrementally.
     */
    public int pieceSquareScore() {
        return pieceSquareScore;
    }

    /** Plies since the last capture (or as given by the FEN). */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The FEN full-move number: starts as given, +1 after each Black move. */
    public int fullmoveNumber() {
        return initialFullmove + (ply + initialSide) / 2;
    }

    /** The side to move when the position was set up. */
    public int initialSide() {
        return initialSide;
    }

    /** The last move made, or {@link Move#NONE}. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : moveHistory[ply - 1];
    }

    /** The move made at ply {@code p} (0 ≤ p &lt; ply). */
    public int moveAt(int p) {
        return moveHistory[p];
    }

    /** The piece id captured by the move at ply {@code p}, 0 if none. */
    public int capturedAt(int p) {
        return capturedHistory[p];
    }

    /** The key of the position at ply {@code p} (0 ≤ p ≤ ply). */
    public long keyAt(int p) {
        return p == ply ? key : keyHistory[p];
    }

    /** The halfmove clock at ply {@code p} (0 ≤ p ≤ ply). */
    public int halfmoveClockAt(int p) {
        return p == ply ? halfmoveClock : clockHistory[p];
    }

    /**
     * Whether the side to move at ply {@code p} was in check there. Known for every ply at which
     * {@link #isInCheck()} was asked (the game and the search always ask); {@code false} otherwise.
     */
    public boolean wasInCheckAt(int p) {
        return checkHistory[p] == CHECK_YES;
    }

    /**
     * Whether the side to move is in check; cached per ply (generating moves fills the cache).
     * After a move, unless it touched a line through the king or a horse leg beside it, only
     * the moved piece can give check and only that is tested — which assumes, as for any
     * position reached by legal moves from a valid FEN, that the king was safe before that
     * move. At the set-up position and after a null move the king's square is tested in full.
     */
    @Override
    public boolean isInCheck() {
        byte known = checkHistory[ply];
        if (known != CHECK_UNKNOWN) {
            return known == CHECK_YES;
        }
        int king = squares[Piece.sideTag(side)];
        int last = ply == 0 ? Move.NONE : moveHistory[ply - 1];
        boolean check;
        if (last == Move.NONE) {
            check = attacksKingSquare(king, side ^ 1);
        } else {
            // The king was safe before the opponent's last move (the position was legal): only
            // what that move changed can attack it now.
            int from = last & 0xFF;
            int to = last >>> 8;
            check = touchesKingLines(from, to, king)
                    ? attacksKingSquare(king, side ^ 1)
                    : attacksDirectly(board[to], to, king, side ^ 1);
        }
        checkHistory[ply] = check ? CHECK_YES : CHECK_NO;
        return check;
    }

    /**
     * Whether a piece of {@code bySide} could capture a king standing on {@code sq}: rook, horse,
     * cannon, pawn, or the opposing king on an open file ("flying general"). Advisors and
     * elephants never reach the other palace, so they are not tested; this is an attack test for
     * king squares, not for arbitrary squares.
     *
     * <p>Written without branches on what is found (the attack classes are or-ed together), so
     * the JIT compiles one version of it, however rare attacks are at first.
     */
    public boolean attacksKingSquare(int sq, int bySide) {
        final byte[] b = board;
        final int them = Piece.sideTag(bySide);
        int hit = 0;
        // Rooks, cannons and the flying general along the four lines: the first and the second
        // piece met in each direction.
        for (int d = 0; d < 4; d++) {
            int s = nearest(sq, d);
            hit |= lineAttack(s, nearest(s & 0xFF, d), them, FIRST_ON_LINE[d]);
        }
        // Horses: each diagonal neighbour is the leg of the two horse squares behind it.
        for (int d = 0; d < 4; d++) {
            int diag = DIAGONAL[d];
            int leg = sq + diag;
            int rowStep = diag < 0 ? -16 : 16;
            int legEmpty = (b[leg] - 1) >> 31; // all ones when the leg is empty
            hit |= (ATTACK_CLASS[b[leg + rowStep] ^ them] | ATTACK_CLASS[b[leg + diag - rowStep] ^ them])
                    & HORSE_BIT & legEmpty;
        }
        // Pawns: from behind (their forward step) or, once across the river, from the side.
        int forward = bySide == Piece.RED ? Squares.UP : Squares.DOWN;
        hit |= ATTACK_CLASS[b[sq - forward] ^ them] & PAWN_BIT
                | ATTACK_CLASS[b[sq - 1] ^ them] & PAWN_ACROSS[bySide << 8 | sq - 1]
                | ATTACK_CLASS[b[sq + 1] ^ them] & PAWN_ACROSS[bySide << 8 | sq + 1];
        return hit != 0;
    }

    /**
     * Attack classes, of those in {@code firstMask} for the first piece met on a line and of a
     * cannon for the second, that the pieces of the side tagged {@code them} on squares
     * {@code first} and {@code second} of one line have (nothing past the board's edge).
     */
    private int lineAttack(int first, int second, int them, int firstMask) {
        int p = board[first & 0xFF];
        int onBoard = (p - OFF) >>> 31; // 1 unless the first square is off the board
        return ATTACK_CLASS[p ^ them] & firstMask | ATTACK_CLASS[board[second & 0xFF] ^ them] & CANNON_BIT & -onBoard;
    }

    // ---------------------------------------------------------------- move generation

    /**
     * Writes the pseudo-legal moves of the side to move (piece rules only, own king safety not
     * tested) into {@code moves} from index {@code n}.
     *
     * <p>The order is fixed, and search results depend on it: piece by piece in slot order (king,
     * advisors, elephants, horses, rooks, cannons, pawns; see {@link Piece}), and for each piece
     * its directions in the order of {@link MoveTables} (rooks and cannons: up, down, left,
     * right, nearest target first). Captures only, or quiet moves only, are the same sequence
     * with the other kind left out.
     *
     * <p>{@code moves} must have room for {@link #MAX_MOVES} entries from {@code n}: candidates
     * are written before it is known whether they are kept.
     *
     * @param capturesOnly generate captures only (for quiescence search)
     * @return the index one past the last move
     */
    public int generatePseudoLegalMoves(int[] moves, int n, boolean capturesOnly) {
        return generate(moves, n, capturesOnly ? CAPTURES : ALL);
    }

    private static final int QUIETS = 1;
    private static final int CAPTURES = 2;
    private static final int ALL = QUIETS | CAPTURES;
    /**
     * Per kinds of moves wanted (0..3), per square content c xor the enemy's tag: 1 if a move
     * to that square is of a wanted kind (an empty square for quiet moves, an enemy piece for
     * captures), else 0. Empty squares map to the enemy's tag itself (16 or 32), enemy pieces to
     * their slot (0..15), own pieces to 48..63 and the off-board mark to 80 or 96.
     */
    private static final int[][] TAKE = new int[4][128];

    static {
        for (int kinds = 0; kinds < 4; kinds++) {
            for (int x = 0; x < 16; x++) {
                TAKE[kinds][x] = (kinds & CAPTURES) != 0 ? 1 : 0;
            }
            TAKE[kinds][16] = TAKE[kinds][32] = (kinds & QUIETS) != 0 ? 1 : 0;
        }
    }

    private int generate(int[] moves, int n, int kinds) {
        final byte[] b = board;
        final int[] sq = squares;
        final int us = Piece.sideTag(side);
        final int them = us ^ 48;
        final int[] take = TAKE[kinds];
        final int[] takeCapture = TAKE[kinds & CAPTURES];
        final boolean quiets = (kinds & QUIETS) != 0;
        // Each candidate is written at moves[n] and kept by adding take[content ^ them] (1 or 0)
        // to n, without a branch on what the target holds. A captured piece stands on square
        // 0, which has no table entries, and whose rays (see up()) are empty.
        int from = sq[us];
        for (int i = from * 4, end = i + MoveTables.KING_COUNT[from]; i < end; i++) {
            int to = MoveTables.KING_TO[i];
            moves[n] = from | to << 8;
            n += take[b[to] ^ them];
        }
        for (int slot = 1; slot <= 2; slot++) {
            from = sq[us + slot];
            for (int i = from * 4, end = i + MoveTables.ADVISOR_COUNT[from]; i < end; i++) {
                int to = MoveTables.ADVISOR_TO[i];
                moves[n] = from | to << 8;
                n += take[b[to] ^ them];
            }
        }
        final int sideTables = side << 10;
        final int sideCounts = side << 8;
        for (int slot = 3; slot <= 4; slot++) {
            from = sq[us + slot];
            for (int i = sideTables | from * 4, end = i + MoveTables.ELEPHANT_COUNT[sideCounts | from]; i < end; i++) {
                if (b[MoveTables.ELEPHANT_EYE[i]] == 0) {
                    int to = MoveTables.ELEPHANT_TO[i];
                    moves[n] = from | to << 8;
                    n += take[b[to] ^ them];
                }
            }
        }
        for (int slot = 5; slot <= 6; slot++) {
            from = sq[us + slot];
            for (int i = from * 8, end = i + MoveTables.HORSE_COUNT[from]; i < end; i++) {
                if (b[MoveTables.HORSE_LEG_OF[i]] == 0) {
                    int to = MoveTables.HORSE_TO[i];
                    moves[n] = from | to << 8;
                    n += take[b[to] ^ them];
                }
            }
        }
        for (int slot = 7; slot <= 8; slot++) {
            from = sq[us + slot];
            for (int d = 0; d < 4; d++) {
                n = rookRay(moves, n, from, nearest(from, d), ORTHOGONAL[d], quiets, takeCapture, them);
            }
        }
        for (int slot = 9; slot <= 10; slot++) {
            from = sq[us + slot];
            for (int d = 0; d < 4; d++) {
                int s = nearest(from, d);
                n = cannonRay(moves, n, from, s, nearest(s & 0xFF, d), ORTHOGONAL[d], quiets, takeCapture, them);
            }
        }
        for (int slot = 11; slot <= 15; slot++) {
            from = sq[us + slot];
            for (int i = sideTables | from * 4, end = i + MoveTables.PAWN_COUNT[sideCounts | from]; i < end; i++) {
                int to = MoveTables.PAWN_TO[i];
                moves[n] = from | to << 8;
                n += take[b[to] ^ them];
            }
        }
        return n;
    }

    /**
     * A rook's moves in one direction: the empty squares up to {@code blocker} (the nearest
     * occupied square) if quiet moves are wanted, then the blocker itself if it holds a piece
     * {@code takeCapture} accepts.
     */
    private int rookRay(int[] moves, int n, int from, int blocker, int delta, boolean quiets,
            int[] takeCapture, int them) {
        if (quiets) {
            for (int to = from + delta; to != blocker; to += delta) {
                moves[n++] = from | to << 8;
            }
        }
        moves[n] = from | blocker << 8;
        return n + takeCapture[board[blocker & 0xFF] ^ them];
    }

    /**
     * A cannon's moves in one direction: the empty squares up to the screen {@code first}, then
     * the square {@code second} behind the screen if it holds a piece {@code takeCapture}
     * accepts and the screen is on the board.
     */
    private int cannonRay(int[] moves, int n, int from, int first, int second, int delta, boolean quiets,
            int[] takeCapture, int them) {
        if (quiets) {
            for (int to = from + delta; to != first; to += delta) {
                moves[n++] = from | to << 8;
            }
        }
        moves[n] = from | second << 8;
        int onBoard = (board[first & 0xFF] - OFF) >>> 31; // 1 unless the screen is off the board
        return n + (takeCapture[board[second & 0xFF] ^ them] & onBoard);
    }

    /** Writes the legal moves into {@code moves} from {@code start}; returns the end index. */
    @Override
    public int generateMoves(int[] moves, int start) {
        return generateLegal(moves, start, ALL);
    }

    /** Legal captures only, in generation order; returns the end index. */
    public int generateCaptures(int[] moves, int start) {
        return generateLegal(moves, start, CAPTURES);
    }

    /**
     * Legal non-captures only, in generation order; returns the end index. With
     * {@link #generateCaptures} it makes up {@link #generateMoves} (as a set; the order of
     * {@code generateMoves} interleaves the two piece by piece).
     */
    public int generateQuietMoves(int[] moves, int start) {
        return generateLegal(moves, start, QUIETS);
    }

    /**
     * Number of legal moves (what perft counts at its last ply), the same as
     * {@code generateMoves(scratch, start) - start}. When the king is not in check and no move
     * can expose it but its own, the moves are counted without being written: step pieces by
     * their tables, rooks and cannons by the distance to the nearest blocker; only king moves
     * are tried. Otherwise they are generated into {@code scratch} (room for
     * {@link #MAX_MOVES} from {@code start}) and filtered.
     */
    public int countLegalMoves(int[] scratch, int start) {
        final int us = Piece.sideTag(side);
        final int king = squares[us];
        int scan = scanKing(king, us, us ^ 48);
        if (scan != 0) {
            int end = generate(scratch, start, ALL);
            if ((scan & IN_CHECK) != 0) {
                return filterEvasions(scratch, start, end, king, us ^ 48) - start;
            }
            return filterTagged(scratch, start, end, king, tagCounter) - start;
        }
        return countUnpinned(us, king);
    }

    /** {@link #countLegalMoves} when only king moves can expose the king. */
    private int countUnpinned(int us, int king) {
        final byte[] b = board;
        final int[] sq = squares;
        final int them = us ^ 48;
        final int[] take = TAKE[ALL];
        int count = 0;
        for (int i = king * 4, end = i + MoveTables.KING_COUNT[king]; i < end; i++) {
            int to = MoveTables.KING_TO[i];
            if (take[b[to] ^ them] != 0 && leavesKingSafe(king, to, king)) {
                count++;
            }
        }
        for (int slot = 1; slot <= 2; slot++) {
            int from = sq[us + slot];
            for (int i = from * 4, end = i + MoveTables.ADVISOR_COUNT[from]; i < end; i++) {
                count += take[b[MoveTables.ADVISOR_TO[i]] ^ them];
            }
        }
        final int sideTables = side << 10;
        final int sideCounts = side << 8;
        for (int slot = 3; slot <= 4; slot++) {
            int from = sq[us + slot];
            for (int i = sideTables | from * 4, end = i + MoveTables.ELEPHANT_COUNT[sideCounts | from]; i < end; i++) {
                int eyeEmpty = (b[MoveTables.ELEPHANT_EYE[i]] - 1) >>> 31;
                count += take[b[MoveTables.ELEPHANT_TO[i]] ^ them] & eyeEmpty;
            }
        }
        for (int slot = 5; slot <= 6; slot++) {
            int from = sq[us + slot];
            for (int i = from * 8, end = i + MoveTables.HORSE_COUNT[from]; i < end; i++) {
                int legEmpty = (b[MoveTables.HORSE_LEG_OF[i]] - 1) >>> 31;
                count += take[b[MoveTables.HORSE_TO[i]] ^ them] & legEmpty;
            }
        }
        // Rooks and cannons: the empty squares up to each blocker (none for a captured piece
        // on square 0), then a rook's capture at the blocker, a cannon's behind it.
        for (int slot = 7; slot <= 10; slot++) {
            int from = sq[us + slot];
            boolean cannon = slot >= 9;
            for (int d = 0; d < 4; d++) {
                int s = nearest(from, d);
                count += (Math.abs(s - from) >> STEP_SHIFT[d]) - 1;
                if (cannon) {
                    count += take[b[nearest(s & 0xFF, d) & 0xFF] ^ them] & (b[s & 0xFF] - OFF) >>> 31;
                } else {
                    count += take[b[s & 0xFF] ^ them];
                }
            }
        }
        for (int slot = 11; slot <= 15; slot++) {
            int from = sq[us + slot];
            for (int i = sideTables | from * 4, end = i + MoveTables.PAWN_COUNT[sideCounts | from]; i < end; i++) {
                count += take[b[MoveTables.PAWN_TO[i]] ^ them];
            }
        }
        return count;
    }

    /** {@link #scanKing} result bits. */
    private static final int IN_CHECK = 1;
    private static final int TAGGED = 2;

    /**
     * The legal moves of the given kinds in generation order. One look from the king
     * ({@link #scanKing}) says whether it is in check and which squares a move must leave or
     * enter to expose it; then the pseudo-legal moves are generated and only the moves that
     * could expose the king are tried on the board: the king's own (generated first), moves from
     * or to a tagged square, and when in check the moves that could answer it.
     */
    private int generateLegal(int[] moves, int start, int kinds) {
        final int us = Piece.sideTag(side);
        final int king = squares[us];
        int scan = scanKing(king, us, us ^ 48);
        int end = generate(moves, start, kinds);
        if (scan == 0) {
            return keepSafeKingMoves(moves, start, end, king);
        }
        if ((scan & IN_CHECK) != 0) {
            return filterEvasions(moves, start, end, king, us ^ 48);
        }
        return filterTagged(moves, start, end, king, tagCounter);
    }

    /**
     * When nothing is tagged, only king moves can expose the king; they come first. Tries them,
     * drops the unsafe ones and closes the gap; returns the new end.
     */
    private int keepSafeKingMoves(int[] moves, int start, int end, int king) {
        int n = start;
        int i = start;
        for (; i < end && (moves[i] & 0xFF) == king; i++) {
            int move = moves[i];
            if (leavesKingSafe(king, move >>> 8, king)) {
                moves[n++] = move;
            }
        }
        if (n == i) {
            return end;
        }
        System.arraycopy(moves, i, moves, n, end - i);
        return end - (i - n);
    }

    /**
     * Keeps the moves of {@code moves[start..end)} that leave the king safe, compacted from
     * {@code start} in their order: king moves and moves from or to a square tagged {@code mark}
     * are tried, the others kept untried. Returns the new end.
     */
    private int filterTagged(int[] moves, int start, int end, int king, int mark) {
        final int[] tg = tags;
        int n = start;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            int from = move & 0xFF;
            int to = move >>> 8;
            if (from != king && tg[from] != mark && tg[to] != mark || leavesKingSafe(from, to, king)) {
                moves[n++] = move;
            }
        }
        return n;
    }

    /** A fresh value for {@link #tags}; the array is cleared when the counter wraps. */
    private int nextTag() {
        int t = ++tagCounter;
        if (t == 0) {
            Arrays.fill(tags, 0);
            t = tagCounter = 1;
        }
        return t;
    }

    /**
     * One look from the side to move's king along its four lines, at its four horse legs and
     * at its pawn neighbours: finds whether it is in check (cached for {@link #isInCheck()}) and,
     * when not, tags (with a fresh {@link #tagCounter}) the squares where a move other than a
     * king move could expose it:
     * <ul>
     * <li>a piece between the king and an enemy rook (or, on the file, the enemy king) with
     *     nothing else between — a pinned piece;</li>
     * <li>either of the two screens between the king and an enemy cannon;</li>
     * <li>the empty squares between the king and an enemy cannon with nothing between (a move
     *     there makes a screen);</li>
     * <li>a piece on the leg of an enemy horse that is a horse's move from the king.</li>
     * </ul>
     * Any other move leaves the king as safe as it was.
     *
     * @return {@link #IN_CHECK} and/or {@link #TAGGED} (some square is tagged)
     */
    private int scanKing(int king, int us, int them) {
        final byte[] b = board;
        final int[] tg = tags;
        final int t = nextTag();
        int lines = 0;
        for (int d = 0; d < 4; d++) {
            int s1 = nearest(king, d);
            int s2 = nearest(s1 & 0xFF, d);
            lines |= scanLine(king, ORTHOGONAL[d], s1, s2, nearest(s2 & 0xFF, d), us, them, FIRST_ON_LINE[d], t);
        }
        int hit = lines & ~LINE_TAGGED;
        boolean tagged = lines != hit;
        for (int d = 0; d < 4; d++) {
            int diag = DIAGONAL[d];
            int leg = king + diag;
            int rowStep = diag < 0 ? -16 : 16;
            if (((ATTACK_CLASS[b[leg + rowStep] ^ them] | ATTACK_CLASS[b[leg + diag - rowStep] ^ them]) & HORSE_BIT) != 0) {
                int p = b[leg];
                if (p == 0) {
                    hit |= HORSE_BIT;
                } else if ((p & us) != 0) {
                    tg[leg] = t;
                    tagged = true;
                }
            }
        }
        int enemy = side ^ 1;
        int forward = enemy == Piece.RED ? Squares.UP : Squares.DOWN;
        hit |= ATTACK_CLASS[b[king - forward] ^ them] & PAWN_BIT
                | ATTACK_CLASS[b[king - 1] ^ them] & PAWN_ACROSS[enemy << 8 | king - 1]
                | ATTACK_CLASS[b[king + 1] ^ them] & PAWN_ACROSS[enemy << 8 | king + 1];
        checkHistory[ply] = hit != 0 ? CHECK_YES : CHECK_NO;
        return (hit != 0 ? IN_CHECK : 0) | (tagged ? TAGGED : 0);
    }

    /** Marks a {@link #scanLine} result: some square was tagged. */
    private static final int LINE_TAGGED = 1 << 8;

    /**
     * One line of {@link #scanKing}: {@code s1}, {@code s2}, {@code s3} are the first three
     * occupied squares from the king in direction {@code delta} (only those up to the first off
     * the board mean anything). Returns the attack classes that check along it, plus
     * {@link #LINE_TAGGED} if it tagged a square with {@code t}.
     */
    private int scanLine(int king, int delta, int s1, int s2, int s3, int us, int them, int firstMask, int t) {
        final byte[] b = board;
        int p1 = b[s1 & 0xFF];
        if (p1 == OFF) {
            return 0;
        }
        int p2 = b[s2 & 0xFF];
        int c1 = ATTACK_CLASS[p1 ^ them];
        int c2 = ATTACK_CLASS[p2 ^ them];
        int result = c1 & firstMask | c2 & CANNON_BIT;
        if ((c1 & CANNON_BIT) != 0) {
            for (int s = king + delta; s != s1; s += delta) {
                tags[s] = t;
                result |= LINE_TAGGED;
            }
        }
        // Pinned: an own piece first, then a rook (or the king on the file). Without a branch,
        // so the JIT keeps one version however rare pins are at first.
        int pinned = ((p1 & us) + 63 >> 6) & ((c2 & firstMask) + 3 >> 2); // 1 or 0
        tags[s1] ^= (tags[s1] ^ t) & -pinned;
        result |= pinned << 8; // LINE_TAGGED
        if (p2 != OFF && (ATTACK_CLASS[b[s3 & 0xFF] ^ them] & CANNON_BIT) != 0) {
            if ((p1 & us) != 0) {
                tags[s1] = t;
                result |= LINE_TAGGED;
            }
            if ((p2 & us) != 0) {
                tags[s2] = t;
                result |= LINE_TAGGED;
            }
        }
        return result;
    }

    /**
     * Keeps the moves of {@code moves[start..end)} that answer the check on {@code king},
     * compacted from {@code start} in their order; returns the new end. A move other than a
     * king move must capture a checker, step onto a checking line or the empty leg of a
     * checking horse, or take away a cannon's screen: those squares are tagged
     * ({@link #tagEvasions}), moves touching none are dropped, and the rest are tried.
     */
    private int filterEvasions(int[] moves, int start, int end, int king, int them) {
        final int[] tg = tags;
        final int t = tagEvasions(king, them);
        int n = start;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            int from = move & 0xFF;
            int to = move >>> 8;
            if ((from == king || tg[from] == t || tg[to] == t) && leavesKingSafe(from, to, king)) {
                moves[n++] = move;
            }
        }
        return n;
    }

    /**
     * Tags, with a fresh tag that it returns, every square a move other than a king move must
     * touch to answer a check on {@code king}: each checker, the empty squares of its line to the
     * king (a cannon's screen included), the empty leg of a checking horse.
     */
    private int tagEvasions(int king, int them) {
        final byte[] b = board;
        final int[] tg = tags;
        int t = nextTag();
        for (int d = 0; d < 4; d++) {
            int delta = ORTHOGONAL[d];
            int s1 = king + delta;
            int p1;
            while ((p1 = b[s1]) == 0) {
                s1 += delta;
            }
            if (p1 == OFF) {
                continue;
            }
            int last = 0;
            if ((ATTACK_CLASS[p1 ^ them] & FIRST_ON_LINE[d]) != 0) {
                last = s1;
            } else {
                int s2 = s1;
                int p2;
                do {
                    s2 += delta;
                } while ((p2 = b[s2]) == 0);
                if ((ATTACK_CLASS[p2 ^ them] & CANNON_BIT) != 0) {
                    last = s2;
                }
            }
            if (last != 0) {
                for (int s = king + delta; s != last; s += delta) {
                    tg[s] = t;
                }
                tg[last] = t;
            }
        }
        for (int d = 0; d < 4; d++) {
            int diag = DIAGONAL[d];
            int leg = king + diag;
            if (b[leg] != 0) {
                continue;
            }
            int rowStep = diag < 0 ? -16 : 16;
            int h1 = leg + rowStep;
            int h2 = leg + diag - rowStep;
            if ((ATTACK_CLASS[b[h1] ^ them] & HORSE_BIT) != 0) {
                tg[leg] = t;
                tg[h1] = t;
            }
            if ((ATTACK_CLASS[b[h2] ^ them] & HORSE_BIT) != 0) {
                tg[leg] = t;
                tg[h2] = t;
            }
        }
        int forward = them == Piece.sideTag(Piece.RED) ? Squares.UP : Squares.DOWN; // the enemy's
        // Pawns behind and beside the king (tagging one that does not check is harmless).
        for (int s = king - 1; s <= king + 1; s++) {
            int at = s == king ? king - forward : s;
            if ((ATTACK_CLASS[b[at] ^ them] & PAWN_BIT) != 0) {
                tg[at] = t;
            }
        }
        return t;
    }

    /** Plays from→to on the board only, asks whether the own king is then safe, and restores. */
    private boolean leavesKingSafe(int from, int to, int kingSq) {
        byte piece = board[from];
        byte captured = board[to];
        placeTrial(from, to, piece, captured);
        boolean safe = !attacksKingSquare(from == kingSq ? to : kingSq, side ^ 1);
        takeBackTrial(from, to, piece, captured);
        return safe;
    }

    /** Moves {@code piece} from→to on the board and its occupancy only (for attack tests). */
    private void placeTrial(int from, int to, byte piece, byte captured) {
        board[from] = 0;
        board[to] = piece;
        toggle(from);
        if (captured == 0) {
            toggle(to);
        }
    }

    /** Undoes {@link #placeTrial}. */
    private void takeBackTrial(int from, int to, byte piece, byte captured) {
        board[from] = piece;
        board[to] = captured;
        toggle(from);
        if (captured == 0) {
            toggle(to);
        }
    }

    /**
     * Whether {@code move} obeys the piece rules for the side to move (own king not tested):
     * exactly whether {@link #generatePseudoLegalMoves} would list it. Any int is accepted;
     * those that are not moves are not pseudo-legal. Allocates nothing and generates nothing.
     */
    public boolean isPseudoLegal(int move) {
        if ((move & ~0xFFFF) != 0) {
            return false;
        }
        int from = move & 0xFF;
        int to = move >>> 8;
        final byte[] b = board;
        int us = Piece.sideTag(side);
        int piece = b[from];
        int target = b[to];
        if ((piece & us) == 0 || target == OFF || (target & us) != 0) {
            return false;
        }
        switch (Piece.type(piece)) {
            case Piece.KING:
                return listed(MoveTables.KING_TO, from * 4, MoveTables.KING_COUNT[from], to) >= 0;
            case Piece.ADVISOR:
                return listed(MoveTables.ADVISOR_TO, from * 4, MoveTables.ADVISOR_COUNT[from], to) >= 0;
            case Piece.ELEPHANT: {
                int i = listed(MoveTables.ELEPHANT_TO, side << 10 | from * 4,
                        MoveTables.ELEPHANT_COUNT[side << 8 | from], to);
                return i >= 0 && b[MoveTables.ELEPHANT_EYE[i]] == 0;
            }
            case Piece.HORSE: {
                int i = listed(MoveTables.HORSE_TO, from * 8, MoveTables.HORSE_COUNT[from], to);
                return i >= 0 && b[MoveTables.HORSE_LEG_OF[i]] == 0;
            }
            case Piece.ROOK:
                return piecesBetween(from, to) == 0;
            case Piece.CANNON:
                return piecesBetween(from, to) == (target == 0 ? 0 : 1);
            default:
                return listed(MoveTables.PAWN_TO, side << 10 | from * 4, MoveTables.PAWN_COUNT[side << 8 | from], to) >= 0;
        }
    }

    /** Index of {@code to} in {@code table[base..base+count)}, or -1. */
    private static int listed(int[] table, int base, int count, int to) {
        for (int i = base, end = base + count; i < end; i++) {
            if (table[i] == to) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Number of pieces strictly between two different board squares on one rank or file, or -1
     * when they share neither.
     */
    private int piecesBetween(int from, int to) {
        int step;
        if ((from >> 4) == (to >> 4)) {
            step = to > from ? 1 : -1;
        } else if (((from ^ to) & 15) == 0) {
            step = to > from ? 16 : -16;
        } else {
            return -1;
        }
        int count = 0;
        for (int s = from + step; s != to; s += step) {
            if (board[s] != 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * Whether {@code move} is legal here: pseudo-legal ({@link #isPseudoLegal}) and the own king
     * not attacked afterwards. Any int is accepted; allocates nothing.
     */
    public boolean isLegal(int move) {
        if (!isPseudoLegal(move)) {
            return false;
        }
        return leavesKingSafe(move & 0xFF, move >>> 8, squares[Piece.sideTag(side)]);
    }

    /**
     * Whether the legal move {@code move} gives check: after it, the opponent's king would be
     * attacked. Decided without making the move: a move that neither leaves nor enters a line
     * through the enemy king, nor leaves one of its diagonal neighbours (where the legs of
     * horses attacking it lie), can only check directly, as a horse or a pawn; any other move is
     * tried on the board alone and the enemy king's square tested. Meant for positions in which
     * the opponent is not already in check (every position reached by legal play).
     */
    public boolean givesCheck(int move) {
        int from = move & 0xFF;
        int to = move >>> 8;
        int enemyKing = squares[Piece.sideTag(side ^ 1)];
        if (touchesKingLines(from, to, enemyKing)) {
            byte piece = board[from];
            byte captured = board[to];
            placeTrial(from, to, piece, captured);
            boolean check = attacksKingSquare(enemyKing, side);
            takeBackTrial(from, to, piece, captured);
            return check;
        }
        return attacksDirectly(board[from], to, enemyKing, side);
    }

    /**
     * Whether a move from→to can change the attacks on {@code king} other than by the moved
     * piece itself: it leaves or enters the king's file or rank (a discovered line, a screen
     * taken away or added), or leaves a diagonal neighbour of the king (the leg of a horse).
     */
    private static boolean touchesKingLines(int from, int to, int king) {
        int dFile = (king & 15) - (from & 15);
        int dRow = (king >> 4) - (from >> 4);
        return dFile == 0 || dRow == 0 || (dFile == 1 || dFile == -1) && (dRow == 1 || dRow == -1)
                || ((king ^ to) & 15) == 0 || ((king ^ to) & 0xF0) == 0;
    }

    /**
     * Whether {@code piece} of {@code bySide} standing on {@code sq} attacks {@code king} when
     * neither stands on the other's file or rank: only a horse (with its leg free) or a pawn can.
     */
    private boolean attacksDirectly(int piece, int sq, int king, int bySide) {
        int type = Piece.type(piece);
        if (type == Piece.HORSE) {
            int leg = HORSE_LEG_BY_DELTA[king - sq + 256];
            return leg != 0 && board[sq + leg] == 0;
        }
        if (type == Piece.PAWN) {
            int forward = bySide == Piece.RED ? Squares.UP : Squares.DOWN;
            return king == sq + forward
                    || (king == sq - 1 || king == sq + 1) && !Squares.isOwnHalf(sq, bySide);
        }
        return false;
    }

    /** All legal moves in a fresh array (UI and notation code; search uses per-ply buffers). */
    public int[] legalMoves() {
        int[] buffer = new int[MAX_MOVES];
        return Arrays.copyOf(buffer, generateMoves(buffer, 0));
    }

    // ---------------------------------------------------------------- make / unmake

    @Override
    public void makeMove(int move) {
        if (ply + 1 >= moveHistory.length) {
            growHistory();
        }
        int from = move & 0xFF;
        int to = move >>> 8;
        int piece = board[from];
        int captured = board[to];
        moveHistory[ply] = move;
        capturedHistory[ply] = (byte) captured;
        keyHistory[ply] = key;
        clockHistory[ply] = halfmoveClock;
        scoreHistory[ply] = pieceSquareScore;
        board[from] = 0;
        board[to] = (byte) piece;
        squares[piece] = to;
        toggle(from);
        if (captured == 0) {
            toggle(to);
        }
        long k = key ^ Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to) ^ Zobrist.SIDE;
        pieceSquareScore += PieceSquareTables.signed(piece, to) - PieceSquareTables.signed(piece, from);
        if (captured != 0) {
            squares[captured] = 0;
            k ^= Zobrist.piece(captured, to);
            pieceSquareScore -= PieceSquareTables.signed(captured, to);
            halfmoveClock = 0;
        } else {
            halfmoveClock++;
        }
        key = k;
        side ^= 1;
        ply++;
        checkHistory[ply] = CHECK_UNKNOWN;
        assert isConsistent() : "inconsistent after " + Move.toCoordinate(move);
    }

    @Override
    public void unmakeMove() {
        ply--;
        side ^= 1;
        int move = moveHistory[ply];
        int from = move & 0xFF;
        int to = move >>> 8;
        int piece = board[to];
        int captured = capturedHistory[ply];
        board[from] = (byte) piece;
        squares[piece] = from;
        board[to] = (byte) captured;
        toggle(from);
        if (captured != 0) {
            squares[captured] = to;
        } else {
            toggle(to);
        }
        key = keyHistory[ply];
        halfmoveClock = clockHistory[ply];
        pieceSquareScore = scoreHistory[ply];
        assert isConsistent() : "inconsistent after taking back " + Move.toCoordinate(move);
    }

    /**
     * Passes the move to the opponent (a "null move"), for search enhancements and for asking
     * what the other side threatens. Undo with {@link #unmakeNullMove()}.
     */
    public void makeNullMove() {
        if (ply + 1 >= moveHistory.length) {
            growHistory();
        }
        moveHistory[ply] = Move.NONE;
        capturedHistory[ply] = 0;
        keyHistory[ply] = key;
        clockHistory[ply] = halfmoveClock;
        key ^= Zobrist.SIDE;
        side ^= 1;
        halfmoveClock++;
        ply++;
        checkHistory[ply] = CHECK_UNKNOWN;
    }

    public void unmakeNullMove() {
        ply--;
        side ^= 1;
        key = keyHistory[ply];
        halfmoveClock = clockHistory[ply];
    }

    private void growHistory() {
        int size = moveHistory.length * 2;
        moveHistory = Arrays.copyOf(moveHistory, size);
        capturedHistory = Arrays.copyOf(capturedHistory, size);
        keyHistory = Arrays.copyOf(keyHistory, size);
        clockHistory = Arrays.copyOf(clockHistory, size);
        scoreHistory = Arrays.copyOf(scoreHistory, size);
        checkHistory = Arrays.copyOf(checkHistory, size + 1);
    }

    // ---------------------------------------------------------------- consistency

    /** The Zobrist key computed from scratch. */
    public long computeKey() {
        long k = side == Piece.BLACK ? Zobrist.SIDE : 0;
        for (int sq = 0; sq < 256; sq++) {
            if (pieceAt(sq) != 0) {
                k ^= Zobrist.piece(board[sq], sq);
            }
        }
        return k;
    }

    /** The piece-square score computed from scratch (see {@link #pieceSquareScore()}). */
    public int computePieceSquareScore() {
        int score = 0;
        for (int sq = 0; sq < 256; sq++) {
            if (pieceAt(sq) != 0) {
                score += PieceSquareTables.signed(board[sq], sq);
            }
        }
        return score;
    }

    /**
     * Recomputes everything derived and compares: the key, the piece-square score, the piece
     * lists against the board, both kings present, nothing off the board. Used in assertions
     * after every make/unmake.
     */
    public boolean isConsistent() {
        if (key != computeKey() || pieceSquareScore != computePieceSquareScore()) {
            return false;
        }
        int[] rows = new int[16];
        int[] cols = new int[16];
        computeOccupancy(rows, cols);
        if (!Arrays.equals(rows, rowBits) || !Arrays.equals(cols, colBits)) {
            return false;
        }
        int onBoard = 0;
        for (int sq = 0; sq < 256; sq++) {
            int id = board[sq];
            if ((id == OFF) != !Squares.isOnBoard(sq)) {
                return false;
            }
            if (id == 0 || id == OFF) {
                continue;
            }
            if (!Squares.isOnBoard(sq) || id < 16 || id >= Piece.ID_LIMIT || squares[id] != sq) {
                return false;
            }
            onBoard++;
        }
        int listed = 0;
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            if (squares[id] != 0) {
                if (board[squares[id]] != id) {
                    return false;
                }
                listed++;
            }
        }
        return onBoard == listed && squares[16] != 0 && squares[32] != 0 && side >> 1 == 0;
    }

    /**
     * Whether the other position has the same pieces on the same squares and the same side to
     * move (history is not compared). Not {@code equals}: a position is mutable, so it must not
     * serve as a hash key.
     */
    public boolean sameAs(Position other) {
        if (other.side != side || other.key != key) {
            return false;
        }
        for (int sq = 0; sq < 256; sq++) {
            if (Piece.kindOrEmpty(pieceAt(sq)) != Piece.kindOrEmpty(other.pieceAt(sq))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return Fen.write(this);
    }
}
