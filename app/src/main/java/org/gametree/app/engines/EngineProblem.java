package org.gametree.app.engines;

import java.io.IOException;

import org.gametree.app.i18n.Localization;

/**
 * Why an external engine could not be used — no such file, not a program, no answer, it exited —
 * as a text key of the {@code engines} bundle and its arguments, so the dialog and the panels
 * say it in the user's language. The English text is the exception's message (logs, tests).
 */
public final class EngineProblem extends IOException {

    private final String key;
    private final Object[] args;

    public EngineProblem(String key, Object... args) {
        super(key + " " + java.util.Arrays.toString(args));
        this.key = key;
        this.args = args.clone();
    }

    /** The problem in the current language. */
    public String text(Localization l10n) {
        return l10n.get(key, args);
    }

    public String key() {
        return key;
    }

    /** Any failure as a sentence: an EngineProblem in words, else the exception's own message. */
    public static String describe(Throwable error, Localization l10n) {
        if (error instanceof EngineProblem problem) {
            return problem.text(l10n);
        }
        String detail = error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
        return l10n.get("engines.error.failed", detail);
    }
}
