package org.gametree.app.i18n;

/**
 * A message for the window's one message area (the status bar), kept as keys and arguments so
 * it is worded in the current language when shown and reworded when the language changes.
 * The games' own messages and the session's (paste, files, engines) all are one, so the newest
 * of them replaces the one before in the same place.
 */
public interface ShownMessage {

    /** The text in the current language of {@code l10n}. */
    String text(Localization l10n);

    /** Whether it reports a problem (shown in the error style). */
    boolean error();
}
