package org.gametree.core.book;

/**
 * A book file that cannot be used: not a book, a newer version, another game's book, or damaged
 * (truncated, checksum mismatch). The message names the file and says what is wrong, so it can be
 * shown as it is; command-line tools report it as bad input.
 */
public final class BookFileException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public BookFileException(String message) {
        super(message);
    }

    public BookFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
