package org.gametree.app.analysis.review;

import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;

/**
 * A review as far as it has got: the game reviewed, how, and the scores of its first positions.
 * Immutable (the position and arrays are copied); the judgements and the report follow from it.
 *
 * @param start  the position the game started from
 * @param moves  every move of the game
 * @param search how the positions were searched
 * @param scores the scored positions, position {@code k} at index {@code k}
 */
public record ReviewResult(AnalysisPosition start, int[] moves, ReviewSearch search, List<PositionScore> scores) {

    public ReviewResult {
        start = start.copy();
        moves = moves.clone();
        scores = List.copyOf(scores);
    }

    @Override
    public AnalysisPosition start() {
        return start.copy();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** How many positions the game has (moves + 1). */
    public int positions() {
        return moves.length + 1;
    }

    public boolean complete() {
        return scores.size() == positions();
    }

    public ReviewScale scale() {
        return ReviewScale.of(start.game());
    }

    /** The moves judged so far. */
    public List<MoveAssessment> assessments() {
        return MistakeClassifier.classify(scores, scale());
    }

    public GameReport report() {
        return GameReport.of(assessments());
    }
}
