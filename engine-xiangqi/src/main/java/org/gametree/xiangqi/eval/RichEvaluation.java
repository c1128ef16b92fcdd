package org.gametree.xiangqi.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.PieceSquareTables;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * A Xiangqi evaluation built on the piece-square tables ("pst") with the terms Xiangqi players
 * weigh, every weight a named entry of {@link EvalParameters}. From the side to move's point of
 * view, in centipawns.
 *
 * <p><b>Base.</b> The positional bonus of {@link PieceSquareTables}, read from
 * {@link Position#pieceSquareScore()} (kept in make/unmake) less its material, times
 * {@code position.scale} %, plus material blended between middle-game and endgame values by the
 * <i>phase</i>: the attacking material left, rook 4, horse 2, cannon 2 per piece, 32 with all of
 * them on the board. Horses gain and cannons lose as the board empties (cannons need screens).
 *
 * <p><b>Terms</b> (each side's, counted against the other):
 * <ul>
 * <li>MOBILITY — per rook, horse and cannon, the <i>safe</i> points it can move to, less a
 *     typical count: a horse's points over a free leg, a cannon's empty points before its screen,
 *     a rook's points up to and including the first enemy piece. Safe: not attacked by a cheaper
 *     enemy piece — for horses and cannons an enemy pawn, advisor or elephant; for rooks also an
 *     enemy horse. (Cannon attacks are left out of the rooks' safety: they depend on screens that
 *     move, and marking them costs more than it tells.)</li>
 * <li>KING_SAFETY — each enemy rook, horse, cannon or pawn that reaches a point of the palace adds
 *     its danger units plus units per point reached; with at least {@code kingSafety.minAttackers}
 *     such pieces the penalty is units² × scale / 16, capped.
 *     An exposed king — no own piece in front of it on its file — loses a weight per enemy rook.</li>
 * <li>DEFENDERS — per missing advisor and missing elephant, a weight per enemy rook, horse and
 *     cannon (the saying 缺士怕双车, 缺象怕炮攻: without advisors fear the rooks, without
 *     elephants the cannons). Defenders are worth most while the enemy has attackers.</li>
 * <li>CANNON_SCREENS — a cannon on the enemy king's file or rank with nothing between (空头炮,
 *     the empty-head cannon: the defender may not step between, which freezes the palace), or
 *     with two pieces between (one leaves: check); and per enemy piece a cannon attacks over a
 *     screen.</li>
 * <li>ROOK_FILES — a rook with no pawn in front of it on its file (open), or only enemy pawns
 *     (half-open).</li>
 * <li>HORSE_BLOCKING — per occupied leg (蹩马腿) that blocks a point on the board; the horse in
 *     its own palace centre (窝心马); the horse with no safe point (trapped).</li>
 * <li>PAWN_STRUCTURE — crossed pawns side by side (联兵), a crossed pawn in or in front of the
 *     enemy palace, a pawn on the enemy back rank (底兵, it can only move sideways), and crossed
 *     pawns in the endgame (blended by phase).</li>
 * <li>ENDGAME_SCALE — material the stronger side cannot mate with scales the whole value (all
 *     terms above) towards 0, by a factor of 64: no rook, horse, cannon or pawn off the back rank;
 *     a lone horse against an advisor and another defender; a lone cannon without an own advisor
 *     to use as a screen, or against two defenders; a lone pawn against two defenders; a lone rook
 *     against a rook, or against a horse or cannon with both advisors. Coarse, by the usual
 *     endgame results; the tuning lab can weigh each.</li>
 * <li>THREAT — the side to move's rooks attacked by a cheaper piece (pawn, advisor, elephant,
 *     horse or cannon), its horses and cannons attacked by a pawn, advisor or elephant: one of
 *     them may be saved by the move, two cost material. (The other side's attacked pieces are the
 *     side to move's captures, which the quiescence search plays out: no term.)</li>
 * <li>TEMPO — for the side to move (not scaled).</li>
 * </ul>
 *
 * <p>{@link #evaluate} and {@link #explain} run the same code ({@link #compute}); explaining
 * records a row per term and piece on the way, so the rows add up to the value by construction.
 * Evaluating allocates nothing. Colour- and mirror-symmetric: every rule is stated for "a side"
 * and is the same on files a..i and i..a.
 *
 * <p><b>How it is computed.</b> Attacks are kept as 90-point boards — two longs, ranks 0–6 in
 * the low word (bit rank·9 + file), ranks 7–9 in the high word (bit (rank − 7)·9 + file) — so a
 * piece's attacks are one table look-up and its safe points a population count. Rooks and
 * cannons read their lines through the occupancy of a rank (9 bits) or a file (10 bits) and a
 * table of the pieces met on it. {@code WalkingRichEvaluation} in the tests is the same
 * evaluation written point by point; the two agree row by row.
 *
 * <p>Not thread-safe: it keeps scratch tables; each searcher owns its evaluation.
 */
public final class RichEvaluation implements XiangqiEvaluation {

    public static final String NAME = "rich";

    /** The phase with every rook, horse and cannon on the board. */
    public static final int MAX_PHASE = 32;
    /** Phase weight per piece type. */
    private static final int[] PHASE = {0, 0, 0, 2, 4, 2, 0};

    private static final int[] DIAGONAL = {-17, -15, 15, 17};
    /** The horse's four legs and, per leg, the two points it reaches over it. */
    private static final int[] HORSE_LEG = {-16, 16, -1, 1};
    private static final int[] HORSE_TO = {-33, -31, 31, 33, -18, 14, -14, 18};

    // Slots of each piece type within a side (see Piece); the walking reference in the tests reads them too.
    static final int ADVISOR_SLOTS = 1;
    static final int ELEPHANT_SLOTS = 3;
    static final int HORSE_SLOTS = 5;
    static final int ROOK_SLOTS = 7;
    static final int CANNON_SLOTS = 9;
    static final int PAWN_SLOTS = 11;
    static final int[] SLOT_TYPE = {
        Piece.KING, Piece.ADVISOR, Piece.ADVISOR, Piece.ELEPHANT, Piece.ELEPHANT, Piece.HORSE, Piece.HORSE,
        Piece.ROOK, Piece.ROOK, Piece.CANNON, Piece.CANNON, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN
    };

    /*
     * Lines. A rank is a line of 9 points (bit = file), a file a line of 10 (bit = rank); a line's
     * occupancy is a bit mask. For a line of n points, an occupancy and a point i on it, the line
     * tables give the pieces a rook or cannon on i meets: bits 0-3 the first occupied point below i
     * plus one (0: none), 4-7 the second below plus one, 8-11 the first above (n: none), 12-15 the
     * second above (n: none). "Below" is towards bit 0 (file a, rank 0).
     */
    private static final char[] RANK_LINE = lineTable(Squares.FILES);
    private static final char[] FILE_LINE = lineTable(Squares.RANKS);
    /** The palace's files, as a rank mask, and per side the enemy palace's ranks, as a file mask. */
    private static final int PALACE_FILES = 0b000111000;
    private static final int[] ENEMY_PALACE_RANKS = {0b1110000000, 0b0000000111};

    // Boards (low and high word), by point index rank·9 + file unless said otherwise.
    /** Per mailbox square: its point's bit. */
    private static final long[] BIT_LO = new long[256];
    private static final long[] BIT_HI = new long[256];
    /** Per mailbox square: rank·9 + file, -1 off the board. */
    private static final int[] POINT = new int[256];
    /** Per side: the enemy palace. */
    private static final long[] PALACE_LO = new long[2];
    private static final long[] PALACE_HI = new long[2];
    /** Per point: what an advisor there attacks. */
    private static final long[] ADVISOR_LO = new long[90];
    private static final long[] ADVISOR_HI = new long[90];
    /** Per point × 16 + mask of empty eyes (bit = index in DIAGONAL): what an elephant attacks. */
    private static final long[] ELEPHANT_LO = new long[90 * 16];
    private static final long[] ELEPHANT_HI = new long[90 * 16];
    /** Per side × 90 + point: what a pawn attacks. */
    private static final long[] PAWN_LO = new long[180];
    private static final long[] PAWN_HI = new long[180];
    /** Per point × 16 + mask of free legs (bit = index in HORSE_LEG): what a horse attacks. */
    private static final long[] HORSE_LO = new long[90 * 16];
    private static final long[] HORSE_HI = new long[90 * 16];
    /** Per point: the legs (bit = index in HORSE_LEG) with a point on the board behind them. */
    private static final int[] HORSE_LEGS = new int[90];

    static {
        Arrays.fill(POINT, -1);
        for (int sq = 0; sq < 256; sq++) {
            if (Squares.isOnBoard(sq)) {
                int file = Squares.file(sq);
                int rank = Squares.rank(sq);
                POINT[sq] = rank * 9 + file;
                if (rank < 7) {
                    BIT_LO[sq] = 1L << (rank * 9 + file);
                } else {
                    BIT_HI[sq] = 1L << ((rank - 7) * 9 + file);
                }
            }
        }
        for (int sq = 0; sq < 256; sq++) {
            if (!Squares.isOnBoard(sq)) {
                continue;
            }
            int point = POINT[sq];
            for (int side = 0; side < 2; side++) {
                if (Squares.isInPalace(sq) && !Squares.isOwnHalf(sq, side)) {
                    PALACE_LO[side] |= BIT_LO[sq];
                    PALACE_HI[side] |= BIT_HI[sq];
                }
                int forward = side == Piece.RED ? Squares.UP : Squares.DOWN;
                int i = side * 90 + point;
                if (Squares.isOnBoard(sq + forward)) {
                    PAWN_LO[i] |= BIT_LO[sq + forward];
                    PAWN_HI[i] |= BIT_HI[sq + forward];
                }
                if (!Squares.isOwnHalf(sq, side)) {
                    for (int step = -1; step <= 1; step += 2) {
                        if (Squares.isOnBoard(sq + step)) {
                            PAWN_LO[i] |= BIT_LO[sq + step];
                            PAWN_HI[i] |= BIT_HI[sq + step];
                        }
                    }
                }
            }
            for (int d = 0; d < 4; d++) {
                int to = sq + DIAGONAL[d];
                if (Squares.isInPalace(to) && Squares.isInPalace(sq)) {
                    ADVISOR_LO[point] |= BIT_LO[to];
                    ADVISOR_HI[point] |= BIT_HI[to];
                }
            }
            int side = Squares.isRedHalf(sq) ? Piece.RED : Piece.BLACK;
            for (int eyes = 0; eyes < 16; eyes++) {
                for (int d = 0; d < 4; d++) {
                    int to = sq + 2 * DIAGONAL[d];
                    if ((eyes >> d & 1) != 0 && Squares.isOnBoard(to) && Squares.isOwnHalf(to, side)) {
                        ELEPHANT_LO[point * 16 + eyes] |= BIT_LO[to];
                        ELEPHANT_HI[point * 16 + eyes] |= BIT_HI[to];
                    }
                }
            }
            for (int leg = 0; leg < 4; leg++) {
                for (int k = 0; k < 2; k++) {
                    if (Squares.isOnBoard(sq + HORSE_TO[2 * leg + k])) {
                        HORSE_LEGS[point] |= 1 << leg;
                    }
                }
            }
            for (int free = 0; free < 16; free++) {
                for (int leg = 0; leg < 4; leg++) {
                    for (int k = 0; k < 2; k++) {
                        int to = sq + HORSE_TO[2 * leg + k];
                        if ((free >> leg & 1) != 0 && Squares.isOnBoard(to)) {
                            HORSE_LO[point * 16 + free] |= BIT_LO[to];
                            HORSE_HI[point * 16 + free] |= BIT_HI[to];
                        }
                    }
                }
            }
        }
    }

    private static char[] lineTable(int n) {
        char[] table = new char[(1 << n) * n];
        for (int occupancy = 0; occupancy < 1 << n; occupancy++) {
            for (int i = 0; i < n; i++) {
                int firstBelow = 0;
                int secondBelow = 0;
                for (int j = i - 1; j >= 0; j--) {
                    if ((occupancy >> j & 1) != 0) {
                        if (firstBelow == 0) {
                            firstBelow = j + 1;
                        } else {
                            secondBelow = j + 1;
                            break;
                        }
                    }
                }
                int firstAbove = n;
                int secondAbove = n;
                for (int j = i + 1; j < n; j++) {
                    if ((occupancy >> j & 1) != 0) {
                        if (firstAbove == n) {
                            firstAbove = j;
                        } else {
                            secondAbove = j;
                            break;
                        }
                    }
                }
                table[occupancy * n + i] = (char) (firstBelow | secondBelow << 4 | firstAbove << 8 | secondAbove << 12);
            }
        }
        return table;
    }

    /** The bits of a rank mask placed on rank {@code rank} of a board, low word. */
    private static long rankLo(int rank, int files) {
        return rank < 7 ? (long) files << (rank * 9) : 0;
    }

    private static long rankHi(int rank, int files) {
        return rank < 7 ? 0 : (long) files << ((rank - 7) * 9);
    }

    /**
     * The file mask (bit = rank) of file {@code file} of a board: the file's bits, 9 apart,
     * gathered by a multiplication whose partial products never meet (bit 9k lands on
     * 56 + 9k − 8j for the term 2^(56 − 8j)).
     */
    private static int fileBits(long lo, long hi, int file) {
        long low = ((lo >>> file) & 0x0040201008040201L) * 0x0101010101010100L;
        long high = ((hi >>> file) & 0x40201L) * 0x0101010000000000L;
        return (int) (low >>> 56) & 0x7f | ((int) (high >>> 56) & 0x7) << 7;
    }

    /** The rank mask of rank {@code rank} of a board. */
    private static int rankOf(long lo, long hi, int rank) {
        return (int) (rank < 7 ? lo >>> (rank * 9) : hi >>> ((rank - 7) * 9)) & 0x1ff;
    }

    private final EvalParameters parameters;

    // The weights, copied from the parameters.
    private final int[] materialMg = new int[Piece.TYPES];
    private final int[] materialEg = new int[Piece.TYPES];
    private final int positionScale;
    private final int mobilityRook;
    private final int mobilityRookTypical;
    private final int mobilityHorse;
    private final int mobilityHorseTypical;
    private final int mobilityCannon;
    private final int mobilityCannonTypical;
    private final int[] dangerUnits = new int[Piece.TYPES];
    private final int dangerSquare;
    private final int dangerScale;
    private final int dangerMax;
    private final int dangerMinPieces;
    private final int openKingFile;
    private final int missingAdvisorRook;
    private final int missingAdvisorHorse;
    private final int missingAdvisorCannon;
    private final int missingElephantRook;
    private final int missingElephantHorse;
    private final int missingElephantCannon;
    private final int cannonEmptyHead;
    private final int cannonTwoScreens;
    private final int cannonTarget;
    private final int rookOpenFile;
    private final int rookHalfOpenFile;
    private final int horseLegBlocked;
    private final int horsePalaceHeart;
    private final int horseTrapped;
    private final int pawnConnected;
    private final int pawnPalace;
    private final int pawnLastRank;
    private final int pawnCrossedEndgame;
    private final int scaleNoAttackers;
    private final int scaleLoneHorse;
    private final int scaleLoneCannon;
    private final int scaleLonePawn;
    private final int scaleRookVsRook;
    private final int scaleRookVsDefendedMinor;
    private final int tempo;
    private final int threatRook;
    private final int threatMinor;

    // Scratch of one evaluation.
    /** Occupied points (both sides), low and high word. */
    private long occupiedLo;
    private long occupiedHi;
    /** Per side: its pieces. */
    private final long[] piecesLo = new long[2];
    private final long[] piecesHi = new long[2];
    /** Per side: the points its pawns, advisors and elephants attack. */
    private final long[] minorLo = new long[2];
    private final long[] minorHi = new long[2];
    /** Per side: the enemy pieces its cannons attack. */
    private final long[] cannonTargetsLo = new long[2];
    private final long[] cannonTargetsHi = new long[2];
    /** Per side: the points its horses attack. */
    private final long[] horseLo = new long[2];
    private final long[] horseHi = new long[2];
    /** Pieces per kind (type + 7·side). */
    private final int[] count = new int[2 * Piece.TYPES];
    /** Per side: its pawns. */
    private final long[] pawnsLo = new long[2];
    private final long[] pawnsHi = new long[2];
    /** Per attacking side, king-danger units against the other king, and the pieces that bring them. */
    private final int[] danger = new int[2];
    private final int[] dangerPieces = new int[2];
    /** Per side, its pawns on the enemy back rank. */
    private final int[] lastRankPawns = new int[2];
    /** Material per type at this phase. */
    private final int[] material = new int[Piece.TYPES];
    /** While explaining: the rows (null while evaluating). */
    private List<Explanation.Row> rows;
    private int us;

    /** The evaluation with the hand-set weights. */
    public RichEvaluation() {
        this(EvalParameters.defaults());
    }

    /** The evaluation with a parameter vector in the order of {@link EvalParameters#definitions()}. */
    public RichEvaluation(int[] vector) {
        this(EvalParameters.of(vector));
    }

    public RichEvaluation(EvalParameters p) {
        this.parameters = p;
        materialMg[Piece.ADVISOR] = p.get(EvalParameters.ADVISOR_MG);
        materialEg[Piece.ADVISOR] = p.get(EvalParameters.ADVISOR_EG);
        materialMg[Piece.ELEPHANT] = p.get(EvalParameters.ELEPHANT_MG);
        materialEg[Piece.ELEPHANT] = p.get(EvalParameters.ELEPHANT_EG);
        materialMg[Piece.HORSE] = p.get(EvalParameters.HORSE_MG);
        materialEg[Piece.HORSE] = p.get(EvalParameters.HORSE_EG);
        materialMg[Piece.ROOK] = p.get(EvalParameters.ROOK_MG);
        materialEg[Piece.ROOK] = p.get(EvalParameters.ROOK_EG);
        materialMg[Piece.CANNON] = p.get(EvalParameters.CANNON_MG);
        materialEg[Piece.CANNON] = p.get(EvalParameters.CANNON_EG);
        materialMg[Piece.PAWN] = p.get(EvalParameters.PAWN_MG);
        materialEg[Piece.PAWN] = p.get(EvalParameters.PAWN_EG);
        positionScale = p.get(EvalParameters.POSITION_SCALE);
        mobilityRook = p.get(EvalParameters.MOBILITY_ROOK);
        mobilityRookTypical = p.get(EvalParameters.MOBILITY_ROOK_TYPICAL);
        mobilityHorse = p.get(EvalParameters.MOBILITY_HORSE);
        mobilityHorseTypical = p.get(EvalParameters.MOBILITY_HORSE_TYPICAL);
        mobilityCannon = p.get(EvalParameters.MOBILITY_CANNON);
        mobilityCannonTypical = p.get(EvalParameters.MOBILITY_CANNON_TYPICAL);
        dangerUnits[Piece.ROOK] = p.get(EvalParameters.KS_ROOK);
        dangerUnits[Piece.HORSE] = p.get(EvalParameters.KS_HORSE);
        dangerUnits[Piece.CANNON] = p.get(EvalParameters.KS_CANNON);
        dangerUnits[Piece.PAWN] = p.get(EvalParameters.KS_PAWN);
        dangerSquare = p.get(EvalParameters.KS_SQUARE);
        dangerScale = p.get(EvalParameters.KS_SCALE);
        dangerMax = p.get(EvalParameters.KS_MAX);
        dangerMinPieces = p.get(EvalParameters.KS_MIN_ATTACKERS);
        openKingFile = p.get(EvalParameters.KS_OPEN_FILE);
        missingAdvisorRook = p.get(EvalParameters.MISSING_ADVISOR_ROOK);
        missingAdvisorHorse = p.get(EvalParameters.MISSING_ADVISOR_HORSE);
        missingAdvisorCannon = p.get(EvalParameters.MISSING_ADVISOR_CANNON);
        missingElephantRook = p.get(EvalParameters.MISSING_ELEPHANT_ROOK);
        missingElephantHorse = p.get(EvalParameters.MISSING_ELEPHANT_HORSE);
        missingElephantCannon = p.get(EvalParameters.MISSING_ELEPHANT_CANNON);
        cannonEmptyHead = p.get(EvalParameters.CANNON_EMPTY_HEAD);
        cannonTwoScreens = p.get(EvalParameters.CANNON_TWO_SCREENS);
        cannonTarget = p.get(EvalParameters.CANNON_TARGET);
        rookOpenFile = p.get(EvalParameters.ROOK_OPEN_FILE);
        rookHalfOpenFile = p.get(EvalParameters.ROOK_HALF_OPEN_FILE);
        horseLegBlocked = p.get(EvalParameters.HORSE_LEG_BLOCKED);
        horsePalaceHeart = p.get(EvalParameters.HORSE_PALACE_HEART);
        horseTrapped = p.get(EvalParameters.HORSE_TRAPPED);
        pawnConnected = p.get(EvalParameters.PAWN_CONNECTED);
        pawnPalace = p.get(EvalParameters.PAWN_PALACE);
        pawnLastRank = p.get(EvalParameters.PAWN_LAST_RANK);
        pawnCrossedEndgame = p.get(EvalParameters.PAWN_CROSSED_EG);
        scaleNoAttackers = p.get(EvalParameters.SCALE_NO_ATTACKERS);
        scaleLoneHorse = p.get(EvalParameters.SCALE_LONE_HORSE);
        scaleLoneCannon = p.get(EvalParameters.SCALE_LONE_CANNON);
        scaleLonePawn = p.get(EvalParameters.SCALE_LONE_PAWN);
        scaleRookVsRook = p.get(EvalParameters.SCALE_ROOK_VS_ROOK);
        scaleRookVsDefendedMinor = p.get(EvalParameters.SCALE_ROOK_VS_DEFENDED_MINOR);
        tempo = p.get(EvalParameters.TEMPO);
        threatRook = p.get(EvalParameters.THREAT_ROOK);
        threatMinor = p.get(EvalParameters.THREAT_MINOR);
    }

    /** The weights this evaluation uses. */
    @Override
    public XiangqiEvaluation copy() {
        return new RichEvaluation(parameters);
    }

    public EvalParameters parameters() {
        return parameters;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int evaluate(Position position) {
        rows = null;
        return compute(position);
    }

    @Override
    public Explanation explain(Position position) {
        List<Explanation.Row> recorded = new ArrayList<>();
        rows = recorded;
        try {
            compute(position);
        } finally {
            rows = null;
        }
        return new Explanation(NAME, position.sideToMove(), recorded);
    }

    /** The game phase of a position: 0 (no rook, horse or cannon) to {@link #MAX_PHASE}. */
    public static int phase(Position position) {
        int phase = 0;
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            if (position.squareOf(id) != 0) {
                phase += PHASE[Piece.type(id)];
            }
        }
        return Math.min(phase, MAX_PHASE);
    }

    /** A row, its value given for {@code side} (turned to the side to move's view). */
    private void record(Explanation.Term term, int side, int type, int square, int value) {
        if (value != 0) {
            rows.add(new Explanation.Row(term, side, type, square, side == us ? value : -value));
        }
    }

    /** 1 if piece {@code id} is on the board, else 0. */
    private static int present(Position p, int id) {
        return p.squareOf(id) != 0 ? 1 : 0;
    }

    /** The occupied points of a rank (bit = file). */
    private int rankOccupancy(int rank) {
        return rankOf(occupiedLo, occupiedHi, rank);
    }

    /** The occupied points of a file (bit = rank). */
    private int fileOccupancy(int file) {
        return fileBits(occupiedLo, occupiedHi, file);
    }

    /** The value for the side to move; records rows while explaining. */
    private int compute(Position p) {
        us = p.sideToMove();
        danger[0] = 0;
        danger[1] = 0;
        dangerPieces[0] = 0;
        dangerPieces[1] = 0;
        // The occupancy; horses, rooks and cannons: the phase. (Advisors, elephants and pawns are
        // counted as they are seen.)
        for (int side = 0; side < 2; side++) {
            int tag = Piece.sideTag(side);
            int kinds = Piece.TYPES * side;
            long lo = 0;
            long hi = 0;
            for (int slot = 0; slot < 16; slot++) {
                int sq = p.squareOf(tag + slot); // 0 if captured, whose bits are 0
                lo |= BIT_LO[sq];
                hi |= BIT_HI[sq];
            }
            piecesLo[side] = lo;
            piecesHi[side] = hi;
            count[kinds + Piece.HORSE] = present(p, tag + HORSE_SLOTS) + present(p, tag + HORSE_SLOTS + 1);
            count[kinds + Piece.ROOK] = present(p, tag + ROOK_SLOTS) + present(p, tag + ROOK_SLOTS + 1);
            count[kinds + Piece.CANNON] = present(p, tag + CANNON_SLOTS) + present(p, tag + CANNON_SLOTS + 1);
        }
        occupiedLo = piecesLo[0] | piecesLo[1];
        occupiedHi = piecesHi[0] | piecesHi[1];
        int phase = 0;
        for (int type = Piece.HORSE; type <= Piece.CANNON; type++) {
            phase += PHASE[type] * (count[type] + count[type + Piece.TYPES]);
        }
        phase = Math.min(phase, MAX_PHASE);
        // Red's minus Black's, until the scaling.
        int score = minorPieces(p, Piece.RED, phase) - minorPieces(p, Piece.BLACK, phase);
        score += horses(p, Piece.RED) - horses(p, Piece.BLACK);
        score += cannons(p, Piece.RED) - cannons(p, Piece.BLACK);
        score += rooks(p, Piece.RED) - rooks(p, Piece.BLACK);
        score += king(p, Piece.RED) - king(p, Piece.BLACK);
        if (threatRook != 0 || threatMinor != 0) {
            score += us == Piece.RED ? threats(p, Piece.RED) : -threats(p, Piece.BLACK);
        }
        score += base(p, phase);
        score = scaled(score);
        int value = us == Piece.RED ? score : -score;
        if (rows != null) {
            record(Explanation.Term.TEMPO, us, -1, -1, tempo);
        }
        return value + tempo;
    }

    /**
     * Material at this phase plus the tables' positional bonus, Red's minus Black's. Runs last
     * (when every piece is counted); its rows go first.
     */
    private int base(Position p, int phase) {
        for (int type = Piece.ADVISOR; type < Piece.TYPES; type++) {
            material[type] = (materialMg[type] * phase + materialEg[type] * (MAX_PHASE - phase)) / MAX_PHASE;
        }
        int pstMaterial = 0;
        int material = 0;
        for (int type = Piece.ADVISOR; type < Piece.TYPES; type++) {
            int difference = count[type] - count[type + Piece.TYPES];
            pstMaterial += PieceSquareTables.material(type) * difference;
            material += this.material[type] * difference;
        }
        int positional = p.pieceSquareScore() - pstMaterial;
        int scaled = positionScale == 100 ? positional : positional * positionScale / 100;
        if (rows != null) {
            int at = 0;
            for (int id = 16; id < Piece.ID_LIMIT; id++) {
                int sq = p.squareOf(id);
                if (sq == 0) {
                    continue;
                }
                int side = Piece.side(id);
                int type = Piece.type(id);
                rows.add(at++, new Explanation.Row(Explanation.Term.MATERIAL, side, type, sq,
                        side == us ? this.material[type] : -this.material[type]));
                int bonus = PieceSquareTables.position(type, side, sq);
                rows.add(at++, new Explanation.Row(Explanation.Term.POSITION, side, type, sq, side == us ? bonus : -bonus));
            }
            if (scaled != positional) { // position.scale: one row for the whole board
                rows.add(at, new Explanation.Row(Explanation.Term.POSITION, us, -1, -1,
                        us == Piece.RED ? scaled - positional : positional - scaled));
            }
        }
        return material + scaled;
    }


    /**
     * Advisors, elephants and pawns of {@code side}: the points they attack, pawn danger against
     * the enemy palace, and the pawn structure. The side's value.
     */
    private int minorPieces(Position p, int side, int phase) {
        int units = 0;
        int attackers = 0;
        int tag = Piece.sideTag(side);
        int kinds = Piece.TYPES * side;
        int advisors = 0;
        int elephants = 0;
        int pawns = 0;
        int lastRankers = 0;
        long pawnLo = 0;
        long pawnHi = 0;
        long lo = 0;
        long hi = 0;
        for (int slot = ADVISOR_SLOTS; slot < ADVISOR_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq != 0) {
                advisors++;
                lo |= ADVISOR_LO[POINT[sq]];
                hi |= ADVISOR_HI[POINT[sq]];
            }
        }
        for (int slot = ELEPHANT_SLOTS; slot < ELEPHANT_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq != 0) {
                elephants++;
                int eyes = (p.pieceAt(sq - 17) == 0 ? 1 : 0) | (p.pieceAt(sq - 15) == 0 ? 2 : 0)
                        | (p.pieceAt(sq + 15) == 0 ? 4 : 0) | (p.pieceAt(sq + 17) == 0 ? 8 : 0);
                int i = POINT[sq] * 16 + eyes;
                lo |= ELEPHANT_LO[i];
                hi |= ELEPHANT_HI[i];
            }
        }
        int value = 0;
        int forward = side == Piece.RED ? Squares.UP : Squares.DOWN;
        int lastRank = side == Piece.RED ? 9 : 0;
        int endgameBonus = pawnCrossedEndgame * (MAX_PHASE - phase) / MAX_PHASE;
        long palaceLo = PALACE_LO[side];
        long palaceHi = PALACE_HI[side];
        for (int slot = PAWN_SLOTS; slot < PAWN_SLOTS + 5; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            pawns++;
            int file = (sq & 15) - 3;
            int rank = 12 - (sq >> 4);
            pawnLo |= BIT_LO[sq];
            pawnHi |= BIT_HI[sq];
            int i = side * 90 + POINT[sq];
            long attacksLo = PAWN_LO[i];
            long attacksHi = PAWN_HI[i];
            lo |= attacksLo;
            hi |= attacksHi;
            if (Squares.isOwnHalf(sq, side)) {
                continue; // no structure terms before the river, no palace in reach
            }
            int hits = Long.bitCount(attacksLo & palaceLo) + Long.bitCount(attacksHi & palaceHi);
            if (hits > 0) {
                units += dangerUnits[Piece.PAWN] + dangerSquare * hits;
                attackers++;
            }
            int structure = 0;
            if (rank == lastRank) {
                lastRankers++;
                structure -= pawnLastRank;
            } else {
                structure += endgameBonus;
            }
            int right = p.pieceAt(sq + 1);
            if (right != 0 && Piece.side(right) == side && Piece.type(right) == Piece.PAWN) {
                structure += pawnConnected;
            }
            if (file >= 3 && file <= 5 && (Squares.isInPalace(sq) || Squares.isInPalace(sq + forward))) {
                structure += pawnPalace;
            }
            if (rows != null) {
                record(Explanation.Term.PAWN_STRUCTURE, side, Piece.PAWN, sq, structure);
            }
            value += structure;
        }
        minorLo[side] = lo;
        minorHi[side] = hi;
        count[kinds + Piece.ADVISOR] = advisors;
        count[kinds + Piece.ELEPHANT] = elephants;
        count[kinds + Piece.PAWN] = pawns;
        lastRankPawns[side] = lastRankers;
        pawnsLo[side] = pawnLo;
        pawnsHi[side] = pawnHi;
        danger[side] += units;
        dangerPieces[side] += attackers;
        return value;
    }

    /** Horses of {@code side}: mobility, blocking, danger; records the points they attack. The side's value. */
    private int horses(Position p, int side) {
        int units = 0;
        int attackers = 0;
        int tag = Piece.sideTag(side);
        int enemy = side ^ 1;
        long freeLo = ~(piecesLo[side] | minorLo[enemy]); // safe and not taken by an own piece
        long freeHi = ~(piecesHi[side] | minorHi[enemy]);
        long palaceLo = PALACE_LO[side];
        long palaceHi = PALACE_HI[side];
        int heart = side == Piece.RED ? Squares.of(4, 1) : Squares.of(4, 8);
        long lo = 0;
        long hi = 0;
        int value = 0;
        for (int slot = HORSE_SLOTS; slot < HORSE_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            int point = POINT[sq];
            int legs = HORSE_LEGS[point];
            int free = (p.pieceAt(sq - 16) == 0 ? 1 : 0) | (p.pieceAt(sq + 16) == 0 ? 2 : 0)
                    | (p.pieceAt(sq - 1) == 0 ? 4 : 0) | (p.pieceAt(sq + 1) == 0 ? 8 : 0);
            int blocked = Integer.bitCount(legs & ~free);
            long attacksLo = HORSE_LO[point * 16 + free];
            long attacksHi = HORSE_HI[point * 16 + free];
            lo |= attacksLo;
            hi |= attacksHi;
            int mobility = Long.bitCount(attacksLo & freeLo) + Long.bitCount(attacksHi & freeHi);
            int hits = Long.bitCount(attacksLo & palaceLo) + Long.bitCount(attacksHi & palaceHi);
            if (hits > 0) {
                units += dangerUnits[Piece.HORSE] + dangerSquare * hits;
                attackers++;
            }
            int mobilityValue = mobilityHorse * (mobility - mobilityHorseTypical);
            int blocking = -horseLegBlocked * blocked;
            if (sq == heart) {
                blocking -= horsePalaceHeart;
            }
            if (mobility == 0) {
                blocking -= horseTrapped;
            }
            if (rows != null) {
                record(Explanation.Term.MOBILITY, side, Piece.HORSE, sq, mobilityValue);
                record(Explanation.Term.HORSE_BLOCKING, side, Piece.HORSE, sq, blocking);
            }
            value += mobilityValue + blocking;
        }
        horseLo[side] = lo;
        horseHi[side] = hi;
        danger[side] += units;
        dangerPieces[side] += attackers;
        return value;
    }

    /** Cannons of {@code side}: mobility, targets, king lines, danger. The side's value. */
    private int cannons(Position p, int side) {
        int units = 0;
        int attackers = 0;
        int tag = Piece.sideTag(side);
        int enemy = side ^ 1;
        long safeLo = ~minorLo[enemy];
        long safeHi = ~minorHi[enemy];
        int enemyKing = p.kingSquare(enemy);
        int kingFile = (enemyKing & 15) - 3;
        int kingRank = 12 - (enemyKing >> 4);
        int palaceRanks = ENEMY_PALACE_RANKS[side];
        long targetLo = 0;
        long targetHi = 0;
        int value = 0;
        for (int slot = CANNON_SLOTS; slot < CANNON_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            int file = (sq & 15) - 3;
            int rank = 12 - (sq >> 4);
            int targets = 0;
            int hits = 0;
            // Along the rank (bit = file): empty points, then over the screen up to the next piece.
            int line = RANK_LINE[rankOccupancy(rank) * Squares.FILES + file];
            int below = line & 15;
            int above = line >> 8 & 15;
            int quiet = ((1 << file) - (1 << below)) | ((1 << above) - (2 << file));
            int mobility = Integer.bitCount(quiet & rankOf(safeLo, safeHi, rank));
            int beyond = 0;
            if (below != 0) {
                int next = line >> 4 & 15;
                int from = next == 0 ? 0 : next - 1;
                beyond |= (1 << (below - 1)) - (1 << from);
                if (next != 0 && Piece.side(p.pieceAt(sq - (file - from))) != side) {
                    targets++;
                    targetLo |= BIT_LO[sq - (file - from)];
                    targetHi |= BIT_HI[sq - (file - from)];
                }
            }
            if (above != Squares.FILES) {
                int next = line >> 12;
                beyond |= (1 << (next == Squares.FILES ? Squares.FILES : next + 1)) - (2 << above);
                if (next != Squares.FILES && Piece.side(p.pieceAt(sq + (next - file))) != side) {
                    targets++;
                    targetLo |= BIT_LO[sq + (next - file)];
                    targetHi |= BIT_HI[sq + (next - file)];
                }
            }
            if ((palaceRanks >> rank & 1) != 0) {
                hits += Integer.bitCount(beyond & PALACE_FILES);
            }
            // Along the file (bit = rank).
            line = FILE_LINE[fileOccupancy(file) * Squares.RANKS + rank];
            below = line & 15;
            above = line >> 8 & 15;
            quiet = ((1 << rank) - (1 << below)) | ((1 << above) - (2 << rank));
            mobility += Integer.bitCount(quiet & fileBits(safeLo, safeHi, file));
            beyond = 0;
            if (below != 0) {
                int next = line >> 4 & 15;
                int from = next == 0 ? 0 : next - 1;
                beyond |= (1 << (below - 1)) - (1 << from);
                if (next != 0 && Piece.side(p.pieceAt(sq + Squares.DOWN * (rank - from))) != side) {
                    targets++;
                    targetLo |= BIT_LO[sq + Squares.DOWN * (rank - from)];
                    targetHi |= BIT_HI[sq + Squares.DOWN * (rank - from)];
                }
            }
            if (above != Squares.RANKS) {
                int next = line >> 12;
                beyond |= (1 << (next == Squares.RANKS ? Squares.RANKS : next + 1)) - (2 << above);
                if (next != Squares.RANKS && Piece.side(p.pieceAt(sq + Squares.UP * (next - rank))) != side) {
                    targets++;
                    targetLo |= BIT_LO[sq + Squares.UP * (next - rank)];
                    targetHi |= BIT_HI[sq + Squares.UP * (next - rank)];
                }
            }
            if ((PALACE_FILES >> file & 1) != 0) {
                hits += Integer.bitCount(beyond & palaceRanks);
            }
            if (hits > 0) {
                units += dangerUnits[Piece.CANNON] + dangerSquare * hits;
                attackers++;
            }
            int screens = cannonTarget * targets;
            int between = -1;
            if (file == kingFile) {
                between = Integer.bitCount(fileOccupancy(file) & between(rank, kingRank));
            } else if (rank == kingRank) {
                between = Integer.bitCount(rankOccupancy(rank) & between(file, kingFile));
            }
            if (between == 0) {
                screens += cannonEmptyHead;
            } else if (between == 2) {
                screens += cannonTwoScreens;
            }
            int mobilityValue = mobilityCannon * (mobility - mobilityCannonTypical);
            if (rows != null) {
                record(Explanation.Term.MOBILITY, side, Piece.CANNON, sq, mobilityValue);
                record(Explanation.Term.CANNON_SCREENS, side, Piece.CANNON, sq, screens);
            }
            value += mobilityValue + screens;
        }
        cannonTargetsLo[side] = targetLo;
        cannonTargetsHi[side] = targetHi;
        danger[side] += units;
        dangerPieces[side] += attackers;
        return value;
    }

    /** The bits strictly between bit {@code a} and bit {@code b}. */
    private static int between(int a, int b) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        return (1 << high) - (2 << low);
    }

    /** Rooks of {@code side}: mobility, files, danger. Runs after both sides' other pieces. */
    private int rooks(Position p, int side) {
        int units = 0;
        int attackers = 0;
        int tag = Piece.sideTag(side);
        int enemy = side ^ 1;
        long safeLo = ~(minorLo[enemy] | horseLo[enemy]);
        long safeHi = ~(minorHi[enemy] | horseHi[enemy]);
        int palaceRanks = ENEMY_PALACE_RANKS[side];
        int value = 0;
        for (int slot = ROOK_SLOTS; slot < ROOK_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            int file = (sq & 15) - 3;
            int rank = 12 - (sq >> 4);
            int hits = 0;
            // Along the rank (bit = file): the empty points and an enemy piece met count as moves;
            // an own piece met counts only for the palace.
            int line = RANK_LINE[rankOccupancy(rank) * Squares.FILES + file];
            int below = line & 15;
            int above = line >> 8 & 15;
            int seen = ((1 << file) - (1 << below)) | ((1 << above) - (2 << file));
            int guarded = 0; // own pieces met
            if (below != 0) {
                if (Piece.side(p.pieceAt(sq - (file - below + 1))) != side) {
                    seen |= 1 << (below - 1);
                } else {
                    guarded |= 1 << (below - 1);
                }
            }
            if (above != Squares.FILES) {
                if (Piece.side(p.pieceAt(sq + (above - file))) != side) {
                    seen |= 1 << above;
                } else {
                    guarded |= 1 << above;
                }
            }
            int mobility = Integer.bitCount(seen & rankOf(safeLo, safeHi, rank));
            if ((palaceRanks >> rank & 1) != 0) {
                hits += Integer.bitCount((seen | guarded) & PALACE_FILES);
            }
            // Along the file (bit = rank).
            line = FILE_LINE[fileOccupancy(file) * Squares.RANKS + rank];
            below = line & 15;
            above = line >> 8 & 15;
            int seenRanks = ((1 << rank) - (1 << below)) | ((1 << above) - (2 << rank));
            int guardedRanks = 0;
            if (below != 0) {
                if (Piece.side(p.pieceAt(sq + Squares.DOWN * (rank - below + 1))) != side) {
                    seenRanks |= 1 << (below - 1);
                } else {
                    guardedRanks |= 1 << (below - 1);
                }
            }
            if (above != Squares.RANKS) {
                if (Piece.side(p.pieceAt(sq + Squares.UP * (above - rank))) != side) {
                    seenRanks |= 1 << above;
                } else {
                    guardedRanks |= 1 << above;
                }
            }
            mobility += Integer.bitCount(seenRanks & fileBits(safeLo, safeHi, file));
            if ((PALACE_FILES >> file & 1) != 0) {
                hits += Integer.bitCount((seenRanks | guardedRanks) & palaceRanks);
            }
            if (hits > 0) {
                units += dangerUnits[Piece.ROOK] + dangerSquare * hits;
                attackers++;
            }
            int ahead = side == Piece.RED ? -(2 << rank) : (1 << rank) - 1; // ranks in front of the rook
            int files = 0;
            if ((fileBits(pawnsLo[side], pawnsHi[side], file) & ahead) == 0) {
                files = (fileBits(pawnsLo[enemy], pawnsHi[enemy], file) & ahead) == 0 ? rookOpenFile : rookHalfOpenFile;
            }
            int mobilityValue = mobilityRook * (mobility - mobilityRookTypical);
            if (rows != null) {
                record(Explanation.Term.MOBILITY, side, Piece.ROOK, sq, mobilityValue);
                record(Explanation.Term.ROOK_FILES, side, Piece.ROOK, sq, files);
            }
            value += mobilityValue + files;
        }
        danger[side] += units;
        dangerPieces[side] += attackers;
        return value;
    }

    /** The safety of {@code side}'s king: enemy danger, exposure, missing defenders. The side's value. */
    private int king(Position p, int side) {
        int enemy = side ^ 1;
        int kingSq = p.kingSquare(side);
        int units = dangerPieces[enemy] >= dangerMinPieces ? danger[enemy] : 0;
        int safety = -Math.min(dangerMax, units * units * dangerScale / 16);
        int file = (kingSq & 15) - 3;
        int rank = 12 - (kingSq >> 4);
        int line = FILE_LINE[fileOccupancy(file) * Squares.RANKS + rank];
        boolean exposed;
        if (side == Piece.RED) {
            int above = line >> 8 & 15;
            exposed = above == Squares.RANKS || Piece.side(p.pieceAt(kingSq + Squares.UP * (above - rank))) != side;
        } else {
            int below = line & 15;
            exposed = below == 0 || Piece.side(p.pieceAt(kingSq + Squares.DOWN * (rank - below + 1))) != side;
        }
        if (exposed) {
            safety -= openKingFile * count[Piece.ROOK + Piece.TYPES * enemy];
        }
        int rooks = count[Piece.ROOK + Piece.TYPES * enemy];
        int horses = count[Piece.HORSE + Piece.TYPES * enemy];
        int cannons = count[Piece.CANNON + Piece.TYPES * enemy];
        int missingAdvisors = 2 - count[Piece.ADVISOR + Piece.TYPES * side];
        int missingElephants = 2 - count[Piece.ELEPHANT + Piece.TYPES * side];
        int defenders = -missingAdvisors * (missingAdvisorRook * rooks + missingAdvisorHorse * horses
                + missingAdvisorCannon * cannons)
                - missingElephants * (missingElephantRook * rooks + missingElephantHorse * horses
                + missingElephantCannon * cannons);
        if (rows != null) {
            record(Explanation.Term.KING_SAFETY, side, Piece.KING, kingSq, safety);
            record(Explanation.Term.DEFENDERS, side, -1, -1, defenders);
        }
        return safety + defenders;
    }

    /**
     * {@code side}'s pieces attacked by cheaper enemy pieces: rooks by anything but a rook,
     * horses and cannons by pawns, advisors and elephants. The side's value; counted for the side
     * to move only.
     */
    private int threats(Position p, int side) {
        int tag = Piece.sideTag(side);
        int enemy = side ^ 1;
        long minorLo = this.minorLo[enemy];
        long minorHi = this.minorHi[enemy];
        long rookLo = minorLo | horseLo[enemy] | cannonTargetsLo[enemy];
        long rookHi = minorHi | horseHi[enemy] | cannonTargetsHi[enemy];
        int value = 0;
        for (int slot = HORSE_SLOTS; slot < PAWN_SLOTS; slot++) {
            int sq = p.squareOf(tag + slot); // 0 if captured: no bits
            boolean rook = slot == ROOK_SLOTS || slot == ROOK_SLOTS + 1;
            boolean threatened = rook ? (BIT_LO[sq] & rookLo | BIT_HI[sq] & rookHi) != 0
                    : (BIT_LO[sq] & minorLo | BIT_HI[sq] & minorHi) != 0;
            if (threatened) {
                int threat = rook ? -threatRook : -threatMinor;
                if (rows != null) {
                    record(Explanation.Term.THREAT, side, SLOT_TYPE[slot], sq, threat);
                }
                value += threat;
            }
        }
        return value;
    }

    /** The score (Red's minus Black's) scaled for drawish material of the side it favours. */
    private int scaled(int score) {
        if (score == 0) {
            return 0;
        }
        int strong = score > 0 ? Piece.RED : Piece.BLACK;
        int factor = scaleFactor(strong);
        if (factor == 64) {
            return score;
        }
        int result = score * factor / 64;
        if (rows != null) {
            record(Explanation.Term.ENDGAME_SCALE, strong, -1, -1, strong == Piece.RED ? result - score : score - result);
        }
        return result;
    }

    /** Of 64: how much of its advantage {@code strong} keeps with its material against the other side's. */
    private int scaleFactor(int strong) {
        int s = Piece.TYPES * strong;
        int w = Piece.TYPES * (strong ^ 1);
        int rooks = count[s + Piece.ROOK];
        int minors = count[s + Piece.HORSE] + count[s + Piece.CANNON];
        int pawns = count[s + Piece.PAWN] - lastRankPawns[strong];
        if (rooks + minors + pawns == 0) {
            return scaleNoAttackers;
        }
        int defenders = count[w + Piece.ADVISOR] + count[w + Piece.ELEPHANT];
        if (rooks == 0 && pawns == 0 && minors == 1) {
            if (count[s + Piece.HORSE] == 1) {
                return count[w + Piece.ADVISOR] >= 1 && defenders >= 2 ? scaleLoneHorse : 64;
            }
            return count[s + Piece.ADVISOR] == 0 || defenders >= 2 ? scaleLoneCannon : 64;
        }
        if (rooks == 0 && minors == 0 && pawns == 1) {
            return defenders >= 2 ? scaleLonePawn : 64;
        }
        if (rooks == 1 && minors == 0 && pawns == 0) {
            if (count[w + Piece.ROOK] >= 1) {
                return scaleRookVsRook;
            }
            if (count[w + Piece.HORSE] + count[w + Piece.CANNON] >= 1 && count[w + Piece.ADVISOR] == 2) {
                return scaleRookVsDefendedMinor;
            }
        }
        return 64;
    }
}
