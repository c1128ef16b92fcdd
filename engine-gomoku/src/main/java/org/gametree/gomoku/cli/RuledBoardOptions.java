package org.gametree.gomoku.cli;

import org.gametree.gomoku.GomokuPosition;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** A game with its rule: {@link BoardOptions} and {@code --rule} (freestyle by default). */
final class RuledBoardOptions {

    @Mixin
    BoardOptions board;

    @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE",
            description = "freestyle (default), standard or renju.")
    String rule;

    /** The game played under the rule (bad input throws IllegalArgumentException: status 2). */
    GomokuPosition position() {
        return board.position(GameOptions.parseRule(rule));
    }
}
