package org.gametree.app.game;

import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.XiangqiEvaluation;

/**
 * What the New Game dialog produces: the game, for Gomoku its rule and board size, and who plays
 * each side. {@code first} moves first: Red in Xiangqi, Black in Gomoku.
 *
 * @param game      Xiangqi or Gomoku
 * @param rule      the Gomoku rule (kept, unused, for Xiangqi)
 * @param boardSize the Gomoku board size, {@link GomokuPosition#MIN_SIZE}..{@link GomokuPosition#MAX_SIZE}
 * @param first     the player of Red (Xiangqi) or Black (Gomoku)
 * @param second    the player of Black (Xiangqi) or White (Gomoku)
 * @param time      the time control ({@link TimeControl#none()}: no clock counts down)
 */
public record GameSetup(Game game, Rule rule, int boardSize, PlayerSetup first, PlayerSetup second,
                        TimeControl time) {

    public GameSetup {
        if (game == null || rule == null || first == null || second == null || time == null) {
            throw new IllegalArgumentException("game, rule, both players and the time control are required");
        }
        if (boardSize < GomokuPosition.MIN_SIZE || boardSize > GomokuPosition.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + GomokuPosition.MIN_SIZE + ".."
                    + GomokuPosition.MAX_SIZE + ", got " + boardSize);
        }
        List<String> evaluations = evaluations(game);
        if (!evaluations.contains(first.evaluation()) || !evaluations.contains(second.evaluation())) {
            throw new IllegalArgumentException("evaluations of " + game + " are " + evaluations);
        }
    }

    /** A game without a time control. */
    public GameSetup(Game game, Rule rule, int boardSize, PlayerSetup first, PlayerSetup second) {
        this(game, rule, boardSize, first, second, TimeControl.none());
    }

    /** The same setup under another time control. */
    public GameSetup withTime(TimeControl value) {
        return new GameSetup(game, rule, boardSize, first, second, value);
    }

    /**
     * Whether the clocks run: under a time control, or (counting up) when an engine plays; two
     * people analysing without a time control need no clock.
     */
    public boolean runsClock() {
        return time.isTimed() || first.isEngine() || second.isEngine();
    }

    /** Xiangqi, a human with Red against the strongest preset thinking 2 s a move with Black. */
    public static GameSetup defaults() {
        String evaluation = evaluations(Game.XIANGQI).get(0);
        return new GameSetup(Game.XIANGQI, Rule.RENJU, GomokuPosition.DEFAULT_SIZE,
                PlayerSetup.human(evaluation), PlayerSetup.engineForTime("best", XiangqiEvaluation.FOR_PLAY, 2000));
    }

    /** The player of side 0 (first to move) or 1. */
    public PlayerSetup player(int side) {
        return side == 0 ? first : second;
    }

    /** The position the game starts from. */
    public AnalysisPosition startPosition() {
        return game == Game.XIANGQI
                ? new XiangqiAnalysisPosition(Position.startPosition())
                : new GomokuAnalysisPosition(new GomokuPosition(rule, boardSize));
    }

    /** The evaluation names of a game, its default first. */
    public static List<String> evaluations(Game game) {
        return game == Game.XIANGQI
                ? new XiangqiAnalysisPosition(Position.startPosition()).evaluations()
                : new GomokuAnalysisPosition(new GomokuPosition()).evaluations();
    }
}
