package org.gametree.app.analysis.evaluation;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Position;

/** Test positions: a Xiangqi middlegame reached by legal moves, and a Gomoku fight. */
final class Positions {

    /** A central-cannon opening that wins a pawn, 14 plies in: both sides developed, material uneven. */
    static final String[] MIDDLEGAME = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "c3c4", "g6g5", "h0h6", "h7i7",
        "h6g6", "b7b5", "e2e6", "e9e8"};

    private Positions() {
    }

    static AnalysisPosition xiangqiMiddlegame() {
        AnalysisPosition position = new XiangqiAnalysisPosition(Position.startPosition());
        for (String name : MIDDLEGAME) {
            position.play(move(position, name));
        }
        return position;
    }

    static AnalysisPosition gomoku() {
        return new GomokuAnalysisPosition(Notation.play(Rule.RENJU, 15, "h8,i9,i8,j8,g8,h9,g9,f7,j10"));
    }

    /** The legal move with this coordinate name. */
    static int move(AnalysisPosition position, String coordinate) {
        for (int move : position.legalMoves()) {
            if (position.moveName(move, MoveNotation.COORDINATE).equals(coordinate)) {
                return move;
            }
        }
        throw new IllegalArgumentException("no legal move " + coordinate + " in " + position.text());
    }
}
