package org.gametree.app.analysis.review;

import java.util.Arrays;

/**
 * What the evaluation graph draws: one value per position of the game, already turned to the
 * chosen side and scaled to −1..+1 (NaN where the position is not scored yet), the judgement of
 * the move leading to each position, and the labels of the top, middle and bottom of the scale.
 */
public record GraphData(double[] values, MoveJudgement[] marks, String top, String middle, String bottom) {

    public static final GraphData EMPTY = new GraphData(new double[0], new MoveJudgement[0], "", "", "");

    public GraphData {
        if (values.length != marks.length) {
            throw new IllegalArgumentException(values.length + " values but " + marks.length + " marks");
        }
        values = values.clone();
        marks = marks.clone();
    }

    /** Positions on the x axis (the game's moves + 1). */
    public int positions() {
        return values.length;
    }

    /** Positions with a value. */
    public int scored() {
        return (int) Arrays.stream(values).filter(v -> !Double.isNaN(v)).count();
    }

    public double value(int ply) {
        return values[ply];
    }

    public MoveJudgement mark(int ply) {
        return marks[ply];
    }

    /**
     * The graph of a review from {@code side}'s view: scores clamped and divided by the clamp,
     * or win probabilities mapped from 0..1 to −1..+1.
     */
    public static GraphData of(ReviewResult review, int side, boolean winProbability, String top, String middle,
                               String bottom) {
        int positions = review.positions();
        double[] values = new double[positions];
        Arrays.fill(values, Double.NaN);
        MoveJudgement[] marks = new MoveJudgement[positions];
        Arrays.fill(marks, MoveJudgement.GOOD);
        ReviewScale scale = review.scale();
        for (PositionScore score : review.scores()) {
            int value = score.from(side);
            values[score.ply()] = winProbability ? 2 * scale.winProbability(value) - 1
                    : (double) scale.clamped(value) / scale.clamp();
        }
        for (MoveAssessment move : review.assessments()) {
            marks[move.ply()] = move.judgement();
        }
        return new GraphData(values, marks, top, middle, bottom);
    }
}
