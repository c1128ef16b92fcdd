package org.gametree.app.analysis.review;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.core.search.Score;

/**
 * The numbers a game review judges by, in one place per game (docs/analysis.md lists them).
 *
 * <p>Scores are clamped to ±{@code clamp} before anything else: a mate counts as the clamp (the
 * graph's edge), so "mate in 5" after "mate in 3" costs nothing while a winning position thrown
 * into a lost one costs at most twice the clamp. A move's loss (from the mover's view: the score
 * before it minus the score after it) at or above a threshold makes it an inaccuracy, a mistake
 * or a blunder.
 *
 * <p>Win probability: {@code p = 1 / (1 + exp(−s / logisticScale))} for a clamped score
 * {@code s}; a mate is 0 or 1. Xiangqi's scale of 250 centipawns (a pawn is 100) puts a rook
 * up (≈ +900) at 97 %; Gomoku's 600 pattern points put an open four to move at about 92 %.
 *
 * @param clamp         the largest score shown and judged, either sign
 * @param logisticScale the {@code k} of the win-probability curve
 * @param inaccuracy    the loss from which a move is an inaccuracy ("?!")
 * @param mistake       the loss from which a move is a mistake ("?")
 * @param blunder       the loss from which a move is a blunder ("??")
 */
public record ReviewScale(int clamp, double logisticScale, int inaccuracy, int mistake, int blunder) {

    /** Centipawns (a pawn 100, a rook 900): 50 / 100 / 300, as chess reviews count. */
    public static final ReviewScale XIANGQI = new ReviewScale(1000, 250, 50, 100, 300);

    /**
     * Pattern points, where an open three is worth a few hundred and a four to move thousands:
     * missing a three is an inaccuracy, letting the opponent build an unanswered three a
     * mistake, a lost four-race a blunder.
     */
    public static final ReviewScale GOMOKU = new ReviewScale(3000, 600, 150, 400, 1200);

    public ReviewScale {
        if (clamp <= 0 || logisticScale <= 0 || inaccuracy <= 0 || mistake < inaccuracy || blunder < mistake) {
            throw new IllegalArgumentException("thresholds must grow: " + inaccuracy + " ≤ " + mistake + " ≤ " + blunder
                    + ", clamp and scale positive");
        }
    }

    public static ReviewScale of(Game game) {
        return game == Game.GOMOKU ? GOMOKU : XIANGQI;
    }

    /** A score within ±clamp; a mate is the clamp of its sign. */
    public int clamped(int score) {
        if (Score.isMate(score)) {
            return score > 0 ? clamp : -clamp;
        }
        return Math.max(-clamp, Math.min(clamp, score));
    }

    /** The chance to win of the side the score is from (mates exactly 0 or 1). */
    public double winProbability(int score) {
        if (Score.isMate(score)) {
            return score > 0 ? 1 : 0;
        }
        return 1 / (1 + Math.exp(-clamped(score) / logisticScale));
    }

    /** What a loss of this size makes a move. */
    public MoveJudgement judge(int loss) {
        if (loss >= blunder) {
            return MoveJudgement.BLUNDER;
        }
        if (loss >= mistake) {
            return MoveJudgement.MISTAKE;
        }
        return loss >= inaccuracy ? MoveJudgement.INACCURACY : MoveJudgement.GOOD;
    }
}
