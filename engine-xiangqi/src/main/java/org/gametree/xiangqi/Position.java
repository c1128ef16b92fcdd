package org.gametree.xiangqi;

import java.util.Arrays;

import org.gametree.core.GamePosition;

/**
 * A Xiangqi position built for search: a 16×16 mailbox of piece ids, piece lists, an incremental
 * Zobrist key and piece-square score, and make/unmake that write undo records into preallocated
 * history arrays.
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

    private static final int[] ORTHOGONAL = {Squares.UP, Squares.DOWN, -1, 1};
    private static final int[] DIAGONAL = {-17, -15, 15, 17};
    private static final int[] HORSE_DELTA = {-33, -31, -18, -14, 14, 18, 31, 33};
    private static final int[] HORSE_LEG = {-16, -16, -1, 1, -1, 1, 16, 16};

    private static final byte CHECK_UNKNOWN = 0;
    private static final byte CHECK_NO = 1;
    private static final byte CHECK_YES = 2;

    private final byte[] board = new byte[256];
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
        this.side = sideToMove;
        this.initialSide = sideToMove;
        this.halfmoveClock = halfmoveClock;
        this.initialFullmove = fullmove;
        this.key = computeKey();
        this.pieceSquareScore = computePieceSquareScore();
    }

    private Position(Position other) {
        System.arraycopy(other.board, 0, board, 0, 256);
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
        return board[sq];
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

    /** Whether the side to move is in check; cached per ply. */
    @Override
    public boolean isInCheck() {
        byte known = checkHistory[ply];
        if (known != CHECK_UNKNOWN) {
            return known == CHECK_YES;
        }
        boolean check = attacksKingSquare(squares[Piece.sideTag(side)], side ^ 1);
        checkHistory[ply] = check ? CHECK_YES : CHECK_NO;
        return check;
    }

    /**
     * Whether a piece of {@code bySide} could capture a king standing on {@code sq}: rook, horse,
     * cannon, pawn, or the opposing king on an open file ("flying general"). Advisors and
     * elephants never reach the other palace, so they are not tested; this is an attack test for
     * king squares, not for arbitrary squares.
     */
    public boolean attacksKingSquare(int sq, int bySide) {
        final byte[] b = board;
        final int them = Piece.sideTag(bySide);
        // Rooks, cannons and the flying general along the four lines.
        for (int d = 0; d < 4; d++) {
            int delta = ORTHOGONAL[d];
            int s = sq + delta;
            while (b[s] == 0 && Squares.isOnBoard(s)) {
                s += delta;
            }
            if (!Squares.isOnBoard(s)) {
                continue;
            }
            int p = b[s];
            if ((p & them) != 0) {
                int type = Piece.type(p);
                if (type == Piece.ROOK || type == Piece.KING && d < 2) {
                    return true;
                }
            }
            s += delta;
            while (b[s] == 0 && Squares.isOnBoard(s)) {
                s += delta;
            }
            if (Squares.isOnBoard(s)) {
                p = b[s];
                if ((p & them) != 0 && Piece.type(p) == Piece.CANNON) {
                    return true;
                }
            }
        }
        // Horses: each diagonal neighbour is the leg of the two horse squares behind it.
        for (int d = 0; d < 4; d++) {
            int leg = sq + DIAGONAL[d];
            if (b[leg] != 0) {
                continue;
            }
            int diag = DIAGONAL[d];
            int rowStep = diag < 0 ? -16 : 16;
            int colStep = diag - rowStep;
            int p1 = b[leg + rowStep];
            int p2 = b[leg + colStep];
            if ((p1 & them) != 0 && Piece.type(p1) == Piece.HORSE
                    || (p2 & them) != 0 && Piece.type(p2) == Piece.HORSE) {
                return true;
            }
        }
        // Pawns: from behind (their forward step) or, once across the river, from the side.
        int forward = bySide == Piece.RED ? Squares.UP : Squares.DOWN;
        int p = b[sq - forward];
        if ((p & them) != 0 && Piece.type(p) == Piece.PAWN) {
            return true;
        }
        for (int side = -1; side <= 1; side += 2) {
            int s = sq + side;
            p = b[s];
            if ((p & them) != 0 && Piece.type(p) == Piece.PAWN && !Squares.isOwnHalf(s, bySide)) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- move generation

    /**
     * Writes the pseudo-legal moves of the side to move (piece rules only, own king safety not
     * tested) into {@code moves} from index {@code n}.
     *
     * @param capturesOnly generate captures only (for quiescence search)
     * @return the index one past the last move
     */
    public int generatePseudoLegalMoves(int[] moves, int n, boolean capturesOnly) {
        final byte[] b = board;
        final int us = Piece.sideTag(side);
        final int them = us ^ 48;
        for (int slot = 0; slot < 16; slot++) {
            int from = squares[us + slot];
            if (from == 0) {
                continue;
            }
            switch (Piece.type(slot)) {
                case Piece.KING:
                    for (int d = 0; d < 4; d++) {
                        int to = from + ORTHOGONAL[d];
                        int t = b[to];
                        if (Squares.isInPalace(to) && (t & us) == 0 && (!capturesOnly || t != 0)) {
                            moves[n++] = from | to << 8;
                        }
                    }
                    break;
                case Piece.ADVISOR:
                    for (int d = 0; d < 4; d++) {
                        int to = from + DIAGONAL[d];
                        int t = b[to];
                        if (Squares.isInPalace(to) && (t & us) == 0 && (!capturesOnly || t != 0)) {
                            moves[n++] = from | to << 8;
                        }
                    }
                    break;
                case Piece.ELEPHANT:
                    for (int d = 0; d < 4; d++) {
                        int eye = from + DIAGONAL[d];
                        int to = eye + DIAGONAL[d];
                        if (b[eye] != 0 || !Squares.isOnBoard(to) || !Squares.isOwnHalf(to, side)) {
                            continue;
                        }
                        int t = b[to];
                        if ((t & us) == 0 && (!capturesOnly || t != 0)) {
                            moves[n++] = from | to << 8;
                        }
                    }
                    break;
                case Piece.HORSE:
                    for (int d = 0; d < 8; d++) {
                        int to = from + HORSE_DELTA[d];
                        if (b[from + HORSE_LEG[d]] != 0 || !Squares.isOnBoard(to)) {
                            continue;
                        }
                        int t = b[to];
                        if ((t & us) == 0 && (!capturesOnly || t != 0)) {
                            moves[n++] = from | to << 8;
                        }
                    }
                    break;
                case Piece.ROOK:
                    for (int d = 0; d < 4; d++) {
                        int delta = ORTHOGONAL[d];
                        int to = from + delta;
                        while (Squares.isOnBoard(to)) {
                            int t = b[to];
                            if (t == 0) {
                                if (!capturesOnly) {
                                    moves[n++] = from | to << 8;
                                }
                            } else {
                                if ((t & them) != 0) {
                                    moves[n++] = from | to << 8;
                                }
                                break;
                            }
                            to += delta;
                        }
                    }
                    break;
                case Piece.CANNON:
                    for (int d = 0; d < 4; d++) {
                        int delta = ORTHOGONAL[d];
                        int to = from + delta;
                        while (Squares.isOnBoard(to) && b[to] == 0) {
                            if (!capturesOnly) {
                                moves[n++] = from | to << 8;
                            }
                            to += delta;
                        }
                        if (!Squares.isOnBoard(to)) {
                            continue;
                        }
                        to += delta; // jump the screen
                        while (Squares.isOnBoard(to) && b[to] == 0) {
                            to += delta;
                        }
                        if (Squares.isOnBoard(to) && (b[to] & them) != 0) {
                            moves[n++] = from | to << 8;
                        }
                    }
                    break;
                default: { // pawn
                    int to = from + (side == Piece.RED ? Squares.UP : Squares.DOWN);
                    int t = b[to];
                    if (Squares.isOnBoard(to) && (t & us) == 0 && (!capturesOnly || t != 0)) {
                        moves[n++] = from | to << 8;
                    }
                    if (!Squares.isOwnHalf(from, side)) {
                        for (int s = -1; s <= 1; s += 2) {
                            to = from + s;
                            t = b[to];
                            if (Squares.isOnBoard(to) && (t & us) == 0 && (!capturesOnly || t != 0)) {
                                moves[n++] = from | to << 8;
                            }
                        }
                    }
                    break;
                }
            }
        }
        return n;
    }

    /** Writes the legal moves into {@code moves} from {@code start}; returns the end index. */
    @Override
    public int generateMoves(int[] moves, int start) {
        return generateLegalMoves(moves, start, false);
    }

    /** Legal captures only. */
    public int generateCaptures(int[] moves, int start) {
        return generateLegalMoves(moves, start, true);
    }

    private int generateLegalMoves(int[] moves, int start, boolean capturesOnly) {
        int end = generatePseudoLegalMoves(moves, start, capturesOnly);
        return filterLegal(moves, start, end);
    }

    /** Number of legal moves (what perft counts at its last ply). */
    public int countLegalMoves(int[] scratch, int start) {
        return generateLegalMoves(scratch, start, false) - start;
    }

    /**
     * Keeps the moves of {@code moves[start..end)} that do not leave the own king attacked,
     * compacted from {@code start}; returns the new end.
     *
     * <p>Most moves cannot expose the king, and those are kept without a test. When the side to
     * move is not in check, a move of a piece other than the king can only expose its king by
     * leaving or entering the king's file or rank while an enemy rook, cannon (or, on the file,
     * king) stands on that line — a discovered line or a new cannon screen — or by leaving the
     * leg square of an enemy horse that is a horse's move away. Only such moves, king moves,
     * and all moves when in check are played out on the board and tested.
     */
    private int filterLegal(int[] moves, int start, int end) {
        final int kingSq = squares[Piece.sideTag(side)];
        final int themTag = Piece.sideTag(side ^ 1);
        final boolean inCheck = isInCheck();
        int kingFile = kingSq & 15;
        int kingRow = kingSq >> 4;
        boolean fileDanger = false;
        boolean rankDanger = false;
        int leg1 = -1;
        int leg2 = -1;
        if (!inCheck) {
            int enemyKing = squares[themTag];
            fileDanger = (enemyKing & 15) == kingFile;
            for (int slot = 7; slot <= 10; slot++) { // rooks and cannons
                int s = squares[themTag + slot];
                if (s != 0) {
                    fileDanger |= (s & 15) == kingFile;
                    rankDanger |= (s >> 4) == kingRow;
                }
            }
            for (int slot = 5; slot <= 6; slot++) { // horses
                int s = squares[themTag + slot];
                if (s == 0) {
                    continue;
                }
                int dr = kingRow - (s >> 4);
                int df = kingFile - (s & 15);
                int leg = -1;
                if ((dr == 2 || dr == -2) && (df == 1 || df == -1)) {
                    leg = s + (dr / 2) * 16;
                } else if ((dr == 1 || dr == -1) && (df == 2 || df == -2)) {
                    leg = s + df / 2;
                }
                if (slot == 5) {
                    leg1 = leg;
                } else {
                    leg2 = leg;
                }
            }
        }
        int n = start;
        for (int i = start; i < end; i++) {
            int move = moves[i];
            int from = move & 0xFF;
            int to = move >>> 8;
            boolean test = inCheck || from == kingSq || from == leg1 || from == leg2
                    || fileDanger && ((from & 15) == kingFile || (to & 15) == kingFile)
                    || rankDanger && ((from >> 4) == kingRow || (to >> 4) == kingRow);
            if (!test || leavesKingSafe(from, to, kingSq)) {
                moves[n++] = move;
            }
        }
        return n;
    }

    /** Plays from→to on the board only, asks whether the own king is then safe, and restores. */
    private boolean leavesKingSafe(int from, int to, int kingSq) {
        byte piece = board[from];
        byte captured = board[to];
        board[from] = 0;
        board[to] = piece;
        boolean safe = !attacksKingSquare(from == kingSq ? to : kingSq, side ^ 1);
        board[from] = piece;
        board[to] = captured;
        return safe;
    }

    /** Whether {@code move} obeys the piece rules for the side to move (own king not tested). */
    public boolean isPseudoLegal(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (move != Move.of(from, to) || !Squares.isOnBoard(from) || !Squares.isOnBoard(to)) {
            return false;
        }
        int piece = board[from];
        if ((piece & Piece.sideTag(side)) == 0) {
            return false;
        }
        int[] buffer = new int[MAX_MOVES];
        int end = generatePseudoLegalMoves(buffer, 0, false);
        for (int i = 0; i < end; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code move} is legal here. Allocates; meant for input validation, not search. */
    public boolean isLegal(int move) {
        if (!isPseudoLegal(move)) {
            return false;
        }
        int from = Move.from(move);
        int kingSq = squares[Piece.sideTag(side)];
        return leavesKingSafe(from, Move.to(move), kingSq);
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
        if (captured != 0) {
            squares[captured] = to;
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
            if (board[sq] != 0) {
                k ^= Zobrist.piece(board[sq], sq);
            }
        }
        return k;
    }

    /** The piece-square score computed from scratch (see {@link #pieceSquareScore()}). */
    public int computePieceSquareScore() {
        int score = 0;
        for (int sq = 0; sq < 256; sq++) {
            if (board[sq] != 0) {
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
        int onBoard = 0;
        for (int sq = 0; sq < 256; sq++) {
            int id = board[sq];
            if (id == 0) {
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
            if (Piece.kindOrEmpty(board[sq]) != Piece.kindOrEmpty(other.board[sq])) {
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
