package org.gametree.xiangqi.cli;

import org.gametree.core.match.TimeControl;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The limit of each move in games between engines (match, datagen): one of a clock, a move time, nodes or a depth. */
final class LimitOptions {

    @Option(names = "--tc", paramLabel = "TC", description = "A clock: moves/seconds (40/60, repeating) or seconds+increment (60+0.5).")
    String clock;

    @Option(names = "--movetime", paramLabel = "MS", description = "A fixed time per move in ms.")
    Long movetime;

    @Option(names = "--nodes", paramLabel = "N", description = "A fixed node count per move.")
    Long nodes;

    @Option(names = "--depth", paramLabel = "D", description = "A fixed depth per move.")
    Integer depth;

    /**
     * The limit given, or null when none is.
     *
     * @throws CommandLine.ParameterException for more than one limit or one that cannot be used
     */
    TimeControl timeControl(CommandLine commandLine) {
        int given = (clock != null ? 1 : 0) + (movetime != null ? 1 : 0) + (nodes != null ? 1 : 0) + (depth != null ? 1 : 0);
        if (given > 1) {
            throw new CommandLine.ParameterException(commandLine, "give one of --tc, --movetime, --nodes, --depth");
        }
        try {
            if (clock != null) {
                return TimeControl.parseClock(clock);
            }
            if (movetime != null) {
                return TimeControl.movetime(movetime);
            }
            if (nodes != null) {
                return TimeControl.nodes(nodes);
            }
            if (depth != null) {
                if (depth > 64) {
                    throw new IllegalArgumentException("a depth of at most 64");
                }
                return TimeControl.depth(depth);
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandLine, e.getMessage());
        }
        return null;
    }
}
