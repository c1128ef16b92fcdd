package org.gametree.xiangqi.match;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * The positions of a finished game worth tuning on. Taken: every position after the opening's
 * moves in which an engine chose a move, labelled with the game's result for Red and that
 * engine's score turned to Red's side. Left out:
 * <ul>
 *   <li>a game that ended by a fault ({@link Termination#isFault}: a loss on time, an illegal
 *       move, a crash, no answer) — its result tells about an engine, not the positions;</li>
 *   <li>the opening's positions, whose moves were random, not chosen;</li>
 *   <li>positions with the side to move in check: their value depends on the forced reply,
 *       which a static evaluation cannot see;</li>
 *   <li>positions the engine scored as a mate: the result is decided by force, and a mate has
 *       no centipawn value to fit a curve to.</li>
 * </ul>
 * A score the engine did not print is unknown (null), the position kept for its result. The
 * final position, where no move was chosen, is not taken.
 */
public final class TrainingPositions {

    /** What a Xiangqi position file's POSITION must be: a FEN {@link Fen#parse} reads. */
    public static final PositionFile.PositionCheck FEN = Fen::parse;

    private TrainingPositions() {
    }

    /** The labelled positions of a game, in the order played; none for a game ended by a fault. */
    public static List<LabelledPosition> of(GameRecord game) {
        List<LabelledPosition> positions = new ArrayList<>();
        if (game.termination().isFault()) {
            return positions;
        }
        double result = resultForRed(game);
        int[] moves = game.moves();
        String[] comments = game.comments();
        int openingPlies = game.opening().moves().length;
        Position position = game.start();
        for (int ply = 0; ply < moves.length; ply++) {
            if (ply >= openingPlies && !position.isInCheck()) {
                MoveScore score = MoveScore.parse(comments[ply]);
                if (score.kind() != MoveScore.Kind.MATE) {
                    Integer forRed = score.kind() == MoveScore.Kind.NONE ? null
                            : position.sideToMove() == Piece.RED ? score.centipawns() : -score.centipawns();
                    positions.add(new LabelledPosition(Fen.write(position), result, forRed));
                }
            }
            GameRules.play(position, moves[ply]);
        }
        return positions;
    }

    /** 1 if Red won, 0 if Black won, 0.5 for a draw. */
    static double resultForRed(GameRecord game) {
        switch (game.outcome()) {
            case RED_WINS: return 1;
            case BLACK_WINS: return 0;
            default: return 0.5;
        }
    }
}
