package org.gametree.app.analysis.external;

/**
 * One line of an external engine's analysis in our terms. Immutable.
 *
 * @param multipv its rank (1 = best)
 * @param depth   the depth the engine reached for it (-1: not said)
 * @param value   its score in our engines' convention: from the side to move at the root, mates
 *                as {@code Score.MATE - plies}; {@code Score.NONE} when the engine gave none
 * @param moves   the line as our moves, legal from the root (cut at the first move that is not)
 */
public record ExternalLine(int multipv, int depth, int value, int[] moves) {

    public ExternalLine {
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }
}
