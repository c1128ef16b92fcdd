package org.gametree.xiangqi.match;

/** A line of an openings file that cannot be used: where (file, line) and why. */
public final class OpeningFileException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;

    public OpeningFileException(String source, int line, String problem) {
        super(source + (line > 0 ? " line " + line : "") + ": " + problem);
        this.source = source;
        this.line = line;
    }

    /** The file (or resource) name. */
    public String source() {
        return source;
    }

    /** The 1-based line, 0 for the file as a whole. */
    public int line() {
        return line;
    }
}
