package org.gametree.app.paste;

/**
 * A pasted text that is not a valid game. {@link #problem()} says which format it was taken for
 * and what is wrong, worded in the UI language when shown; the exception's message is the
 * readers' own English text (for logs and tests). A null format means the text is empty.
 */
public final class PasteException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient PasteProblem problem;

    public PasteException(PasteProblem problem, String message, Throwable cause) {
        super(message, cause);
        this.problem = problem;
    }

    /** The format the text was read as, or null for an empty text. */
    public PasteFormat format() {
        return problem.format();
    }

    /** What to tell the user, in their language. */
    public PasteProblem problem() {
        return problem;
    }
}
