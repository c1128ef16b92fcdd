package org.gametree.app.paste;

/**
 * A pasted text that is not a valid game: {@link #format} is the format it looked like and
 * the message is the reader's precise complaint (English, from the engine); null format
 * means the text is empty.
 */
public final class PasteException extends Exception {

    private final PasteFormat format;

    public PasteException(PasteFormat format, String message, Throwable cause) {
        super(message, cause);
        this.format = format;
    }

    /** The format the text was read as, or null for an empty text. */
    public PasteFormat format() {
        return format;
    }
}
