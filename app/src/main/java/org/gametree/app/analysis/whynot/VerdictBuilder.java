package org.gametree.app.analysis.whynot;

import java.util.Arrays;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.Score;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.threat.ThreatKind;
import org.gametree.gomoku.threat.ThreatMap;
import org.gametree.xiangqi.Position;

/**
 * Turns the two lines of a {@link WhyNotOutcome} into a {@link Verdict}: mates first (they
 * outweigh any score), then "as good as the best move" within a small margin, then material the
 * refutation wins (Xiangqi: the captures along both lines are compared, so a piece the best line
 * gives up as well is not blamed on the user's move), else a plain drop in score. For Gomoku the
 * threat the opponent's reply makes is named too. Toolkit-free.
 */
public final class VerdictBuilder {

    /** Within this many centipawns a Xiangqi move is as good as the best (search noise, tempo). */
    public static final int XIANGQI_MARGIN = 30;
    /** Gomoku pattern points are coarser: an open two is worth about this much. */
    public static final int GOMOKU_MARGIN = 60;

    private VerdictBuilder() {
    }

    /** The verdict on the outcome of a search of {@code root}. */
    public static Verdict of(AnalysisPosition root, WhyNotOutcome outcome) {
        if (outcome.isBest()) {
            return simple(Verdict.Kind.BEST, 0, 0, null);
        }
        ThreatKind threat = root instanceof GomokuAnalysisPosition gomoku ? replyThreat(gomoku.position(), outcome) : null;
        int best = outcome.best().value();
        int chosen = outcome.chosen().value();
        int margin = root.game() == AnalysisPosition.Game.XIANGQI ? XIANGQI_MARGIN : GOMOKU_MARGIN;
        if (chosen <= -Score.MATE_BOUND && chosen < best) {
            return simple(Verdict.Kind.ALLOWS_MATE, 0, mateMoves(chosen), threat);
        }
        if (best >= Score.MATE_BOUND && chosen < best) {
            return simple(Verdict.Kind.MISSES_MATE, 0, mateMoves(best), null);
        }
        int difference = Math.max(0, best - chosen);
        if (difference <= margin) {
            return simple(Verdict.Kind.EQUAL, difference, 0, null);
        }
        if (root instanceof XiangqiAnalysisPosition xiangqi) {
            Verdict material = material(xiangqi.position(), outcome, difference);
            if (material != null) {
                return material;
            }
        }
        return simple(Verdict.Kind.WORSE, difference, 0, threat);
    }

    /**
     * The threat the opponent's reply makes on the board after the user's point (five, straight
     * four, four, three), or null: what a Gomoku player calls the refutation.
     */
    static ThreatKind replyThreat(GomokuPosition root, WhyNotOutcome outcome) {
        int[] line = outcome.chosen().pv();
        if (line.length < 2 || !root.isLegal(line[0])) {
            return null;
        }
        GomokuPosition after = root.copy();
        after.makeMove(line[0]);
        if (after.result().isOver() || !after.isLegal(line[1])) {
            return null;
        }
        return ThreatMap.of(after).at(after.stoneToMove(), line[1]);
    }

    /** The mate's length in the winning side's moves, as the score formatter counts it. */
    static int mateMoves(int value) {
        return (Score.MATE - Math.abs(value) + 1) / 2;
    }

    /** A loss of material along the refutation that the best line does not suffer, or null. */
    private static Verdict material(Position root, WhyNotOutcome outcome, int difference) {
        int side = root.sideToMove();
        List<LineCapture> refutation = LineCaptures.of(root, outcome.chosen().pv());
        List<LineCapture> bestLine = LineCaptures.of(root, outcome.best().pv());
        if (LineCaptures.balance(refutation, side) >= LineCaptures.balance(bestLine, side)) {
            return null;
        }
        LineCapture loss = LineCaptures.biggestLoss(refutation, side);
        if (loss == null) {
            return null; // behind only because the best line wins something: a missed chance, in points
        }
        int[] line = Arrays.copyOf(outcome.chosen().pv(), loss.ply() + 1);
        return new Verdict(Verdict.Kind.LOSES_MATERIAL, difference, 0, loss, line, null);
    }

    private static Verdict simple(Verdict.Kind kind, int difference, int moves, ThreatKind threat) {
        return new Verdict(kind, difference, moves, null, new int[0], threat);
    }
}
