package org.gametree.core.tune;

/** A line of a position file that cannot be read: where (file, line) and why. */
public final class PositionFileException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;

    public PositionFileException(String source, int line, String problem) {
        super(source + " line " + line + ": " + problem);
        this.source = source;
        this.line = line;
    }

    /** The file name. */
    public String source() {
        return source;
    }

    /** The 1-based line. */
    public int line() {
        return line;
    }
}
