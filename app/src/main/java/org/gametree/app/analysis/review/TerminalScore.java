package org.gametree.app.analysis.review;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.Score;
import org.gametree.xiangqi.GameRules;

/**
 * The score of a position where the game has ended, from the side to move: lost (mated at this
 * ply), won, or 0 for a draw. Asked before searching, because a search of a finished Gomoku
 * game (a five on the board) does not look back at the last move and would report an even game.
 */
final class TerminalScore {

    private TerminalScore() {
    }

    /** The score of a finished game from the side to move, or {@link Score#NONE} while it goes on. */
    static int of(AnalysisPosition position) {
        int winner;
        if (position instanceof XiangqiAnalysisPosition x) {
            org.gametree.xiangqi.GameResult result = GameRules.result(x.position());
            if (!result.isOver()) {
                return Score.NONE;
            }
            winner = switch (result.outcome()) {
                case RED_WINS -> 0;
                case BLACK_WINS -> 1;
                default -> -1;
            };
        } else if (position instanceof GomokuAnalysisPosition g) {
            org.gametree.gomoku.GameResult result = g.position().result();
            if (!result.isOver()) {
                return Score.NONE;
            }
            winner = result == org.gametree.gomoku.GameResult.BLACK_WINS ? 0
                    : result == org.gametree.gomoku.GameResult.WHITE_WINS ? 1 : -1;
        } else {
            return Score.NONE;
        }
        if (winner < 0) {
            return 0;
        }
        return winner == position.sideToMove() ? -Score.matedIn(0) : Score.matedIn(0);
    }
}
