package org.gametree.xiangqi.match;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The score in a match game's move comment, read back: {@link Match#comment} writes
 * "+35/12 0.98s" (centipawns from the mover's side, depth, time), "-M3/20 1.20s" (a mate) or
 * "0.98s" (the engine printed no score).
 *
 * @param kind       whether the comment has no score, a mate or centipawns
 * @param centipawns the score from the mover's side (0 unless {@code kind} is CENTIPAWNS)
 */
record MoveScore(Kind kind, int centipawns) {

    /** What the comment says. */
    enum Kind { NONE, MATE, CENTIPAWNS }

    private static final Pattern SCORED = Pattern.compile("([+-])(M?)(\\d{1,9})/\\d+ \\d+\\.\\d+s");
    private static final Pattern TIME_ONLY = Pattern.compile("\\d+\\.\\d+s");

    /**
     * Reads a comment; null (an opening move) has no score.
     *
     * @throws IllegalArgumentException for text {@link Match#comment} does not write
     */
    static MoveScore parse(String comment) {
        if (comment == null || TIME_ONLY.matcher(comment).matches()) {
            return new MoveScore(Kind.NONE, 0);
        }
        Matcher m = SCORED.matcher(comment);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a match move comment (like '+35/12 0.98s'): '" + comment + "'");
        }
        if (!m.group(2).isEmpty()) {
            return new MoveScore(Kind.MATE, 0);
        }
        int value = Integer.parseInt(m.group(3));
        return new MoveScore(Kind.CENTIPAWNS, m.group(1).equals("-") ? -value : value);
    }
}
