package org.gametree.app.analysis.review;

import java.util.List;

/**
 * The review's counts per side: inaccuracies, mistakes, blunders and the average score loss
 * of the side's judged moves.
 */
public record GameReport(SideReport first, SideReport second) {

    /**
     * One side's figures.
     *
     * @param moves        how many of its moves were judged
     * @param averageLoss  their mean loss (0 without moves)
     */
    public record SideReport(int moves, int inaccuracies, int mistakes, int blunders, double averageLoss) {
    }

    public static GameReport of(List<MoveAssessment> moves) {
        return new GameReport(side(moves, 0), side(moves, 1));
    }

    /** Side 0 (first player) or 1. */
    public SideReport side(int side) {
        return side == 0 ? first : second;
    }

    private static SideReport side(List<MoveAssessment> moves, int side) {
        int count = 0;
        int[] kinds = new int[MoveJudgement.values().length];
        long loss = 0;
        for (MoveAssessment move : moves) {
            if (move.mover() == side) {
                count++;
                kinds[move.judgement().ordinal()]++;
                loss += move.loss();
            }
        }
        return new SideReport(count, kinds[MoveJudgement.INACCURACY.ordinal()], kinds[MoveJudgement.MISTAKE.ordinal()],
                kinds[MoveJudgement.BLUNDER.ordinal()], count == 0 ? 0 : (double) loss / count);
    }
}
