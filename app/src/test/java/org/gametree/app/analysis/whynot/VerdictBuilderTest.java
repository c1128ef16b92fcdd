package org.gametree.app.analysis.whynot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.Score;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.ThreatKind;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

/** The words' facts: captures along a line and the verdict, without any window. */
class VerdictBuilderTest {

    /** Red's horse on b0 may go to c2, where Black's rook on c9 takes it down the open file. */
    static final String HANGING_HORSE = "2rakab2/9/9/9/9/9/9/9/9/1N1K4R w - - 0 1";

    static int move(String coordinates) {
        return Move.of(Squares.parse(coordinates, 0), Squares.parse(coordinates, 2));
    }

    @Test
    void capturesAlongALineNameWhoTookWhatWhere() {
        Position root = Fen.parse(HANGING_HORSE);
        int[] line = {move("b0c2"), move("c9c2"), move("i0i9"), move("e9e8")};
        List<LineCapture> captures = LineCaptures.of(root, line);
        assertEquals(List.of(new LineCapture(1, Piece.BLACK, Piece.HORSE, Squares.parse("c2", 0))), captures);
        assertEquals(-400, LineCaptures.balance(captures, Piece.RED));
        assertEquals(400, LineCaptures.balance(captures, Piece.BLACK));
        assertEquals(captures.get(0), LineCaptures.biggestLoss(captures, Piece.RED));
        assertNull(LineCaptures.biggestLoss(captures, Piece.BLACK));
    }

    @Test
    void aLineStopsAtAnIllegalMoveAndAPassTakesNothing() {
        Position root = Fen.parse(HANGING_HORSE);
        int[] line = {move("b0c2"), -1, move("c2e3"), move("c9c2")}; // after the pass c9c2 takes nothing: c2 is empty
        assertTrue(LineCaptures.of(root, line).isEmpty());
        int[] broken = {move("b0c2"), move("a9a8"), move("c9c2")};
        assertTrue(LineCaptures.of(root, broken).isEmpty());
    }

    @Test
    void nearestPieceRoundsADifferenceToAWholePiece() {
        assertEquals(Piece.HORSE, LineCaptures.nearestPiece(350));
        assertEquals(Piece.ROOK, LineCaptures.nearestPiece(800));
        assertEquals(Piece.PAWN, LineCaptures.nearestPiece(60));
        assertEquals(Piece.ADVISOR, LineCaptures.nearestPiece(220));
    }

    @Test
    void aLineThatHangsAPieceLosesMaterial() {
        XiangqiAnalysisPosition root = new XiangqiAnalysisPosition(Fen.parse(HANGING_HORSE));
        int[] best = {move("i0i8"), move("c9c8"), move("i8c8")};
        int[] chosen = {move("b0c2"), move("c9c2"), move("i0i9"), move("e9e8")};
        WhyNotOutcome outcome = new WhyNotOutcome(chosen[0], new PvLine(best[0], 900, 6, best),
                new PvLine(chosen[0], 480, 6, chosen), 6, false);
        Verdict verdict = VerdictBuilder.of(root, outcome);
        assertEquals(Verdict.Kind.LOSES_MATERIAL, verdict.kind());
        assertEquals(420, verdict.difference());
        assertEquals(Piece.HORSE, verdict.loss().type());
        assertEquals(Squares.parse("c2", 0), verdict.loss().square());
        assertArrayEquals(new int[] {move("b0c2"), move("c9c2")}, verdict.lineToLoss());
    }

    @Test
    void aPieceTheBestLineLosesAsWellIsNotBlamedOnTheMove() {
        XiangqiAnalysisPosition root = new XiangqiAnalysisPosition(Fen.parse(HANGING_HORSE));
        int[] line = {move("b0c2"), move("c9c2")};
        int[] other = {move("b0c2"), move("c9c2")};
        WhyNotOutcome outcome = new WhyNotOutcome(move("b0a2"), new PvLine(move("b0c2"), 100, 4, other),
                new PvLine(move("b0a2"), 20, 4, new int[] {move("b0a2"), move("c9c8")}), 4, false);
        assertEquals(Verdict.Kind.WORSE, VerdictBuilder.of(root, outcome).kind());
        WhyNotOutcome same = new WhyNotOutcome(line[0], new PvLine(line[0], 100, 4, line),
                new PvLine(line[0], 100, 4, line), 4, false);
        assertEquals(Verdict.Kind.BEST, VerdictBuilder.of(root, same).kind());
    }

    @Test
    void matesOutweighScoresAndSmallDifferencesAreEqual() {
        XiangqiAnalysisPosition root = new XiangqiAnalysisPosition(Fen.parse(HANGING_HORSE));
        int[] a = {move("i0i9")};
        int[] b = {move("b0a2")};
        Verdict mated = VerdictBuilder.of(root, new WhyNotOutcome(b[0], new PvLine(a[0], 500, 6, a),
                new PvLine(b[0], Score.matedIn(4), 6, b), 6, false));
        assertEquals(Verdict.Kind.ALLOWS_MATE, mated.kind());
        assertEquals(2, mated.moves());
        Verdict missed = VerdictBuilder.of(root, new WhyNotOutcome(b[0], new PvLine(a[0], Score.MATE - 3, 6, a),
                new PvLine(b[0], 500, 6, b), 6, false));
        assertEquals(Verdict.Kind.MISSES_MATE, missed.kind());
        assertEquals(2, missed.moves());
        Verdict equal = VerdictBuilder.of(root, new WhyNotOutcome(b[0], new PvLine(a[0], 500, 6, a),
                new PvLine(b[0], 500 - VerdictBuilder.XIANGQI_MARGIN, 6, b), 6, false));
        assertEquals(Verdict.Kind.EQUAL, equal.kind());
        assertEquals(VerdictBuilder.XIANGQI_MARGIN, equal.difference());
    }

    @Test
    void gomokuSpeaksOfWinsAndScores() {
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, "g8 h8 a1 i8 a3 j8 a5 k8");
        GomokuAnalysisPosition root = new GomokuAnalysisPosition(position);
        int block = Notation.parsePoint(15, "l8");
        int elsewhere = Notation.parsePoint(15, "a7");
        Verdict lost = VerdictBuilder.of(root, new WhyNotOutcome(elsewhere, new PvLine(block, 40, 4, new int[] {block}),
                new PvLine(elsewhere, -Score.MATE + 2, 4, new int[] {elsewhere, block}), 4, false));
        assertEquals(Verdict.Kind.ALLOWS_MATE, lost.kind());
        assertEquals(1, lost.moves());
        assertEquals(ThreatKind.FIVE, lost.replyThreat(), "White's l8 completes five");
        Verdict worse = VerdictBuilder.of(root, new WhyNotOutcome(elsewhere, new PvLine(block, 400, 4, new int[] {block}),
                new PvLine(elsewhere, 100, 4, new int[] {elsewhere}), 4, false));
        assertEquals(Verdict.Kind.WORSE, worse.kind());
        assertEquals(300, worse.difference());
        assertNull(worse.replyThreat(), "no reply in the line, no threat");
    }

    @Test
    void gomokuNamesTheThreatOfTheReply() {
        GomokuAnalysisPosition root = new GomokuAnalysisPosition(Notation.play(Rule.FREESTYLE, 15, "h8 c3 o15 c4"));
        int far = Notation.parsePoint(15, "o1");
        int three = Notation.parsePoint(15, "c5");
        Verdict verdict = VerdictBuilder.of(root, new WhyNotOutcome(far, new PvLine(three, 200, 4, new int[] {three}),
                new PvLine(far, -300, 4, new int[] {far, three}), 4, false));
        assertEquals(Verdict.Kind.WORSE, verdict.kind());
        assertEquals(ThreatKind.THREE, verdict.replyThreat());
    }
}
