package org.gametree.gomoku.match;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuEngine;

/**
 * One self-play game for training data: from an opening, two engines (one per colour, new
 * games for both) play at a fixed limit until the game is over, each move's value kept. A
 * fixed depth or node limit makes the game depend on the opening only.
 *
 * @param opening the opening's stones
 * @param moves   every move, the opening's first
 * @param values  per move after the opening: the mover's value of it (its engine's score)
 * @param result  how it ended
 */
public record SelfPlayGame(int opening, int[] moves, int[] values, GameResult result) {

    /** Plays a game from {@code start} (left unchanged). */
    public static SelfPlayGame play(GomokuPosition start, GomokuEngine black, GomokuEngine white, SearchLimits limits) {
        GomokuPosition game = start.copy();
        black.newGame();
        white.newGame();
        List<Integer> values = new ArrayList<>();
        while (!game.result().isOver()) {
            GomokuEngine mover = game.stoneToMove() == GomokuPosition.BLACK ? black : white;
            GomokuEngine.Choice choice = mover.think(game, limits, null);
            values.add(choice.value());
            game.makeMove(choice.point());
        }
        return new SelfPlayGame(start.ply(), game.moves(), values.stream().mapToInt(Integer::intValue).toArray(),
                game.result());
    }

    /**
     * The positions the game teaches: each position after the opening with Black's result and
     * the mover's value turned to Black's side. Left out: positions where either side has a
     * five point (a four is on the board: the next move is forced, the evaluation's opinion
     * moot) and positions whose value is a proven win or loss (the search knew; the evaluation
     * need not).
     */
    public List<LabelledPosition> positions(GomokuPosition start) {
        double blackResult = result == GameResult.BLACK_WINS ? 1 : result == GameResult.WHITE_WINS ? 0 : 0.5;
        GomokuPosition walk = start.copy();
        List<LabelledPosition> positions = new ArrayList<>();
        for (int k = opening; k < moves.length; k++) {
            int value = values[k - opening];
            boolean quiet = walk.firstFivePoint(GomokuPosition.BLACK) == 0 && walk.firstFivePoint(GomokuPosition.WHITE) == 0;
            if (quiet && !Score.isMate(value)) {
                int forBlack = walk.stoneToMove() == GomokuPosition.BLACK ? value : -value;
                positions.add(new LabelledPosition(Notation.formatMoves(walk), blackResult, forBlack));
            }
            walk.makeMove(moves[k]);
        }
        return positions;
    }
}
