package org.gametree.app.xiangqi;

import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.xiangqi.FenException;

/**
 * A message for the status bar, kept as a bundle key plus an argument so the view renders it in
 * the current language (and re-renders it when the language changes).
 *
 * @param key      bundle key, e.g. {@code message.invalidFen}
 * @param argument the {0} of the pattern, or null: a {@link FenException} (worded in the current
 *                 language by {@link FenErrorMessages}), another {@link ShownMessage} (worded in
 *                 the current language too, e.g. a paste format's name) or any other value, shown
 *                 as it is
 * @param error    whether it reports a problem (shown in the error style)
 */
public record StatusMessage(String key, Object argument, boolean error) implements ShownMessage {

    public static StatusMessage info(String key) {
        return new StatusMessage(key, null, false);
    }

    public static StatusMessage info(String key, Object argument) {
        return new StatusMessage(key, argument, false);
    }

    public static StatusMessage error(String key, Object argument) {
        return new StatusMessage(key, argument, true);
    }

    /** The text to show in the current language of {@code l10n}. */
    @Override
    public String text(Localization l10n) {
        if (argument == null) {
            return l10n.get(key);
        }
        Object worded = argument instanceof FenException e ? FenErrorMessages.format(e, l10n)
                : argument instanceof ShownMessage nested ? nested.text(l10n) : argument;
        return l10n.get(key, worded);
    }
}
