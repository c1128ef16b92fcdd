package org.gametree.app.i18n;

import java.util.Locale;
import java.util.prefs.Preferences;

/**
 * Remembers the chosen UI language across runs in {@link java.util.prefs}. The node is passed in
 * so tests can use a throw-away node instead of the user's real settings.
 */
public final class LanguagePreference {

    static final String KEY = "language";

    private final Preferences node;

    public LanguagePreference(Preferences node) {
        this.node = node;
    }

    /** The user's node for this application. */
    public static LanguagePreference forUser() {
        return new LanguagePreference(Preferences.userRoot().node("org/gametree/app"));
    }

    /** The stored language, or the one matching the system locale when none is stored. */
    public Language load() {
        return Language.ofTag(node.get(KEY, null), Language.forLocale(Locale.getDefault()));
    }

    public void store(Language language) {
        node.put(KEY, language.tag());
    }

    /** The preferences node, for the window's other settings (appearance) to live beside the language. */
    public Preferences node() {
        return node;
    }
}
