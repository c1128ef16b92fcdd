package org.gametree.gomoku.cli;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;

import picocli.CommandLine.Option;

/** The options every sub-command uses to name a game: its moves from the empty board and the board size. */
final class BoardOptions {

    @Option(names = "--moves", defaultValue = "", paramLabel = "MOVES",
            description = "The game from the empty board, e.g. h8,i9,h9 or h8i9h9 (default: the empty board).")
    String moves;

    @Option(names = "--size", defaultValue = "15", paramLabel = "N", description = "Board size, 15-20 (default 15).")
    int size;

    /** The game played under {@code rule} (bad input throws IllegalArgumentException: status 2). */
    GomokuPosition position(Rule rule) {
        if (size < GomokuPosition.MIN_SIZE || size > GomokuPosition.MAX_SIZE) {
            throw new IllegalArgumentException("--size must be between " + GomokuPosition.MIN_SIZE + " and "
                    + GomokuPosition.MAX_SIZE + ", got " + size);
        }
        return Notation.play(rule, size, moves);
    }
}
