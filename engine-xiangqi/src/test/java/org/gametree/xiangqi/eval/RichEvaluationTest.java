package org.gametree.xiangqi.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.PieceLists;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.junit.jupiter.api.Test;

/**
 * The rich evaluation: each term moves the way Xiangqi knowledge says on small hand-made
 * positions (Red to move, so a term's total is Red's gain), its explanation adds up on the perft
 * suite, and evaluating allocates nothing. Additivity and symmetry on random games are in
 * {@link EvaluationTest}.
 */
class RichEvaluationTest {

    /**
     * The terms are checked on the hand-set weights, the ones their design chose: tuning may
     * rightly move a weight past another (the shipped, Texel-tuned file values a rook against a
     * missing advisor more than a cannon against a missing elephant), and no test of a term's
     * working should depend on the tuner's answer.
     */
    private static final EvalParameters P = EvalParameters.handSet();
    private final RichEvaluation rich = new RichEvaluation(P);

    private static Position red(String... pieces) {
        return Fen.parse(PieceLists.fen("w", pieces));
    }

    private int term(Explanation.Term term, String... pieces) {
        return rich.explain(red(pieces)).total(term);
    }

    /** The sum of one term's rows of one side and piece type. */
    private static int rows(Explanation explanation, Explanation.Term term, int side, int type) {
        int sum = 0;
        for (Explanation.Row row : explanation.rows()) {
            if (row.term() == term && row.side() == side && row.pieceType() == type) {
                sum += row.value();
            }
        }
        return sum;
    }

    @Test
    void explanationsAddUpOnEveryPerftPosition() {
        for (String fen : TestData.perftFens()) {
            Position position = Fen.parse(fen);
            Explanation explanation = rich.explain(position);
            assertEquals(rich.evaluate(position), explanation.total(), () -> fen + "\n" + explanation);
        }
    }

    /**
     * The evaluation reads lines through occupancy masks; {@link WalkingRichEvaluation} is the
     * same evaluation written the plain way, walking the board point by point. They agree row by
     * row (in any order) on thousands of positions, also with every weight changed.
     */
    @Test
    void agreesWithThePointByPointReference() {
        java.util.Random random = new java.util.Random(5);
        int[] vector = EvalParameters.defaults().toArray();
        for (EvalParameters.Parameter parameter : EvalParameters.definitions()) {
            vector[parameter.index()] = parameter.min() + random.nextInt(parameter.max() - parameter.min() + 1);
        }
        EvalParameters[] weights = {EvalParameters.defaults(), EvalParameters.of(vector)};
        for (EvalParameters parameters : weights) {
            RichEvaluation fast = new RichEvaluation(parameters);
            WalkingRichEvaluation reference = new WalkingRichEvaluation(parameters);
            int visited = Positions.randomGames(17, 3000, 150, position -> {
                assertEquals(reference.evaluate(position), fast.evaluate(position), position::toString);
                assertEquals(sorted(reference.explain(position)), sorted(fast.explain(position)), position::toString);
            });
            assertTrue(visited >= 3000);
        }
    }

    /** The rows as text, in a fixed order (the order of rows is not part of an explanation's meaning). */
    private static java.util.List<String> sorted(Explanation explanation) {
        java.util.List<String> rows = new java.util.ArrayList<>();
        for (Explanation.Row row : explanation.rows()) {
            rows.add(row.toString());
        }
        java.util.Collections.sort(rows);
        return rows;
    }

    @Test
    void theStartPositionIsWorthTheTempo() {
        Position start = Position.startPosition();
        assertEquals(P.get(EvalParameters.TEMPO), rich.evaluate(start));
        assertEquals(RichEvaluation.MAX_PHASE, RichEvaluation.phase(start));
        assertEquals(0, RichEvaluation.phase(red("Kd0", "kf9", "Pa5")));
    }

    @Test
    void aRookOnAnOpenFileScoresMoreThanOnAHalfOpenOrClosedFile() {
        int open = term(Explanation.Term.ROOK_FILES, "Kd0", "Rc0", "kf9");
        int halfOpen = term(Explanation.Term.ROOK_FILES, "Kd0", "Rc0", "kf9", "pc6");
        int closed = term(Explanation.Term.ROOK_FILES, "Kd0", "Rc0", "kf9", "pc6", "Pc3");
        assertEquals(P.get(EvalParameters.ROOK_OPEN_FILE), open);
        assertEquals(P.get(EvalParameters.ROOK_HALF_OPEN_FILE), halfOpen);
        assertEquals(0, closed);
        assertTrue(open > halfOpen && halfOpen > closed);
        assertEquals(open, term(Explanation.Term.ROOK_FILES, "Kd0", "Rc5", "kf9", "Pc3"),
                "a pawn behind the rook does not close its file");
        // Black's rook on the same files counts for Black: negative for Red to move.
        assertEquals(-open, term(Explanation.Term.ROOK_FILES, "Kd0", "rc9", "kf9"));
        assertEquals(0, term(Explanation.Term.ROOK_FILES, "Kd0", "rc9", "kf9", "pc6"));
    }

    @Test
    void mobilityCountsOnlySafePointsAndOpenRooksMoveMore() {
        Explanation open = rich.explain(red("Kd0", "Re5", "kf9"));
        Explanation boxed = rich.explain(red("Kd0", "Ra0", "Nb0", "Pa3", "kf9"));
        assertTrue(rows(open, Explanation.Term.MOBILITY, Piece.RED, Piece.ROOK)
                > rows(boxed, Explanation.Term.MOBILITY, Piece.RED, Piece.ROOK));
        // A horse on e5 reaches 8 points; a black pawn on d4 attacks d3 and c4 (and e4, the leg,
        // which does not block): two points fewer are safe.
        int free = rows(rich.explain(red("Kd0", "Ne5", "kf9")), Explanation.Term.MOBILITY, Piece.RED, Piece.HORSE);
        int watched = rows(rich.explain(red("Kd0", "Ne5", "kf9", "pd4")), Explanation.Term.MOBILITY, Piece.RED, Piece.HORSE);
        assertEquals(P.get(EvalParameters.MOBILITY_HORSE) * (8 - P.get(EvalParameters.MOBILITY_HORSE_TYPICAL)), free);
        assertEquals(free - 2 * P.get(EvalParameters.MOBILITY_HORSE), watched);
        // A piece on the leg takes away both points behind it.
        int legged = rows(rich.explain(red("Kd0", "Ne5", "kf9", "Pe4")), Explanation.Term.MOBILITY, Piece.RED, Piece.HORSE);
        assertEquals(free - 2 * P.get(EvalParameters.MOBILITY_HORSE), legged);
    }

    @Test
    void attackersNearThePalaceLowerKingSafetyMoreThanOneByOne() {
        String[] defence = {"Ke0", "Ad0", "Af0", "Bc0", "Bg0", "Pe3", "kf9"};
        int none = redKingSafety(defence);
        int rook = redKingSafety(with(defence, "rd5"));
        int horse = redKingSafety(with(defence, "nf3"));
        int both = redKingSafety(with(defence, "rd5", "nf3"));
        assertEquals(0, none);
        assertTrue(rook < none && horse < none);
        assertTrue(both < rook + horse, "two attackers count more than the sum of each alone: " + both
                + " vs " + rook + " + " + horse);
        assertTrue(-both <= P.get(EvalParameters.KS_MAX));
    }

    @Test
    void anExposedKingLosesPerEnemyRook() {
        int covered = redKingSafety("Ke0", "Pe3", "kf9", "ra9");
        int exposed = redKingSafety("Ke0", "Pa3", "kf9", "ra9");
        assertEquals(covered - P.get(EvalParameters.KS_OPEN_FILE), exposed);
        assertEquals(0, redKingSafety("Ke0", "Pa3", "kf9", "na9"), "no enemy rook: an open file is no danger");
    }

    private int redKingSafety(String... pieces) {
        return rows(rich.explain(red(pieces)), Explanation.Term.KING_SAFETY, Piece.RED, Piece.KING);
    }

    private static String[] with(String[] pieces, String... more) {
        String[] all = java.util.Arrays.copyOf(pieces, pieces.length + more.length);
        System.arraycopy(more, 0, all, pieces.length, more.length);
        return all;
    }

    @Test
    void missingAdvisorsCostMoreAgainstRooksAndMissingElephantsAgainstCannons() {
        int full = term(Explanation.Term.DEFENDERS, "Ke0", "Ad0", "Af0", "Bc0", "Bg0", "kf9", "ra9");
        int noAdvisorsVsRook = term(Explanation.Term.DEFENDERS, "Ke0", "Bc0", "Bg0", "kf9", "ra9");
        int noElephantsVsRook = term(Explanation.Term.DEFENDERS, "Ke0", "Ad0", "Af0", "kf9", "ra9");
        int noAdvisorsVsCannon = term(Explanation.Term.DEFENDERS, "Ke0", "Bc0", "Bg0", "kf9", "ca9");
        int noElephantsVsCannon = term(Explanation.Term.DEFENDERS, "Ke0", "Ad0", "Af0", "kf9", "ca9");
        assertEquals(0, full);
        assertEquals(-2 * P.get(EvalParameters.MISSING_ADVISOR_ROOK), noAdvisorsVsRook);
        assertTrue(noAdvisorsVsRook < noElephantsVsRook, "without advisors, fear the rooks");
        assertTrue(noElephantsVsCannon < noAdvisorsVsCannon, "without elephants, fear the cannons");
        assertEquals(0, term(Explanation.Term.DEFENDERS, "Ke0", "kf9", "pa6"), "no enemy attacker: nothing to fear");
    }

    @Test
    void anEmptyHeadCannonAndACannonBehindTwoScreensThreatenTheKing() {
        int emptyHead = term(Explanation.Term.CANNON_SCREENS, "Kd0", "Ce4", "ke9");
        int offFile = term(Explanation.Term.CANNON_SCREENS, "Kd0", "Cc4", "ke9");
        assertEquals(P.get(EvalParameters.CANNON_EMPTY_HEAD), emptyHead);
        assertEquals(0, offFile);
        int twoScreens = term(Explanation.Term.CANNON_SCREENS, "Kd0", "Ce2", "Pe4", "pe6", "ke9");
        int threeScreens = term(Explanation.Term.CANNON_SCREENS, "Kd0", "Ce2", "Pe4", "Pe5", "pe6", "ke9");
        assertEquals(P.get(EvalParameters.CANNON_TWO_SCREENS) + P.get(EvalParameters.CANNON_TARGET), twoScreens,
                "two screens, and the pawn on e6 is attacked over the first");
        assertEquals(0, threeScreens, "three pieces between: no threat, and the piece over the screen is Red's own");
        assertTrue(emptyHead > twoScreens && twoScreens > threeScreens);
        // On the king's rank too: a black cannon on a0 facing the red king on e0 across an empty rank.
        assertEquals(-emptyHead, term(Explanation.Term.CANNON_SCREENS, "Ke0", "ca0", "kd9"));
    }

    @Test
    void blockedLegsAndThePalaceHeartHurtAHorse() {
        int free = term(Explanation.Term.HORSE_BLOCKING, "Kd0", "Nb0", "kf9");
        int blocked = term(Explanation.Term.HORSE_BLOCKING, "Kd0", "Nb0", "Bc0", "kf9");
        assertEquals(0, free);
        assertEquals(-P.get(EvalParameters.HORSE_LEG_BLOCKED), blocked);
        int heart = term(Explanation.Term.HORSE_BLOCKING, "Kd0", "Ne1", "kf9");
        int outside = term(Explanation.Term.HORSE_BLOCKING, "Kd0", "Ne3", "kf9");
        assertEquals(-P.get(EvalParameters.HORSE_PALACE_HEART), heart, "窝心马");
        assertEquals(0, outside);
        // A horse in the corner with both legs taken and no safe point is trapped.
        int trapped = term(Explanation.Term.HORSE_BLOCKING, "Kd0", "Na0", "Ra1", "Rb0", "kf9");
        assertEquals(-2 * P.get(EvalParameters.HORSE_LEG_BLOCKED) - P.get(EvalParameters.HORSE_TRAPPED), trapped);
    }

    @Test
    void crossedPawnsConnectedNearThePalaceOrOnTheLastRank() {
        int connected = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pd5", "Pe5", "kf9");
        int apart = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pd5", "Pg5", "kf9");
        assertEquals(P.get(EvalParameters.PAWN_CONNECTED), connected - apart);
        int nearPalace = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pe6", "kf9");
        int wing = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pa6", "kf9");
        assertEquals(P.get(EvalParameters.PAWN_PALACE), nearPalace - wing);
        int lastRank = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pa9", "kf9");
        int oneBefore = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pa8", "kf9");
        assertEquals(-P.get(EvalParameters.PAWN_LAST_RANK), lastRank);
        assertTrue(lastRank < oneBefore);
        assertEquals(0, term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pa3", "Pc3", "kf9"), "not yet across the river");
        // The endgame bonus fades in as attacking pieces leave.
        int endgame = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pa8", "kf9");
        int middleGame = term(Explanation.Term.PAWN_STRUCTURE, "Kd0", "Pa8", "Ra0", "Ri0", "kf9", "ra9", "ri9");
        assertTrue(endgame > middleGame);
    }

    @Test
    void piecesAttackedByCheaperPiecesAreThreatened() {
        assertEquals(0, term(Explanation.Term.THREAT, "Kd0", "Re5", "kf9", "pe6"), "off by default");
        EvalParameters weights = EvalParameters.defaults().with("threat.rook", 30).with("threat.minor", 20);
        RichEvaluation threats = new RichEvaluation(weights);
        java.util.function.Function<String[], Integer> threat =
                pieces -> threats.explain(red(pieces)).total(Explanation.Term.THREAT);
        assertEquals(0, threat.apply(new String[] {"Kd0", "Re5", "kf9"}));
        assertEquals(-30, threat.apply(new String[] {"Kd0", "Re5", "kf9", "pe6"}), "a rook in front of a pawn");
        assertEquals(-30, threat.apply(new String[] {"Kd0", "Re5", "kf9", "ce9", "be7"}),
                "a rook a cannon attacks over the elephant");
        assertEquals(-20, threat.apply(new String[] {"Kd0", "Nc5", "kf9", "be7"}), "a horse the elephant attacks");
        assertEquals(0, threat.apply(new String[] {"Kd0", "Nc5", "kf9", "be7", "Pd6"}), "the elephant's eye is blocked");
        assertEquals(0, threat.apply(new String[] {"Kd0", "Nc5", "kf9", "nb7"}), "a horse attacked by a horse: not cheaper");
        assertEquals(0, threat.apply(new String[] {"Kd0", "Pc5", "kf9", "nc6"}),
                "Black's horse in front of Red's pawn, Red to move: Red's capture, not a threat term");
        Explanation blackToMove = threats.explain(Fen.parse(PieceLists.fen("b", "Kd0", "Pc5", "kf9", "nc6")));
        assertEquals(-20, blackToMove.total(Explanation.Term.THREAT), "Black to move with its horse attacked");
    }

    @Test
    void aLoneHorseAgainstAdvisorsAndElephantsIsScaledTowardsADraw() {
        String[] pieces = {"Ke0", "Ad0", "Af0", "Bc0", "Bg0", "Ne5", "ke9", "ad9", "af9", "bc9"};
        Position position = red(pieces);
        RichEvaluation unscaled = new RichEvaluation(P.with("scale.loneHorse", 64));
        int tempo = P.get(EvalParameters.TEMPO);
        int raw = unscaled.evaluate(position) - tempo;
        int scaled = rich.evaluate(position) - tempo;
        assertTrue(raw > 300, "Red is a horse and an elephant up: " + raw);
        assertEquals(raw * P.get(EvalParameters.SCALE_LONE_HORSE) / 64, scaled);
        assertEquals(scaled - raw, rich.explain(position).total(Explanation.Term.ENDGAME_SCALE));
        assertEquals(0, unscaled.explain(position).total(Explanation.Term.ENDGAME_SCALE));
        // Against a bare king the horse wins: no scaling.
        assertEquals(0, term(Explanation.Term.ENDGAME_SCALE, "Ke0", "Nc5", "kf9"));
    }

    @Test
    void materialThatCannotMateIsWorthNothing() {
        // Advisors and elephants never cross the river: Red cannot win, whatever its material.
        Position position = red("Ke0", "Ad0", "Af0", "Bc0", "Bg0", "kf9");
        assertEquals(P.get(EvalParameters.TEMPO), rich.evaluate(position));
        assertTrue(new PieceSquareEvaluation().evaluate(position) > 700, "pst counts the material");
        // A pawn on the last rank cannot mate either.
        assertEquals(P.get(EvalParameters.TEMPO), rich.evaluate(red("Ke0", "Pa9", "kf9")));
        // The weaker side is never scaled up: Black with the rook keeps its advantage.
        Position black = red("Ke0", "Ad0", "Af0", "kf9", "ra9");
        assertTrue(rich.evaluate(black) < -400, "Black is a rook for two advisors up");
        assertEquals(0, rich.explain(black).total(Explanation.Term.ENDGAME_SCALE));
    }

    @Test
    void rookEndingsScaleOnlyWhenTheDefenceHolds() {
        // A lone rook beats advisors and elephants (单车胜士象全): not scaled.
        assertEquals(0, term(Explanation.Term.ENDGAME_SCALE, "Kd0", "Ra5", "ke9", "ad9", "af9", "bc9", "bg9"));
        // Rook against rook, the extra advisors do not win: scaled.
        assertTrue(term(Explanation.Term.ENDGAME_SCALE, "Ke0", "Ad0", "Af0", "Ra5", "kf9", "rb7") < 0);
        // Rook (and elephants) against a horse with both advisors: scaled.
        assertTrue(term(Explanation.Term.ENDGAME_SCALE, "Kd0", "Bc0", "Bg0", "Ra5", "ke9", "ad9", "af9", "nc7") < 0);
        // A lone pawn against two advisors is scaled, against a bare king it is not.
        assertTrue(term(Explanation.Term.ENDGAME_SCALE, "Ke0", "Ad0", "Af0", "Pe6", "kf9", "ad9", "ae8") < 0);
        assertEquals(0, term(Explanation.Term.ENDGAME_SCALE, "Kd0", "Pe6", "kf9"));
    }

    @Test
    void anEvaluationIsBuiltFromAParameterVector() {
        int[] vector = P.toArray();
        Position position = Fen.parse(TestData.perftFens().get(2));
        assertEquals(rich.evaluate(position), new RichEvaluation(vector).evaluate(position));
        vector[EvalParameters.TEMPO] += 7;
        assertEquals(rich.evaluate(position) + 7, new RichEvaluation(vector).evaluate(position));
        vector[EvalParameters.MOBILITY_ROOK] = 0;
        assertNotEquals(rich.evaluate(position) + 7, new RichEvaluation(vector).evaluate(position),
                "the rooks' mobility counts in this position");
    }

    @Test
    void evaluatingAllocatesNothing() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter in this JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        Position[] positions = TestData.perftFens().stream().map(Fen::parse).toArray(Position[]::new);
        long sink = 0;
        for (int i = 0; i < 20_000; i++) { // warm up
            sink += rich.evaluate(positions[i % positions.length]);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < 100_000; i++) {
            sink += rich.evaluate(positions[i % positions.length]);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertTrue(allocated < 10_000, "100000 evaluations allocated " + allocated + " bytes (sink " + sink + ")");
    }
}
