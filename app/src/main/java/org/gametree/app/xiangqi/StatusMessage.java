package org.gametree.app.xiangqi;

import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.FenException;

/**
 * A message for the status bar, kept as a bundle key plus an argument so the view renders it in
 * the current language (and re-renders it when the language changes).
 *
 * @param key      bundle key, e.g. {@code message.invalidFen}
 * @param argument the {0} of the pattern, or null: a {@link FenException} (worded in the current
 *                 language by {@link FenErrorMessages}) or any other value, shown as it is
 * @param error    whether it reports a problem (shown in the error style)
 */
public record StatusMessage(String key, Object argument, boolean error) {

    public static StatusMessage info(String key) {
        return new StatusMessage(key, null, false);
    }

    public static StatusMessage error(String key, Object argument) {
        return new StatusMessage(key, argument, true);
    }

    /** The text to show in the current language of {@code l10n}. */
    public String text(Localization l10n) {
        if (argument == null) {
            return l10n.get(key);
        }
        return l10n.get(key, argument instanceof FenException e ? FenErrorMessages.format(e, l10n) : argument);
    }
}
