package org.gametree.app.analysis.stepper;

import java.util.Locale;

import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScoreSides;

/**
 * The stepper's way into the one score formatter ({@link ScoreFormat}): a recorded value belongs
 * to the side to move at its node, which a recording knows by ply (the root's side, turned at
 * every ply). So callers pass a value and its node's ply; the formatter shows it from the side
 * the user chose. Textbook trees call their sides MAX (the root, side 0) and MIN.
 */
final class StepperScores {

    private final ScoreFormat scores;
    private final ScoreSides sides;
    private final int rootSide;

    StepperScores(ScoreFormat scores, RecordedSearch search) {
        this.scores = scores;
        this.sides = search == null || search.root() == null ? ScoreSides.TEXTBOOK : ScoreSides.of(search.root().game());
        this.rootSide = search == null || search.root() == null ? 0 : search.root().sideToMove();
    }

    ScoreSides sides() {
        return sides;
    }

    /** The side to move at a node {@code ply} plies below the root (0 = first player / MAX). */
    int sideAt(int ply) {
        return rootSide ^ (ply & 1);
    }

    /** Whether a value of a node at {@code ply} is shown turned round. */
    boolean flips(int ply) {
        return scores.flips(sideAt(ply));
    }

    /** A value the search holds for the side to move at {@code ply}, as shown. */
    String value(int value, int ply) {
        return scores.value(value, sideAt(ply), sides);
    }

    /** A value with its bound ({@code Bound}), as shown ("≥ 5" may turn into "≤ −5"). */
    String bounded(int value, int bound, int ply) {
        return scores.bounded(value, bound, sideAt(ply), sides);
    }

    /** A window of the side to move at {@code ply}, written "α = …, β = …" as shown. */
    String window(int alpha, int beta, int ply) {
        return scores.window(alpha, beta, sideAt(ply));
    }

    int shownAlpha(int alpha, int beta, int ply) {
        return scores.shownAlpha(alpha, beta, sideAt(ply));
    }

    int shownBeta(int alpha, int beta, int ply) {
        return scores.shownBeta(alpha, beta, sideAt(ply));
    }

    /** A number as it stands ("+5", "−∞"): for ends of a window already turned. */
    String plain(int value) {
        return scores.plain(value);
    }

    /** An MCTS mean or probability (not a score: a share of wins), three decimals. */
    static String probability(double p) {
        return Double.isNaN(p) ? "—" : String.format(Locale.ROOT, "%.3f", p);
    }

    /** An upper confidence bound; an unvisited child's is infinite. */
    static String ucb(double ucb) {
        return Double.isInfinite(ucb) ? "+\u221E" : String.format(Locale.ROOT, "%.3f", ucb);
    }
}
