package org.gametree.app.analysis.review;

import java.util.ArrayList;
import java.util.List;

/**
 * Judges the moves of a reviewed game. A move from position {@code k} to {@code k + 1} is
 * judged once both positions have a score: the mover's score before it (the score of position
 * {@code k} from the mover's view) minus the mover's score after it (position {@code k + 1},
 * from the same side), both clamped by the {@link ReviewScale}.
 */
public final class MistakeClassifier {

    private MistakeClassifier() {
    }

    /** The moves between consecutive scored positions of {@code scores} (ordered by ply, from the start). */
    public static List<MoveAssessment> classify(List<PositionScore> scores, ReviewScale scale) {
        List<MoveAssessment> moves = new ArrayList<>();
        for (int k = 0; k + 1 < scores.size(); k++) {
            PositionScore here = scores.get(k);
            PositionScore next = scores.get(k + 1);
            int mover = here.sideToMove();
            int before = scale.clamped(here.from(mover));
            int after = scale.clamped(next.from(mover));
            int loss = Math.max(0, before - after);
            moves.add(new MoveAssessment(next.ply(), mover, before, after, loss, scale.judge(loss)));
        }
        return moves;
    }
}
