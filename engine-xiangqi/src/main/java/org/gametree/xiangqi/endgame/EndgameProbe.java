package org.gametree.xiangqi.endgame;

import java.util.List;

/**
 * What the databases say about a position: its set, its value and distance for the side to move
 * (plies to mate; 0 for a draw), and each legal move with the value and distance it keeps for the
 * mover, best first — wins by shortest distance, then draws, then losses by longest distance.
 */
public record EndgameProbe(String set, Outcome outcome, int distance, List<MoveResult> moves) {

    public EndgameProbe {
        moves = List.copyOf(moves);
    }

    /** One legal move (an int of {@code Move}) and its result for the side making it. */
    public record MoveResult(int move, Outcome outcome, int distance) {
    }
}
