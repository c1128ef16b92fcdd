package org.gametree.xiangqi.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.PieceSquareTables;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * The reference for {@link RichEvaluation}: the same terms and weights, computed the plain way —
 * walking the board point by point along every line, with one attack byte per point — where the
 * evaluation itself reads lines through occupancy masks and table look-ups. Tests compare the two
 * row by row. Kept as it was written first; see {@link RichEvaluation} for what the terms mean.
 */
final class WalkingRichEvaluation implements XiangqiEvaluation {

    public static final String NAME = "rich-walking";

    /** The phase with every rook, horse and cannon on the board. */
    public static final int MAX_PHASE = 32;
    /** Phase weight per piece type. */
    private static final int[] PHASE = {0, 0, 0, 2, 4, 2, 0};

    private static final int[] ORTHOGONAL = {Squares.UP, Squares.DOWN, -1, 1};
    private static final int[] DIAGONAL = {-17, -15, 15, 17};
    /** The horse's four legs and, per leg, the two points it blocks. */
    private static final int[] HORSE_LEG = {-16, 16, -1, 1};
    private static final int[] HORSE_TO = {-33, -31, 31, 33, -18, 14, -14, 18};

    /** Per point and direction (point·4 + index in {@link #ORTHOGONAL}): how many points lie beyond it to the edge. */
    private static final int[] RAY = new int[256 * 4];
    /** Per side and point (side·256 + point): 1 on a point of that side's enemy palace, else 0. */
    private static final int[] ENEMY_PALACE = new int[512];

    static {
        for (int sq = 0; sq < 256; sq++) {
            for (int side = 0; side < 2; side++) {
                ENEMY_PALACE[side << 8 | sq] = Squares.isInPalace(sq) && !Squares.isOwnHalf(sq, side) ? 1 : 0;
            }
            if (!Squares.isOnBoard(sq)) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int n = 0;
                for (int to = sq + ORTHOGONAL[d]; Squares.isOnBoard(to); to += ORTHOGONAL[d]) {
                    n++;
                }
                RAY[sq << 2 | d] = n;
            }
        }
    }

    // Slots of each piece type within a side: the layout of Piece, as RichEvaluation names it.
    private static final int ADVISOR_SLOTS = RichEvaluation.ADVISOR_SLOTS;
    private static final int ELEPHANT_SLOTS = RichEvaluation.ELEPHANT_SLOTS;
    private static final int HORSE_SLOTS = RichEvaluation.HORSE_SLOTS;
    private static final int ROOK_SLOTS = RichEvaluation.ROOK_SLOTS;
    private static final int CANNON_SLOTS = RichEvaluation.CANNON_SLOTS;
    private static final int PAWN_SLOTS = RichEvaluation.PAWN_SLOTS;
    private static final int[] SLOT_TYPE = RichEvaluation.SLOT_TYPE;

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
    /** Per point: bit side if a cannon of that side attacks the (enemy) piece there. */
    private final byte[] cannonTargetOf = new byte[256];

    // Scratch of one evaluation.
    /** Per point, who attacks it: bit 2·side for a pawn, advisor or elephant, bit 2·side+1 for a horse. */
    private final byte[] control = new byte[256];
    /** Pieces per kind (type + 7·side). */
    private final int[] count = new int[2 * Piece.TYPES];
    /** Per side and file (side·9 + file), a bit per rank holding a pawn of that side. */
    private final int[] pawnRanks = new int[2 * Squares.FILES];
    /** Per attacking side, king-danger units against the other king. */
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
    WalkingRichEvaluation() {
        this(EvalParameters.defaults());
    }

    /** The evaluation with a parameter vector in the order of {@link EvalParameters#definitions()}. */
    WalkingRichEvaluation(int[] vector) {
        this(EvalParameters.of(vector));
    }

    WalkingRichEvaluation(EvalParameters p) {
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

    /** The value for the side to move; records rows while explaining. */
    private int compute(Position p) {
        us = p.sideToMove();
        Arrays.fill(control, (byte) 0);
        Arrays.fill(cannonTargetOf, (byte) 0);
        Arrays.fill(count, 0);
        Arrays.fill(pawnRanks, 0);
        danger[0] = 0;
        danger[1] = 0;
        dangerPieces[0] = 0;
        dangerPieces[1] = 0;
        lastRankPawns[0] = 0;
        lastRankPawns[1] = 0;
        // Horses, rooks and cannons: the phase. (Advisors, elephants and pawns are counted as they are seen.)
        for (int side = 0; side < 2; side++) {
            int tag = Piece.sideTag(side);
            int kinds = Piece.TYPES * side;
            for (int slot = HORSE_SLOTS; slot < PAWN_SLOTS; slot++) {
                if (p.squareOf(tag + slot) != 0) {
                    count[kinds + SLOT_TYPE[slot]]++;
                }
            }
        }
        int phase = 0;
        for (int type = Piece.HORSE; type <= Piece.CANNON; type++) {
            phase += PHASE[type] * (count[type] + count[type + Piece.TYPES]);
        }
        phase = Math.min(phase, MAX_PHASE);
        // Red's minus Black's, until the scaling.
        int score = minorPieces(p, Piece.RED, phase) - minorPieces(p, Piece.BLACK, phase);
        score += horsesAndCannons(p, Piece.RED) - horsesAndCannons(p, Piece.BLACK);
        score += rooks(p, Piece.RED) - rooks(p, Piece.BLACK);
        score += king(p, Piece.RED) - king(p, Piece.BLACK);
        score += us == Piece.RED ? threats(p, Piece.RED) : -threats(p, Piece.BLACK);
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
        int tag = Piece.sideTag(side);
        byte bit = (byte) (1 << (2 * side));
        int kinds = Piece.TYPES * side;
        for (int slot = ADVISOR_SLOTS; slot < ADVISOR_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq != 0) {
                count[kinds + Piece.ADVISOR]++;
                for (int d = 0; d < 4; d++) {
                    int to = sq + DIAGONAL[d];
                    if (Squares.isInPalace(to)) {
                        control[to] |= bit;
                    }
                }
            }
        }
        for (int slot = ELEPHANT_SLOTS; slot < ELEPHANT_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq != 0) {
                count[kinds + Piece.ELEPHANT]++;
                for (int d = 0; d < 4; d++) {
                    int to = sq + 2 * DIAGONAL[d];
                    if (Squares.isOnBoard(to) && Squares.isOwnHalf(to, side) && p.pieceAt(sq + DIAGONAL[d]) == 0) {
                        control[to] |= bit;
                    }
                }
            }
        }
        int value = 0;
        int forward = side == Piece.RED ? Squares.UP : Squares.DOWN;
        int lastRank = side == Piece.RED ? 9 : 0;
        int endgameBonus = pawnCrossedEndgame * (MAX_PHASE - phase) / MAX_PHASE;
        for (int slot = PAWN_SLOTS; slot < PAWN_SLOTS + 5; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            count[kinds + Piece.PAWN]++;
            int file = Squares.file(sq);
            int rank = Squares.rank(sq);
            pawnRanks[side * Squares.FILES + file] |= 1 << rank;
            int hits = 0;
            int to = sq + forward;
            if (Squares.isOnBoard(to)) {
                control[to] |= bit;
                hits += enemyPalace(to, side);
            }
            if (Squares.isOwnHalf(sq, side)) {
                continue; // no structure terms before the river
            }
            control[sq - 1] |= bit; // padding points are never read as board points
            control[sq + 1] |= bit;
            hits += enemyPalace(sq - 1, side) + enemyPalace(sq + 1, side);
            if (hits > 0) {
                danger[side] += dangerUnits[Piece.PAWN] + dangerSquare * hits;
                dangerPieces[side]++;
            }
            int structure = 0;
            if (rank == lastRank) {
                lastRankPawns[side]++;
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
        return value;
    }

    /** 1 if {@code sq} (a board or padding point) is a point of the enemy palace of {@code side}, else 0. */
    private static int enemyPalace(int sq, int side) {
        return ENEMY_PALACE[side << 8 | sq];
    }

    /** Horses and cannons of {@code side}: mobility, blocking, screens, danger. The side's value. */
    private int horsesAndCannons(Position p, int side) {
        int tag = Piece.sideTag(side);
        byte bit = (byte) (2 << (2 * side));
        int enemyMinor = 1 << (2 * (side ^ 1));
        int value = 0;
        int heart = side == Piece.RED ? Squares.of(4, 1) : Squares.of(4, 8);
        for (int slot = HORSE_SLOTS; slot < HORSE_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            int mobility = 0;
            int blocked = 0;
            int hits = 0;
            for (int leg = 0; leg < 4; leg++) {
                int a = sq + HORSE_TO[2 * leg];
                int b = sq + HORSE_TO[2 * leg + 1];
                boolean onA = Squares.isOnBoard(a);
                boolean onB = Squares.isOnBoard(b);
                if (!onA && !onB) {
                    continue;
                }
                if (p.pieceAt(sq + HORSE_LEG[leg]) != 0) {
                    blocked++;
                    continue;
                }
                for (int k = 0; k < 2; k++) {
                    int to = k == 0 ? a : b;
                    if (!(k == 0 ? onA : onB)) {
                        continue;
                    }
                    control[to] |= bit;
                    hits += enemyPalace(to, side);
                    int occupant = p.pieceAt(to);
                    if ((occupant == 0 || Piece.side(occupant) != side) && (control[to] & enemyMinor) == 0) {
                        mobility++;
                    }
                }
            }
            if (hits > 0) {
                danger[side] += dangerUnits[Piece.HORSE] + dangerSquare * hits;
                dangerPieces[side]++;
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
        int enemyKing = p.kingSquare(side ^ 1);
        for (int slot = CANNON_SLOTS; slot < CANNON_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            int mobility = 0;
            int targets = 0;
            int hits = 0;
            for (int d = 0; d < 4; d++) {
                int delta = ORTHOGONAL[d];
                int to = sq;
                int n = RAY[sq << 2 | d];
                boolean screen = false;
                while (n-- > 0) {
                    to += delta;
                    if (p.pieceAt(to) != 0) {
                        screen = true;
                        break;
                    }
                    if ((control[to] & enemyMinor) == 0) {
                        mobility++;
                    }
                }
                if (!screen) {
                    continue;
                }
                while (n-- > 0) { // beyond the screen
                    to += delta;
                    hits += enemyPalace(to, side);
                    int occupant = p.pieceAt(to);
                    if (occupant != 0) {
                        if (Piece.side(occupant) != side) {
                            targets++;
                            cannonTargetOf[to] |= (byte) (1 << side);
                        }
                        break;
                    }
                }
            }
            if (hits > 0) {
                danger[side] += dangerUnits[Piece.CANNON] + dangerSquare * hits;
                dangerPieces[side]++;
            }
            int screens = cannonTarget * targets;
            int step = 0;
            if (Squares.file(sq) == Squares.file(enemyKing)) {
                step = enemyKing > sq ? Squares.DOWN : Squares.UP;
            } else if (Squares.rank(sq) == Squares.rank(enemyKing)) {
                step = enemyKing > sq ? 1 : -1;
            }
            if (step != 0) {
                int between = 0;
                for (int s = sq + step; s != enemyKing; s += step) {
                    if (p.pieceAt(s) != 0) {
                        between++;
                    }
                }
                if (between == 0) {
                    screens += cannonEmptyHead;
                } else if (between == 2) {
                    screens += cannonTwoScreens;
                }
            }
            int mobilityValue = mobilityCannon * (mobility - mobilityCannonTypical);
            if (rows != null) {
                record(Explanation.Term.MOBILITY, side, Piece.CANNON, sq, mobilityValue);
                record(Explanation.Term.CANNON_SCREENS, side, Piece.CANNON, sq, screens);
            }
            value += mobilityValue + screens;
        }
        return value;
    }

    /** Rooks of {@code side}: mobility, files, danger. Runs after both sides' other pieces. */
    private int rooks(Position p, int side) {
        int tag = Piece.sideTag(side);
        int enemy = side ^ 1;
        int unsafe = 3 << (2 * enemy);
        int value = 0;
        for (int slot = ROOK_SLOTS; slot < ROOK_SLOTS + 2; slot++) {
            int sq = p.squareOf(tag + slot);
            if (sq == 0) {
                continue;
            }
            int mobility = 0;
            int hits = 0;
            for (int d = 0; d < 4; d++) {
                int delta = ORTHOGONAL[d];
                int to = sq;
                for (int n = RAY[sq << 2 | d]; n > 0; n--) {
                    to += delta;
                    hits += enemyPalace(to, side);
                    int occupant = p.pieceAt(to);
                    if (occupant == 0) {
                        if ((control[to] & unsafe) == 0) {
                            mobility++;
                        }
                        continue;
                    }
                    if (Piece.side(occupant) != side && (control[to] & unsafe) == 0) {
                        mobility++;
                    }
                    break;
                }
            }
            if (hits > 0) {
                danger[side] += dangerUnits[Piece.ROOK] + dangerSquare * hits;
                dangerPieces[side]++;
            }
            int rank = Squares.rank(sq);
            int file = Squares.file(sq);
            int ahead = side == Piece.RED ? -(2 << rank) : (1 << rank) - 1; // ranks in front of the rook
            int files = 0;
            if ((pawnRanks[side * Squares.FILES + file] & ahead) == 0) {
                files = (pawnRanks[enemy * Squares.FILES + file] & ahead) == 0 ? rookOpenFile : rookHalfOpenFile;
            }
            int mobilityValue = mobilityRook * (mobility - mobilityRookTypical);
            if (rows != null) {
                record(Explanation.Term.MOBILITY, side, Piece.ROOK, sq, mobilityValue);
                record(Explanation.Term.ROOK_FILES, side, Piece.ROOK, sq, files);
            }
            value += mobilityValue + files;
        }
        return value;
    }

    /** The safety of {@code side}'s king: enemy danger, exposure, missing defenders. The side's value. */
    private int king(Position p, int side) {
        int enemy = side ^ 1;
        int kingSq = p.kingSquare(side);
        int units = dangerPieces[enemy] >= dangerMinPieces ? danger[enemy] : 0;
        int safety = -Math.min(dangerMax, units * units * dangerScale / 16);
        int step = side == Piece.RED ? Squares.UP : Squares.DOWN;
        int s = kingSq + step;
        while (Squares.isOnBoard(s) && p.pieceAt(s) == 0) {
            s += step;
        }
        if (!Squares.isOnBoard(s) || Piece.side(p.pieceAt(s)) != side) {
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

    /** {@code side}'s rooks, horses and cannons attacked by cheaper enemy pieces. The side's value. */
    private int threats(Position p, int side) {
        int enemy = side ^ 1;
        int value = 0;
        for (int id = Piece.sideTag(side); id < Piece.sideTag(side) + 16; id++) {
            int sq = p.squareOf(id);
            int type = Piece.type(id);
            if (sq == 0 || (type != Piece.ROOK && type != Piece.HORSE && type != Piece.CANNON)) {
                continue;
            }
            boolean byMinor = (control[sq] & (1 << (2 * enemy))) != 0;
            boolean byHorse = (control[sq] & (2 << (2 * enemy))) != 0;
            boolean byCannon = (cannonTargetOf[sq] & (1 << enemy)) != 0;
            int threat = 0;
            if (type == Piece.ROOK && (byMinor || byHorse || byCannon)) {
                threat = -threatRook;
            } else if (type != Piece.ROOK && byMinor) {
                threat = -threatMinor;
            }
            if (rows != null) {
                record(Explanation.Term.THREAT, side, type, sq, threat);
            }
            value += threat;
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
