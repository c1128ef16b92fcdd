package org.gametree.app.analysis.external;

import java.util.List;

/**
 * What an external engine has said so far about one position, handed to the panel at most 20
 * times a second. Immutable.
 *
 * @param depth  the deepest depth it reported (-1: none yet)
 * @param nodes  positions searched so far (-1: not said)
 * @param nps    its speed in positions a second (-1: not said)
 * @param millis time searched, as the engine counts it (-1: not said)
 * @param lines  its lines, best first
 */
public record ExternalSnapshot(int depth, long nodes, long nps, long millis, List<ExternalLine> lines) {

    public static final ExternalSnapshot EMPTY = new ExternalSnapshot(-1, -1, -1, -1, List.of());

    public ExternalSnapshot {
        lines = List.copyOf(lines);
    }

    /** The best line, or null before the first. */
    public ExternalLine best() {
        return lines.isEmpty() ? null : lines.get(0);
    }
}
