package org.gametree.app.analysis.compare;

import java.util.Arrays;

import org.gametree.app.i18n.Localization;

/**
 * Text to show, kept as a bundle key and its arguments so that a language switch re-renders it.
 * A message whose key is null shows its only argument as given (text that is already
 * translated, such as a FEN error from the game bundle).
 */
public record Message(String key, Object... args) {

    static Message of(String key, Object... args) {
        return new Message(key, args);
    }

    static Message verbatim(String text) {
        return new Message(null, text);
    }

    /** The text in the current language; an argument that is itself a message is rendered first. */
    public String render(Localization l10n) {
        if (key == null) {
            return String.valueOf(args[0]);
        }
        Object[] shown = args.clone();
        for (int i = 0; i < shown.length; i++) {
            if (shown[i] instanceof Message inner) {
                shown[i] = inner.render(l10n);
            }
        }
        return l10n.get(key, shown);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Message m && java.util.Objects.equals(key, m.key) && Arrays.equals(args, m.args);
    }

    @Override
    public int hashCode() {
        return 31 * java.util.Objects.hashCode(key) + Arrays.hashCode(args);
    }

    @Override
    public String toString() {
        return key + Arrays.toString(args);
    }
}
