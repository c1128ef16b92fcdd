package org.gametree.app.endgame;

import java.util.Locale;

import org.gametree.app.analysis.compare.Message;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.endgame.EndgameProbe;
import org.gametree.xiangqi.endgame.Outcome;

/** The words of the Endgame tab's values, as messages re-rendered on a language switch. */
final class EndgameText {

    private EndgameText() {
    }

    /**
     * The value for the side to move in words: who wins in how many plies and in how many of the
     * winner's own moves that is mate; a draw; or a side already mated (no legal move).
     */
    static Message summary(EndgameProbe probe, int sideToMove) {
        int other = 1 - sideToMove;
        switch (probe.outcome()) {
            case WIN:
                return new Message("endgame.value.win", side(sideToMove), probe.distance(), mateIn(probe.distance()));
            case LOSS:
                if (probe.distance() == 0) {
                    return new Message("endgame.value.mated", side(sideToMove), side(other));
                }
                return new Message("endgame.value.win", side(other), probe.distance(), mateIn(probe.distance()));
            default:
                return new Message("endgame.value.draw");
        }
    }

    /** The winner's moves in a win of {@code plies} plies: the winner moves first on odd distances. */
    static int mateIn(int plies) {
        return (plies + 1) / 2;
    }

    static Message side(int side) {
        return new Message(side == Piece.RED ? "endgame.side.red" : "endgame.side.black");
    }

    /** "Win", "Draw", "Loss" for the table. */
    static Message outcome(Outcome outcome) {
        return new Message("endgame.outcome." + outcome.name().toLowerCase(Locale.ROOT));
    }
}
