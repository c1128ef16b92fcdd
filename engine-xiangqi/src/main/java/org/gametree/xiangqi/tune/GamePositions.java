package org.gametree.xiangqi.tune;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * Training data from games a user already has: every position of every finished game after its
 * first plies, labelled with the game's result (no search score: the file has none), and the
 * move played in it — what the move-agreement fitness compares the engine's choice with.
 * Unfinished games ("*") teach no result and are left out.
 */
public final class GamePositions {

    /** A position and the move the game played in it. */
    public record PlayedMove(Position position, int move) {
    }

    private GamePositions() {
    }

    /** Positions before each move from ply {@code skipPlies} on, labelled with the result. */
    public static List<LabelledPosition> labelled(List<XiangqiGameRecord> games, int skipPlies) {
        List<LabelledPosition> out = new ArrayList<>();
        for (XiangqiGameRecord game : games) {
            double result = LabelledPosition.parseResult(game.result());
            if (result < 0) {
                continue;
            }
            Position position = game.start();
            int[] moves = game.moves();
            for (int ply = 0; ply < moves.length; ply++) {
                if (ply >= skipPlies) {
                    out.add(new LabelledPosition(Fen.write(position), result, null));
                }
                GameRules.play(position, moves[ply]);
            }
        }
        return out;
    }

    /** The positions before each move from ply {@code skipPlies} on, with the move played. */
    public static List<PlayedMove> playedMoves(List<XiangqiGameRecord> games, int skipPlies) {
        List<PlayedMove> out = new ArrayList<>();
        for (XiangqiGameRecord game : games) {
            Position position = game.start();
            int[] moves = game.moves();
            for (int ply = 0; ply < moves.length; ply++) {
                if (ply >= skipPlies) {
                    out.add(new PlayedMove(position.copy(), moves[ply]));
                }
                GameRules.play(position, moves[ply]);
            }
        }
        return out;
    }
}
